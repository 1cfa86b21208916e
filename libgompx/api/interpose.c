/* interpose.c -- libgomp's mapping entry points, as code libgompx did
   not see calls them.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* Pool mode keeps a mapper's data out of libgomp's books (pool/pool.c): code
   the plugin compiled asks GOMPX_pool_guard about every list item it
   hands libgomp, which hands the pools it touches to libgomp first
   (evicts them).  Code compiled by GCC alone (a library) calls libgomp
   directly, and saw the pooled data with libgomp's infinite count: a
   mapping of it outlived the section's exit with no device data.

   libgompx precedes libgomp in every program and library the pkg-config
   flags link, and defines libgomp's entry points that map, so that
   every such call in the process comes here first (an unversioned
   definition takes libgomp's versioned references, GOMP_4.5, as well).
   While a pool lives, each data entry of a call libgompx itself did not
   make passes the guard: a map, an update's motion, the pointer a
   region looks up as a zero-length array section.  Then the call goes
   on to libgomp's own function (RTLD_NEXT; an emulated device preloaded
   before libgompx sees it first, and counts it).  Without live pools
   the cost is a thread-local and an atomic load per call.

   libgompx's own calls (gomp.c) set a thread-local flag
   around the call; the plugin's guards of plugin-compiled code have
   already run, and running again finds nothing left to do.  */

#define _GNU_SOURCE 1

#include "config.h"

#include <dlfcn.h>
#include <link.h>
#include <stddef.h>
#include <string.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "engine/engine.h"
#include "api/info.h"
#include "gompx.h"

/* Where the guard's messages say an item comes from.  */
#define WHERE "code compiled without the plugin"

/* Pass the data entries of a call to the pool guard.  UPDATE: the call
   is a target update (its entries are motions; DEFERRED: with
   depend).  */

static void
guard (int device, size_t n, void **addrs, size_t *sizes,
       unsigned short *kinds, int update, int deferred)
{
  if (gompx_inside_libgomp_call || !gompx_engine_guarding ())
    return;
  for (size_t i = 0; i < n; i++)
    {
      unsigned k = GOMPX_KIND (kinds[i]);
      int how;
      if ((k & ~3u) == GOMP_MAP_IMPLICIT)
	k &= 3;
      switch (k)
	{
	case GOMP_MAP_ALLOC:
	case GOMP_MAP_TO:
	case GOMP_MAP_FROM:
	case GOMP_MAP_TOFROM:
	case GOMP_MAP_DELETE:
	case GOMP_MAP_ALWAYS_TO:
	case GOMP_MAP_ALWAYS_FROM:
	case GOMP_MAP_ALWAYS_TOFROM:
	case GOMP_MAP_RELEASE:
	  if (!update)
	    how = GOMPX_GUARD_MAP;
	  else if (deferred)
	    how = GOMPX_GUARD_DEFERRED;
	  else
	    how = (k == GOMP_MAP_TO || k == GOMP_MAP_ALWAYS_TO
		   ? GOMPX_GUARD_TO : GOMPX_GUARD_FROM);
	  if (!sizes[i])
	    continue;
	  GOMPX_pool_guard (device, addrs[i], sizes[i], how, "a list item",
			    WHERE);
	  break;
	case GOMP_MAP_ZERO_LEN_ARRAY_SECTION:
	case GOMP_MAP_USE_DEVICE_PTR:
	case GOMP_MAP_USE_DEVICE_PTR_IF_PRESENT:
	  /* A pointer looked up where it points (use_device_ptr: or just
	     before).  */
	  if (addrs[i])
	    GOMPX_pool_guard (device, addrs[i], 1,
			      (k == GOMP_MAP_ZERO_LEN_ARRAY_SECTION
			       ? GOMPX_GUARD_IMPLICIT : GOMPX_GUARD_LOOKUP),
			      "a pointer", WHERE);
	  break;
	case GOMP_MAP_ATTACH:
	case GOMP_MAP_ATTACH_ZERO_LENGTH_ARRAY_SECTION:
	case GOMP_MAP_DETACH:
	  /* A pointer attached or detached where it lies: libgomp must
	     count its block's attachments.  One attached is also looked
	     up where it points, plus the bias (gomp_attach_pointer).  */
	  if (!addrs[i])
	    break;
	  GOMPX_pool_guard (device, addrs[i], sizeof (void *),
			    GOMPX_GUARD_MAP, "a pointer", WHERE);
	  if (k != GOMP_MAP_DETACH)
	    {
	      char *target;
	      memcpy (&target, addrs[i], sizeof target);
	      if (target)
		GOMPX_pool_guard (device, target + sizes[i], 1,
				  GOMPX_GUARD_IMPLICIT, "a pointer", WHERE);
	    }
	  break;
	default:
	  break;
	}
    }
}

/* omp_target_is_present for every caller, code built without the plugin
   too: what libgomp says, unless data of the fast engine's decides
   (engine.c).  */

GOMPX_EXPORT int
omp_target_is_present (const void *ptr, int device)
{
  return gompx_engine_is_present (ptr, device);
}

typedef void (*enter_exit_fn) (int, size_t, void **, size_t *,
			       unsigned short *, unsigned int, void **);
