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

/* Shared by the host runtime (libgompx/indirect.c, for its tests) and the
   device runtime (nvptx/translate.c), which GCC compiles for the device
   too: plain C, no library calls.  */

#ifndef LIBGOMPX_FPTR_SEARCH_H
#define LIBGOMPX_FPTR_SEARCH_H 1

/* The device address paired with P in the N pairs of TABLE, sorted by
   host address, or P itself if it is not there.  O(log N).  */

static inline const void *
gompx_fptr_search (const struct gompx_fptr_pair *table, unsigned long n,
		   const void *p)
{
  unsigned long lo = 0, hi = table ? n : 0;
  while (lo < hi)
    {
      unsigned long mid = lo + (hi - lo) / 2;
      if ((__UINTPTR_TYPE__) table[mid].host < (__UINTPTR_TYPE__) p)
	lo = mid + 1;
      else
	hi = mid;
    }
  return table && lo < n && table[lo].host == p ? table[lo].device : p;
}

#endif /* LIBGOMPX_FPTR_SEARCH_H */
