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

#include "libgompx.h"

/* libgomp's number for "the default device".  */
#define GOMPX_DEVICE_ICV -1

/* Sort the N pairs PAIRS by host address and drop repeated host
   addresses; return how many remain.  */
extern unsigned long gompx_indirect_sort (struct gompx_fptr_pair *pairs,
					  unsigned long n) gompx_hidden;

/* The device address paired with P in the sorted PAIRS (N of them), or
   P itself if it is not there.  O(log N).  */
extern const void *gompx_indirect_lookup (const struct gompx_fptr_pair *pairs,
					  unsigned long n, const void *p)
  gompx_hidden;

#endif /* LIBGOMPX_INDIRECT_H */
