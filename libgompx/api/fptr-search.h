/* fptr-search.h -- the lookup of the indirect-call table.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* Shared by the host runtime (libgompx/api/indirect.c, for its tests) and the
   device runtime (nvptx/translate.c), which GCC compiles for the device
   too: plain C, no library calls.  */

#ifndef LIBGOMPX_FPTR_SEARCH_H
#define LIBGOMPX_FPTR_SEARCH_H 1

/* The table is an open-addressing hash table of a power-of-two number
   of slots, at most half of them used, keyed by host address: a lookup
   reads one slot, rarely a few next to it, where a search of a sorted
   table reads one element per level, each depending on the one before
   (on a GPU each a global memory load, with the threads of a warp
   branching apart).  An empty slot has a null host address.  */

/* The first slot of host address P in a table of SLOTS slots.  */

static inline unsigned long
gompx_fptr_hash (const void *p, unsigned long slots)
{
  unsigned long long h = (unsigned long long) (__UINTPTR_TYPE__) p >> 2;
  h *= 0x9e3779b97f4a7c15ULL;
  return (unsigned long) (h >> 32) & (slots - 1);
}

/* The device address paired with P in TABLE, of SLOTS slots, or P
   itself if it is not there.  */

static inline const void *
gompx_fptr_search (const struct gompx_fptr_pair *table, unsigned long slots,
		   const void *p)
{
  if (!table || !slots || !p)
    return p;
  for (unsigned long i = gompx_fptr_hash (p, slots);;
       i = (i + 1) & (slots - 1))
    {
      const void *h = table[i].host;
      if (h == p)
	return table[i].device;
      if (!h)
	return p;
    }
}

#endif /* LIBGOMPX_FPTR_SEARCH_H */
