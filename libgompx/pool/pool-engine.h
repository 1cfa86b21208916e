/* pool-engine.h -- what pool mode, the fast engine, offers the folders
   above it.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

#ifndef LIBGOMPX_POOL_ENGINE_H
#define LIBGOMPX_POOL_ENGINE_H 1

#include "base/engines.h"

#ifdef GOMPX_WITH_POOL
/* The fast engine (pool.c).  */
extern const struct gompx_engine gompx_pool_engine gompx_hidden;
#endif

/* For unit tests: whether the N blocks (STARTS, SIZES) are pairwise
   disjoint, as pool mode checks it.  */
extern int gompx_pool_disjoint (const __UINTPTR_TYPE__ *starts,
				const __SIZE_TYPE__ *sizes, __SIZE_TYPE__ n)
  gompx_hidden;

#endif /* LIBGOMPX_POOL_ENGINE_H */
