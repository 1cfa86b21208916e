/* indirect.h -- the indirect-call table, internal to libgompx.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

#ifndef LIBGOMPX_INDIRECT_H
#define LIBGOMPX_INDIRECT_H 1

#include "base/libgompx.h"

/* The device's lookup table of the N pairs PAIRS (fptr-search.h), a
   repeated host address once, newly allocated; its number of slots in
   *SLOTS.  */
extern struct gompx_fptr_pair *gompx_indirect_table
  (const struct gompx_fptr_pair *pairs, unsigned long n,
   unsigned long *slots) gompx_hidden;

/* The device address paired with P in table PAIRS of N slots, or P
   itself if it is not there.  */
extern const void *gompx_indirect_lookup (const struct gompx_fptr_pair *pairs,
					  unsigned long n, const void *p)
  gompx_hidden;

#endif /* LIBGOMPX_INDIRECT_H */
