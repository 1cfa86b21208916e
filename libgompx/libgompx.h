/* libgompx.h -- declarations internal to libgompx.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

#ifndef LIBGOMPX_H
#define LIBGOMPX_H 1

#include "gompx.h"

/* Everything not part of the GOMPX_ interface is hidden: the library is
   built with -fvisibility=hidden and the ABI entry points say otherwise.  */
#define GOMPX_EXPORT __attribute__ ((visibility ("default")))
#define gompx_hidden __attribute__ ((visibility ("hidden")))

/* Print "libgompx: " and the message FMT to stderr.  */
extern void gompx_error (const char *fmt, ...) gompx_hidden
  __attribute__ ((format (printf, 1, 2)));

/* Like gompx_error, then stop the program with exit status 1; the
   runtime uses it only where going on would lose or corrupt data.  */
extern void gompx_fatal (const char *fmt, ...) gompx_hidden
  __attribute__ ((noreturn, format (printf, 1, 2)));

/* Stop the program if SIZE, the size of list item NAME of the clause
   at WHERE, is negative (above PTRDIFF_MAX): libgomp would take it for
   exabytes.  */
extern void gompx_check_length (__SIZE_TYPE__ size, const char *name,
				const char *where) gompx_hidden;

/* The device a present check of a construct on DEVICE (a device number,
   -1 for the default device, -2 for host fallback) looks in, or -1 when
   the construct runs on the host and there is nothing to check.  */
extern int gompx_present_device (int device) gompx_hidden;

/* Whether SIZE bytes at ADDR (non-null) are mapped on DEVICE, by one
   mapping (present.c says how that is found).  */
extern int gompx_present_range (const void *addr, __SIZE_TYPE__ size,
				int device) gompx_hidden;

/* The same for N ranges (ADDRS, SIZES, none empty), in one go: the index
   of the first that is not mapped so, or N.  */
extern __SIZE_TYPE__ gompx_present_ranges (void *const *addrs,
					   const __SIZE_TYPE__ *sizes,
					   __SIZE_TYPE__ n, int device)
  gompx_hidden;

/* The device addresses of the first and the last byte of the NT ranges
   ADDRS[WHICH[T]] (SIZES[WHICH[T]] bytes, each mapped on DEVICE), two a
   range, from one GOMP_MAP_USE_DEVICE_PTR data region (present.c); the
   caller frees the array.  */
extern void **gompx_device_ranges (int device, __SIZE_TYPE__ nt,
				   void *const *addrs,
				   const __SIZE_TYPE__ *sizes,
				   const __SIZE_TYPE__ *which) gompx_hidden;

/* Carry out the N motions (ADDRS, SIZES, KINDS: GOMP_MAP_TO or
   GOMP_MAP_FROM with libgompx's bits) of a target update on DEVICE (as
   GOMP_target_update_ext takes it): those marked GOMPX_MAP_EXACT (all
   of them if ALL_EXACT) byte for byte by libgompx where one mapping
   holds them, the rest through libgomp.  */
extern void gompx_update (int device, __SIZE_TYPE__ n, void **addrs,
			  __SIZE_TYPE__ *sizes, unsigned short *kinds,
			  int all_exact) gompx_hidden;

/* Double the room, CAP entries, of the arrays of a vector of libgomp map
   entries (256 at first).  */
extern void gompx_entries_grow (__SIZE_TYPE__ *cap, void ***addrs,
				__SIZE_TYPE__ **sizes,
				unsigned short **kinds) gompx_hidden;

/* Pool mode (pool.c): whether it is on (GOMPX_MAP_POOL, GOMPX_map_pool).  */
extern int gompx_pool_mode (void) gompx_hidden;

/* Whether some pool lives (made in pool mode, which may be off now).  */
extern int gompx_pools_live (void) gompx_hidden;

/* Whether pooled data of DEVICE that libgomp may not know holds the SIZE
   bytes at ADDR: 1 if one pooled block holds them all, -1 if one holds
   the first byte and not all, 0 if none holds the first byte.  */
extern int gompx_pool_holds (const void *addr, __SIZE_TYPE__ size,
			     int device) gompx_hidden;

/* Carry out a map vector (ADDRS, SIZES, KINDS, N entries) on DEVICE (a
   device number) pooled: the entry of an enter data construct, an exit
   data construct, a target update.  Return 0, having done nothing, when
   it must go to libgomp as it is.  */
extern int gompx_pool_enter (void **addrs, __SIZE_TYPE__ *sizes,
			     unsigned short *kinds, __SIZE_TYPE__ n,
			     int device) gompx_hidden;
extern int gompx_pool_exit (void **addrs, __SIZE_TYPE__ *sizes,
			    unsigned short *kinds, __SIZE_TYPE__ n,
			    int device) gompx_hidden;
/* The exit of a vector that leaves a live pool in the pool's order, as
   the vector that made the pool entered it: every detachment's target
   is then pooled, so the exit needs no presence check of its own.
   Return 0, having done nothing, for any other vector.  */
extern int gompx_pool_exit_in_order (void **addrs, __SIZE_TYPE__ *sizes,
				     unsigned short *kinds, __SIZE_TYPE__ n,
				     int device) gompx_hidden;
extern int gompx_pool_update (void **addrs, __SIZE_TYPE__ *sizes,
			      unsigned short *kinds, __SIZE_TYPE__ n,
			      int device) gompx_hidden;

/* Begin a data region with the vector on DEVICE (as GOMP_target_data_ext
   takes it), pooled on POOL_DEVICE if that is not negative; end the
   innermost such region.  */
extern void gompx_pool_data_begin (void **addrs, __SIZE_TYPE__ *sizes,
				   unsigned short *kinds, __SIZE_TYPE__ n,
				   int device, int pool_device) gompx_hidden;
extern void gompx_pool_data_end (void) gompx_hidden;

/* For unit tests: whether the N blocks (STARTS, SIZES) are pairwise
   disjoint, as pool mode checks it.  */
extern int gompx_pool_disjoint (const __UINTPTR_TYPE__ *starts,
				const __SIZE_TYPE__ *sizes, __SIZE_TYPE__ n)
  gompx_hidden;

#endif /* LIBGOMPX_H */
