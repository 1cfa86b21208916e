/* engines.h -- what an engine that carries out map vectors implements.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* engine/engine.h says what the engines are and how engine/engine.c
   chooses between them; each engine (engine/exact.c, pool/) fills one
   struct gompx_engine, declared here, below both, so that the engines
   need nothing of the dispatcher above them.  */

#ifndef LIBGOMPX_ENGINES_H
#define LIBGOMPX_ENGINES_H 1

#include <stddef.h>

#include "base/libgompx.h"

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

  /* target enter data of a vector that api/map.c's prepare has not made
     ready: carried out only if prepare would leave it as it is (no
     GOMPX_MAP_PREPARE_MARKS, no data entry of size zero or negative, no
     null pointer's attachment) and it has a shape the engine takes
     without taking it apart; else 0, having done nothing.  May be
     null.  */
  int (*enter_unprepared) (struct gompx_vector *v);

  /* target exit data of a vector that leaves only data the engine holds
     (what an exit through the same mapper of what it entered has), so
     that no detachment's target needs looking up: engine/engine.c asks this
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

#endif /* LIBGOMPX_ENGINES_H */
