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

/* Set once gompx_fatal has said why the program stops.  */
extern int gompx_fatal_said gompx_hidden;

/* Whether the environment variable NAME is set, not empty and not "0",
   read once into *CACHE (-1 until then).  */
extern int gompx_env_flag (int *cache, const char *name) gompx_hidden;

/* Stop the program if SIZE, the size of list item NAME of the clause
   at WHERE, is negative (above PTRDIFF_MAX): libgomp would take it for
   exabytes.  */
extern void gompx_check_length (__SIZE_TYPE__ size, const char *name,
				const char *where) gompx_hidden;

/* malloc, calloc and realloc that stop the program, saying it ran out
   of memory and WHAT for ("for a target update"), where there is none;
   a size of zero asks for one byte.  */
extern void *gompx_xmalloc (__SIZE_TYPE__ size, const char *what)
  gompx_hidden __attribute__ ((malloc, returns_nonnull));
extern void *gompx_xcalloc (__SIZE_TYPE__ n, __SIZE_TYPE__ size,
			    const char *what)
  gompx_hidden __attribute__ ((malloc, returns_nonnull));
extern void *gompx_xrealloc (void *p, __SIZE_TYPE__ size, const char *what)
  gompx_hidden __attribute__ ((returns_nonnull));

/* The construct whose map vector this thread hands to libgomp now, as
   the messages of the layers below name it: ITEMS writes its list items
   into NAMES (SIZE bytes: "'x', 'y'") and returns its place, or null if
   it has none.  api/map.c makes one for each vector it hands on; the
   layers below read it only to name the construct in a report.  */
struct gompx_hand_off
{
  const char *(*items) (const struct gompx_hand_off *h, char *names,
			__SIZE_TYPE__ size);
};

/* Hand H to libgomp from now on (null: no more); H lives until the next
   call.  */
extern void gompx_hand_off (const struct gompx_hand_off *h) gompx_hidden;
/* The hand-off this thread made last, or null.  */
extern const struct gompx_hand_off *gompx_handing (void) gompx_hidden;
/* Its ITEMS, or null if there is none.  */
extern const char *gompx_handing_items (char *names, __SIZE_TYPE__ size)
  gompx_hidden;

/* The marks of the emitted code on a data entry's kind that api/map.c's
   prepare takes off (with the entry, for GOMPX_MAP_DEFER): a vector
   with one is not ready for libgomp or the engines.  */
#define GOMPX_MAP_PREPARE_MARKS \
  (GOMPX_MAP_DEFER | GOMPX_MAP_IMPLICIT | GOMPX_MAP_SHARED)

/* A map vector as libgomp's entry points take it: N entries in three
   arrays, for DEVICE as the construct names it (a number,
   GOMP_DEVICE_ICV) and RESOLVED, the device number it stands for, never
   the host.  Those who are handed one may rewrite its kinds and drop
   entries (N smaller), not add any.  */
struct gompx_vector
{
  int device;
  int resolved;
  __SIZE_TYPE__ n;
  void **addrs;
  __SIZE_TYPE__ *sizes;
  unsigned short *kinds;
};

/* Entries whose bytes libgompx copies back from DEVICE around a
   construct that may unmap them (base/update.c): members the plugin marked
   GOMPX_MAP_DEFER, and parts of mappings that libgomp 12 would copy back
   whole.  ALWAYS[I] for an "always, from" entry.  One allocation, from
   ADDRS.  */
struct gompx_deferred
{
  int device;
  __SIZE_TYPE__ n;
  void **addrs;
  __SIZE_TYPE__ *sizes;
  unsigned short *kinds;
  char *always;
};

/* Room for N entries in D (D's arrays one allocation), none yet.  */
extern void gompx_deferred_alloc (struct gompx_deferred *d, int device,
				  __SIZE_TYPE__ n) gompx_hidden;

/* The first half of D's copy back, before the construct that may unmap
   its entries: keep what the host has of them aside (returned, null if
   D is empty) and copy the device's data over it (of libgomp's mappings:
   engine/engine.c's gompx_engine_copy_back_begin asks the engines); or only
   keep it aside (gompx_copy_back_save).  */
extern void *gompx_copy_back_begin (const struct gompx_deferred *d)
  gompx_hidden;
extern void *gompx_copy_back_save (const struct gompx_deferred *d)
  gompx_hidden;

/* The second half, after the construct, and D's arrays freed: an entry
   that is not "always" keeps what came back only if its mapping is gone
   (PRESENT says whether it is mapped still: libgomp's
   omp_target_is_present for libgomp's mappings, engine/engine.c's
   gompx_engine_is_present where an engine may hold it);
   the host's own data, SAVED, goes back otherwise.  Where what came back
   is kept, the pointers in it that EXIT (the vector of an exit, or null)
   detaches get their host values back from SAVED.  */
extern void gompx_copy_back_end (struct gompx_deferred *d, void *saved,
				 int (*present) (const void *, int),
				 const struct gompx_vector *exit)
  gompx_hidden;

/* Carry out the N motions (ADDRS, SIZES, KINDS: GOMP_MAP_TO or
   GOMP_MAP_FROM with libgompx's bits) of a target update on DEVICE (as
   GOMP_target_update_ext takes it): those marked GOMPX_MAP_EXACT (all
   of them if ALL_EXACT) byte for byte by libgompx where one mapping
   holds them, the rest through libgomp.  */
extern void gompx_update (int device, __SIZE_TYPE__ n, void **addrs,
			  __SIZE_TYPE__ *sizes, unsigned short *kinds,
			  int all_exact) gompx_hidden;

#endif /* LIBGOMPX_H */
