/* engine.h -- the engines that carry out map vectors.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* A construct whose list items the plugin expands at run time fills a
   map vector (map.c), which, made ready (prepare: no entry of size
   zero, none deferred), is carried out by one of two engines behind one
   interface (struct gompx_engine):

     the exact engine (exact.c): libgomp maps the vector as it is, every
       element's data a libgomp mapping of its own; libgompx only routes
       around libgomp 12's mistakes (copies back of parts of mappings);

     the fast engine (pool/, pool mode, the default): libgomp maps the
       roots (the section) and what the elements point to goes into one
       device block of libgompx's, with reference counts of its own.

   engine.c asks the fast engine first, while it is active (pool mode
   on, or pools it made still live).  It may decline a vector (return
   0), having done nothing but hand to libgomp whatever of its own data
   the vector reaches; the exact engine, which never declines, then
   carries the vector out.  So whatever the fast engine does not carry
   out is done as it would be without it, and libgomp sees one state of
   the device data either way.

   Layers, each using only those below it (no cycles):

     map.c, present.c, interpose.c    vectors, present checks, libgomp's
				      entry points: construct-level
     engine.c			      the dispatcher, data-region stack
     exact.c, pool/		      the engines
     update.c			      byte copies of mapped ranges
     gomp.c, error.c		      libgomp's interface, reports  */

#ifndef LIBGOMPX_ENGINE_H
#define LIBGOMPX_ENGINE_H 1

#include <stddef.h>

#include "libgompx.h"

struct gompx_engine
{
  const char *name;

  /* Whether the engine is to be asked at all; whether it holds data
     now (holds and guard have nothing to do otherwise: the fast engine
     is active while it holds data made when pool mode was on).  */
  int (*active) (void);
  int (*holding) (void);

  /* target enter data.  */
  int (*enter) (struct gompx_vector *v);

  /* target enter data of a vector that map.c's prepare has not made
     ready: carried out only if prepare would leave it as it is (no
     GOMPX_MAP_PREPARE_MARKS, no data entry of size zero or negative, no
     null pointer's attachment) and it has a shape the engine takes
     without taking it apart; else 0, having done nothing.  May be
     null.  */
  int (*enter_unprepared) (struct gompx_vector *v);

  /* target exit data of a vector that leaves only data the engine holds
     (what an exit through the same mapper of what it entered has), so
     that no detachment's target needs looking up: engine.c asks this
     before dropping the detachments of targets that are not present
     (2.21.7.1: a list item not present is left alone), which costs a
     lookup per element.  Takes a vector that prepare has not made
     ready, as enter_unprepared does.  May be null.  */
  int (*exit_held) (struct gompx_vector *v);

  /* target exit data, those detachments dropped.  */
  int (*exit) (struct gompx_vector *v);

  /* target update: motions only (to and from, libgompx's marks).  */
  int (*update) (struct gompx_vector *v);

  /* Begin a data region (target data, or around a target region) with
     the vector, setting *FRAME to what region_end is to get back; end
     the innermost region the engine began on this thread.  */
  int (*region_begin) (struct gompx_vector *v, void **frame);
  void (*region_end) (void *frame);

  /* Whether data the engine holds, which libgomp may not know, holds
     the SIZE bytes at ADDR on DEVICE: 1 if one block holds them all, -1
     if one holds the first byte and not all, 0 if none holds the first
     byte.  */
  int (*holds) (const void *addr, size_t size, int device);

  /* The device address of ADDR on DEVICE if data the engine holds holds
     it, with its reference count in *REFS; else null.  */
  void *(*device_address) (const void *addr, int device, unsigned *refs);

  /* SIZE bytes at ADDR (size checked, not negative) are a list item of a
     construct about to go to libgomp as written, on DEVICE (a device
     number): HOW says what the construct does with it (GOMPX_GUARD_*).
     Make libgomp's view right first: hand what the engine holds of it to
     libgomp, or carry out a motion itself.  */
  void (*guard) (int device, const void *addr, size_t size, int how);
};

