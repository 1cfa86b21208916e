/* gomp.h -- the part of libgomp 12's interface libgompx uses.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* libgomp installs no header for its GOMP_ entry points (GCC emits the
   calls) and omp.h is the program's; the prototypes and the constants
   of gomp-constants.h that libgompx needs are here, once.  */

#ifndef LIBGOMPX_GOMP_H
#define LIBGOMPX_GOMP_H 1

#include <stddef.h>

#include "base/libgompx.h"

/* Device numbers (gomp-constants.h).  */
#define GOMP_DEVICE_ICV -1
#define GOMP_DEVICE_HOST_FALLBACK -2

/* GOMP_target_enter_exit_data's flags.  */
#define GOMP_TARGET_FLAG_NOWAIT (1 << 0)
#define GOMP_TARGET_FLAG_EXIT_DATA (1 << 1)

/* Map kinds, the low byte of a kinds[] entry (gomp-constants.h); GCC
   marks an implicit alloc, to, from or tofrom with GOMP_MAP_IMPLICIT.  */
#define GOMP_MAP_IMPLICIT 0x60
enum
{
  GOMP_MAP_ALLOC = 0,
  GOMP_MAP_TO = 1,
  GOMP_MAP_FROM = 2,
  GOMP_MAP_TOFROM = 3,
  GOMP_MAP_POINTER = 4,
  GOMP_MAP_DELETE = 7,
  GOMP_MAP_FIRSTPRIVATE = 12,
  GOMP_MAP_FIRSTPRIVATE_INT = 13,
  GOMP_MAP_USE_DEVICE_PTR = 14,
  GOMP_MAP_ZERO_LEN_ARRAY_SECTION = 15,
  GOMP_MAP_USE_DEVICE_PTR_IF_PRESENT = 16,
  GOMP_MAP_ALWAYS_TO = 17,
  GOMP_MAP_ALWAYS_FROM = 18,
  GOMP_MAP_ALWAYS_TOFROM = 19,
  GOMP_MAP_RELEASE = 23,
  GOMP_MAP_STRUCT = 28,
  GOMP_MAP_ATTACH = 80,
  GOMP_MAP_DETACH = 81,
  GOMP_MAP_ATTACH_ZERO_LENGTH_ARRAY_SECTION = 82
};

/* The map kind of an entry's kind word KIND: its low byte.  The rest,
   GOMPX_KIND_FLAGS, is the log2 of the data's alignment and libgompx's
   marks (gompx.h).  */
#define GOMPX_KIND_FLAGS 0xff00u
#define GOMPX_KIND(kind) ((unsigned) (kind) & 0xffu)

/* Whether map kind K (GOMPX_KIND of a kind word) maps or moves the bytes
   of its entry, as opposed to attaching a pointer or describing a
   struct; with an implicit kind's mark (GOMP_MAP_IMPLICIT) only where
   IMPLICIT_TOO.  */
static inline int
gompx_data_kind_p (unsigned k, int implicit_too)
{
  if (implicit_too && (k & ~3u) == GOMP_MAP_IMPLICIT)
    k &= 3;
  return (k <= GOMP_MAP_TOFROM || k == GOMP_MAP_DELETE
	  || k == GOMP_MAP_RELEASE
	  || (k >= GOMP_MAP_ALWAYS_TO && k <= GOMP_MAP_ALWAYS_TOFROM));
}

extern void GOMP_target_enter_exit_data (int, size_t, void **, size_t *,
					 unsigned short *, unsigned int,
					 void **);
extern void GOMP_target_data_ext (int, size_t, void **, size_t *,
				  unsigned short *);
extern void GOMP_target_end_data (void);
extern void GOMP_target_update_ext (int, size_t, void **, size_t *,
				    unsigned short *, unsigned int, void **);
extern void GOMP_target_ext (int, void (*) (void *), size_t, void **,
			     size_t *, unsigned short *, unsigned int, void **,
			     void **);

/* libgompx defines the four above (api/interpose.c), and calls libgomp's
   through them with this set.  */
extern __thread int gompx_inside_libgomp_call gompx_hidden;
/* Whether the program's calls of libgomp's mapping entry points reach
   libgompx's (api/interpose.c) before libgomp's: libgompx comes before
   libgomp in the process's symbol lookup, as the link flags ompmapper.pc
   gives put it.  */
extern int gompx_interposed (void) gompx_hidden;

/* libgomp's own function NAME (libgompx defines some of that name),
   looked up once into *SLOT.  */