typedef void (*data_fn) (int, size_t, void **, size_t *, unsigned short *);
typedef void (*update_fn) (int, size_t, void **, size_t *, unsigned short *,
			   unsigned int, void **);
typedef void (*target_fn) (int, void (*) (void *), size_t, void **, size_t *,
			   unsigned short *, unsigned int, void **, void **);

/* GOMPX_INFO: whether to trace a call of a libgomp entry point that
   libgompx did not make itself (those it makes are traced as its
   constructs), as CONSTRUCT, called from RET; ST is set up for it.  */

static int
trace_begin (struct gompx_info *st, struct gompx_vector *v,
	     const char *construct, int device, size_t n, void **addrs,
	     size_t *sizes, unsigned short *kinds, void *ret, char *buf,
	     size_t size)
{
  if (__builtin_expect (!gompx_info_on (), 1) || gompx_inside_libgomp_call)
    return 0;
  int d = gompx_resolved_device (device);
  if (device == GOMP_DEVICE_HOST_FALLBACK || d == omp_get_initial_device ())
    d = -1;
  *v = (struct gompx_vector) { device, d, n, addrs, sizes, kinds };
  gompx_info_begin (st, construct, gompx_info_caller (ret, buf, size), v);
  return 1;
}

GOMPX_EXPORT void
GOMP_target_enter_exit_data (int device, size_t n, void **addrs,
			     size_t *sizes, unsigned short *kinds,
			     unsigned int flags, void **depend)
{
  static void *f;
  struct gompx_info st;
  struct gompx_vector v;
  char buf[256];
  int traced = trace_begin (&st, &v, (flags & GOMP_TARGET_FLAG_EXIT_DATA
				      ? "target exit data"
				      : "target enter data"),
			    device, n, addrs, sizes, kinds,
			    __builtin_return_address (0), buf, sizeof buf);
  guard (device, n, addrs, sizes, kinds, 0, 0);
  /* Not for a construct libgomp may defer (nowait, depend): the
     mappings it would find are those of when it runs.  */
  if ((flags & GOMP_TARGET_FLAG_EXIT_DATA) && !gompx_inside_libgomp_call
      && !(flags & GOMP_TARGET_FLAG_NOWAIT) && !depend)
    {
      int d = gompx_present_device (device);
      for (size_t i = 0; i < n; i++)
	gompx_check_exit_extent (d, addrs[i], sizes[i], kinds[i]);
    }
  ((enter_exit_fn) gompx_libgomp_symbol (&f, "GOMP_target_enter_exit_data"))
    (device, n, addrs, sizes, kinds, flags, depend);
  if (traced)
    gompx_info_end (&st, &v, NULL);
}

GOMPX_EXPORT void
GOMP_target_data_ext (int device, size_t n, void **addrs, size_t *sizes,
		      unsigned short *kinds)
{
  static void *f;
  struct gompx_info st;
  struct gompx_vector v;
  char buf[256];
  int traced = trace_begin (&st, &v, "target data begins", device, n,
			    addrs, sizes, kinds,
			    __builtin_return_address (0), buf, sizeof buf);
  guard (device, n, addrs, sizes, kinds, 0, 0);
  ((data_fn) gompx_libgomp_symbol (&f, "GOMP_target_data_ext"))
    (device, n, addrs, sizes, kinds);
  if (traced)
    gompx_info_end (&st, &v, NULL);
}

GOMPX_EXPORT void
GOMP_target_update_ext (int device, size_t n, void **addrs, size_t *sizes,
			unsigned short *kinds, unsigned int flags,
			void **depend)
{
  static void *f;
  struct gompx_info st;
  struct gompx_vector v;
  char buf[256];
  int traced = trace_begin (&st, &v, "target update", device, n, addrs,
			    sizes, kinds, __builtin_return_address (0), buf,
			    sizeof buf);
  guard (device, n, addrs, sizes, kinds, 1, depend != NULL);
  ((update_fn) gompx_libgomp_symbol (&f, "GOMP_target_update_ext"))
    (device, n, addrs, sizes, kinds, flags, depend);
  /* (With depend, the guard handed the data to libgomp first.)  */
  if (!depend && !gompx_inside_libgomp_call && gompx_engine_guarding ())
    gompx_engine_after_update (device, n, addrs, sizes, kinds);
  if (traced)
    gompx_info_end (&st, &v, NULL);
}

GOMPX_EXPORT void
GOMP_target_ext (int device, void (*fn) (void *), size_t n, void **addrs,
		 size_t *sizes, unsigned short *kinds, unsigned int flags,
		 void **depend, void **args)
{
  static void *f;
  struct gompx_info st;
  struct gompx_vector v;
  char buf[256];
  int traced = trace_begin (&st, &v, "target", device, n, addrs, sizes,
			    kinds, __builtin_return_address (0), buf,
			    sizeof buf);
  guard (device, n, addrs, sizes, kinds, 0, 0);
  ((target_fn) gompx_libgomp_symbol (&f, "GOMP_target_ext"))
    (device, fn, n, addrs, sizes, kinds, flags, depend, args);
  if (traced)
    gompx_info_end (&st, &v, NULL);
}