/* A HOW of libgompx's own, besides gompx.h's GOMPX_GUARD_*: a pointer
   that libgomp looks up where it points or, failing that, at the byte
   before (use_device_ptr: gomp_map_lookup finds a pointer one past a
   mapping), where GOMPX_GUARD_IMPLICIT is one it looks up where it
   points only (a zero-length array section).  */
#define GOMPX_GUARD_LOOKUP 5
/* And one that comes after the construct: SIZE bytes at ADDR were just
   copied to the device by libgomp's target update, pointers and all;
   libgomp leaves alone only the pointers it attached itself, so those
   the engine attached inside get their device values back.  */
#define GOMPX_GUARD_TO_DONE 6

extern const struct gompx_engine gompx_exact_engine gompx_hidden;
#ifdef GOMPX_WITH_POOL
extern const struct gompx_engine gompx_pool_engine gompx_hidden;
#endif

/* The dispatcher (engine.c): the fast engine if active and willing,
   else the exact one.  V's device is never the host.  */
extern void gompx_engine_enter (struct gompx_vector *v) gompx_hidden;
extern void gompx_engine_exit (struct gompx_vector *v) gompx_hidden;
extern void gompx_engine_update (struct gompx_vector *v) gompx_hidden;
/* After libgomp carried out a target update of N entries that did not
   come through the engines (a call interposed): GOMPX_GUARD_TO_DONE
   for each motion to the device.  */
extern void gompx_engine_after_update (int device, size_t n, void **addrs,
				       size_t *sizes, unsigned short *kinds)
  gompx_hidden;

/* The same for enter and exit data of a vector that map.c's prepare has
   not made ready: the fast engine's enter_unprepared and exit_held, if
   it is active; 0, having done nothing, if it declines (the vector is
   then prepared and goes to gompx_engine_enter or _exit, which may ask
   the same shortcut again: a vector it declines mostly fails its first
   checks).  */
extern int gompx_engine_enter_unprepared (struct gompx_vector *v)
  gompx_hidden;
extern int gompx_engine_exit_unprepared (struct gompx_vector *v)
  gompx_hidden;

/* A data region, pushed on this thread's stack of them with D, the
   deferred entries to copy back at its end (update.c): V null, or with
   no entries, is a region of libgomp's with nothing mapped (host
   fallback, an empty vector), so that begins and ends pair up.  */
extern void gompx_engine_region_begin (struct gompx_vector *v,
				       const struct gompx_deferred *d)
  gompx_hidden;
extern void gompx_engine_region_end (void) gompx_hidden;
/* The device number the innermost data region runs on, -1 for the
   host.  */
extern int gompx_engine_region_device (void) gompx_hidden;

/* gompx_copy_back_begin (update.c) for entries that may lie in data an
   engine holds (the deferred members of sections): the copy goes as a
   target update through the engines.  */
extern void *gompx_engine_copy_back_begin (const struct gompx_deferred *d)
  gompx_hidden;

/* Whether ADDR is mapped on DEVICE (a device number): by libgomp, or in
   data an engine holds.  */
extern int gompx_engine_is_present (const void *addr, int device)
  gompx_hidden;

/* The holds query of the fast engine, if it holds data; else 0.  */
extern int gompx_engine_holds (const void *addr, size_t size, int device)
  gompx_hidden;

/* The device_address query of the fast engine, if it holds data; else
   null.  */
extern void *gompx_engine_device_address (const void *addr, int device,
					  unsigned *refs) gompx_hidden;

/* Whether some engine holds data libgomp may not count: list items
   going to libgomp as written are then to be shown to GOMPX_pool_guard
   (interpose.c).  */
extern int gompx_engine_guarding (void) gompx_hidden;

#endif /* LIBGOMPX_ENGINE_H */