extern void *gompx_libgomp_symbol (void **slot, const char *name)
  gompx_hidden;

/* The release of the libgomp the program runs with (12, 13, ...), which
   need not be the compiler's (base/quirks.c).  */
extern int gompx_libgomp_release (void) gompx_hidden;

/* libgomp's behaviours that libgompx routes around (base/quirks.def).  */
enum gompx_quirk
{
#define DEF_GOMPX_QUIRK(ID, NAME, FIRST, LAST, TESTS) GOMPX_QUIRK_##ID,
#include "base/quirks.def"
#undef DEF_GOMPX_QUIRK
  GOMPX_QUIRK_MAX
};

/* Whether workaround Q is on: the libgomp that runs has the behaviour
   and GOMPX_NO_QUIRK does not name Q.  */
extern int gompx_quirk_on (enum gompx_quirk q) gompx_hidden;

/* Into BUF (SIZE bytes): "libgomp N, workarounds on: NAME, ..." (or
   "none"), for GOMPX_INFO.  */
extern void gompx_quirks_describe (char *buf, size_t size) gompx_hidden;

extern void *omp_target_alloc (size_t, int);
extern void omp_target_free (void *, int);
extern int omp_target_memcpy (void *, const void *, size_t, size_t, size_t,
			      int, int);
extern int omp_target_is_present (const void *, int);
/* libgomp's omp_target_is_present: libgompx defines one of its own
   (api/interpose.c), which knows the fast engine's data.  */
extern int gompx_libgomp_is_present (const void *ptr, int device)
  gompx_hidden;
extern int omp_target_associate_ptr (const void *, const void *, size_t,
				     size_t, int);
extern int omp_target_disassociate_ptr (const void *, int);
extern int omp_get_default_device (void);
extern int omp_get_initial_device (void);
extern int omp_get_num_devices (void);

/* GOMP_target_data_ext and GOMP_target_enter_exit_data for vectors of
   any length.  libgomp 12 keeps per-entry arrays on the stack:
   gomp_map_vars, which maps a data region's or a struct group's
   entries, 16 bytes per entry (alloca), and gomp_exit_data 8 (a
   variable-length array), so a vector of a million entries overflows
   an 8 MiB stack.  Splitting the call would change what libgomp does
   (an exit decrements a mapping's reference count once per call, and
   a data region is one region), so a long vector's call runs, on the
   same thread, on a stack of its own that is large enough
   (gompx_on_stack).  */
extern void gompx_target_data (int device, size_t n, void **addrs,
			       size_t *sizes, unsigned short *kinds)
  gompx_hidden;
extern void gompx_target_enter_exit_data (int device, size_t n, void **addrs,
					  size_t *sizes, unsigned short *kinds,
					  unsigned int flags) gompx_hidden;
/* GOMP_target_update_ext, without depend, as libgompx's own call.  */
extern void gompx_target_update (int device, size_t n, void **addrs,
				 size_t *sizes, unsigned short *kinds)
  gompx_hidden;

/* The device a present check of a construct on DEVICE (a device number,
   -1 for the default device, -2 for host fallback) looks in, or -1 when
   the construct runs on the host and there is nothing to check.  */
extern int gompx_present_device (int device) gompx_hidden;

/* The device number DEVICE, a device argument of the GOMP_ entry points,
   stands for (the initial device for host fallback).  */
extern int gompx_resolved_device (int device) gompx_hidden;

/* The device addresses of the first and the last byte of the NT ranges
   ADDRS[WHICH[T]] (SIZES[WHICH[T]] bytes, each mapped on DEVICE), two a
   range, from one GOMP_MAP_USE_DEVICE_PTR data region; the
   caller frees the array.  */
extern void **gompx_device_ranges (int device, __SIZE_TYPE__ nt,
				   void *const *addrs,
				   const __SIZE_TYPE__ *sizes,
				   const __SIZE_TYPE__ *which) gompx_hidden;

/* Double the room, CAP entries, of the arrays of a vector of libgomp map
   entries (256 at first).  Out of memory, OOM (if not null) says so and
   stops the program; else a message of libgompx's own does.  */
extern void gompx_entries_grow (__SIZE_TYPE__ *cap, void ***addrs,
				__SIZE_TYPE__ **sizes, unsigned short **kinds,
				void (*oom) (__SIZE_TYPE__)) gompx_hidden;

#endif /* LIBGOMPX_GOMP_H */
