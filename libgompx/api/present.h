/* present.h -- present checks of list items (present.c).
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

#ifndef LIBGOMPX_PRESENT_H
#define LIBGOMPX_PRESENT_H 1

#include "base/libgompx.h"

/* Whether the N ranges (ADDRS, SIZES, none empty) are each mapped on
   DEVICE by one mapping (present.c says how that is found), in one go:
   the index of the first that is not, or N.  */
extern __SIZE_TYPE__ gompx_present_ranges (void *const *addrs,
					   const __SIZE_TYPE__ *sizes,
					   __SIZE_TYPE__ n, int device)
  gompx_hidden;

#endif /* LIBGOMPX_PRESENT_H */
