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
   map vector (api/map.c), which, made ready (prepare: no entry of size
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

   The folders, each using only those below it, with no cycle among
   files (tools/layers, checked by make check-layers):

     api/      map vectors, present checks, libgomp's interposed entry
	       points, GOMPX_INFO, indirect calls: construct-level
     engine/   the dispatcher (engine.c), the exact engine (exact.c),
	       what the engines hold (query.c)
     pool/     the fast engine
     base/     libgomp's interface, reports, byte copies of mapped
	       ranges, the interface engines implement (engines.h)  */

#ifndef LIBGOMPX_ENGINE_H
#define LIBGOMPX_ENGINE_H 1

#include <stddef.h>

#include "base/libgompx.h"
#include "base/engines.h"

extern const struct gompx_engine gompx_exact_engine gompx_hidden;

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

/* The same for enter and exit data of a vector that api/map.c's prepare has
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
   deferred entries to copy back at its end (base/update.c): V null, or with
   no entries, is a region of libgomp's with nothing mapped (host
   fallback, an empty vector), so that begins and ends pair up.  */
extern void gompx_engine_region_begin (struct gompx_vector *v,
				       const struct gompx_deferred *d)
  gompx_hidden;
extern void gompx_engine_region_end (void) gompx_hidden;
/* The device number the innermost data region runs on, -1 for the
   host.  */
extern int gompx_engine_region_device (void) gompx_hidden;

/* gompx_copy_back_begin (base/update.c) for entries that may lie in data an
   engine holds (the deferred members of sections): the copy goes as a
   target update through the engines.  */
extern void *gompx_engine_copy_back_begin (const struct gompx_deferred *d)
  gompx_hidden;

/* What the engines hold (query.c).  Whether ADDR is mapped on DEVICE (a
   device number): by libgomp, or in data an engine holds.  */
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
   (api/interpose.c).  */
extern int gompx_engine_guarding (void) gompx_hidden;

/* Stop the program, before anything moves, if the entry of an exit
   data vector at ADDR, SIZE bytes, of KIND, on DEVICE (as resolved;
   below 0: the host, nothing to check) is "from" and starts in a
   mapping but ends past it: a list item whose length grew since it was
   mapped (libgomp 12 would copy back the device's bytes past the
   mapping's end over the host's).  */
extern void gompx_check_exit_extent (int device, const void *addr,
				     __SIZE_TYPE__ size, unsigned short kind)
  gompx_hidden;

#endif /* LIBGOMPX_ENGINE_H */
