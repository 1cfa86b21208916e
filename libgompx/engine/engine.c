/* engine.c -- which engine carries out a map vector, and data regions.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* engine.h says what the engines are.  Here: the fast engine is asked
   first while it is active, the exact engine carries out what it
   declines; what a construct's semantics ask of any engine is done here
   once (the detachments of targets that are not present dropped on
   exit, the deferred entries of a data region copied back at its end);
   and GOMPX_pool_guard, the ABI entry point of the guard (the queries:
   query.c).  */

#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "pool/pool-engine.h"
#include "engine/engine.h"

/* The fast engine, if it is built and active, for V (which runs on a
   device); else null.  */

static const struct gompx_engine *
fast_for (const struct gompx_vector *v)
{
#ifdef GOMPX_WITH_POOL
  if (v->resolved >= 0 && gompx_pool_engine.active ())
    return &gompx_pool_engine;
#else
  (void) v;
#endif
  return NULL;
}

gompx_hidden void
gompx_engine_enter (struct gompx_vector *v)
{
  if (!v->n || v->device == GOMP_DEVICE_HOST_FALLBACK)
    return;
  const struct gompx_engine *f = fast_for (v);
  if (!f || !f->enter (v))
    gompx_exact_engine.enter (v);
}

gompx_hidden int
gompx_engine_enter_unprepared (struct gompx_vector *v)
{
  if (!v->n || v->device == GOMP_DEVICE_HOST_FALLBACK)
    return 0;
  const struct gompx_engine *f = fast_for (v);
  return f && f->enter_unprepared && f->enter_unprepared (v);
}

gompx_hidden int
gompx_engine_exit_unprepared (struct gompx_vector *v)
{
  if (!v->n || v->device == GOMP_DEVICE_HOST_FALLBACK)
    return 0;
  const struct gompx_engine *f = fast_for (v);
  return f && f->exit_held && f->exit_held (v);
}

/* Take out of exit vector V the detachments of pointers whose target
   is not present: OpenMP 5.1 (2.21.7.1) leaves a list item that is not
   present alone on exit, and its pointer was never attached to it, as
   nothing can be attached to what is not mapped.  libgomp 12 looks only
   for the mapping that holds the pointer, and stops the program ("attach
   count underflow") when that mapping has other pointers attached.  */

static void
drop_unattached (struct gompx_vector *v)
{
  if (v->resolved < 0)
    return;
  size_t out = 0;
  for (size_t i = 0; i < v->n; i++)
    {
      if (GOMPX_KIND (v->kinds[i]) == GOMP_MAP_DETACH)
	{
	  char *target;
	  memcpy (&target, v->addrs[i], sizeof target);
	  if (target && !gompx_engine_is_present (target + v->sizes[i],
						  v->resolved))
	    continue;
	}
      v->addrs[out] = v->addrs[i];
      v->sizes[out] = v->sizes[i];
      v->kinds[out] = v->kinds[i];
      out++;
    }
  v->n = out;
}

gompx_hidden void
gompx_engine_exit (struct gompx_vector *v)
{
  if (!v->n || v->device == GOMP_DEVICE_HOST_FALLBACK)
    return;
  const struct gompx_engine *f = fast_for (v);
  if (f && f->exit_held && f->exit_held (v))
    return;
  drop_unattached (v);
  if (!f || !f->exit (v))
    gompx_exact_engine.exit (v);
}

gompx_hidden void
gompx_engine_after_update (int device, size_t n, void **addrs, size_t *sizes,
			   unsigned short *kinds)
{
#ifdef GOMPX_WITH_POOL
  if (!gompx_pool_engine.holding ()
      || (device = gompx_present_device (device)) < 0)
    return;
  for (size_t i = 0; i < n; i++)
    {
      unsigned k = GOMPX_KIND (kinds[i]);
      if ((k == GOMP_MAP_TO || k == GOMP_MAP_ALWAYS_TO) && addrs[i]
	  && sizes[i])
	gompx_pool_engine.guard (device, addrs[i], sizes[i],
				 GOMPX_GUARD_TO_DONE);
    }
#else
  (void) device, (void) n, (void) addrs, (void) sizes, (void) kinds;
#endif
}

gompx_hidden void
gompx_engine_update (struct gompx_vector *v)
{
  if (!v->n || v->device == GOMP_DEVICE_HOST_FALLBACK)
    return;
  const struct gompx_engine *f = fast_for (v);
  if (!f || !f->update (v))
    gompx_exact_engine.update (v);
}

gompx_hidden void *
gompx_engine_copy_back_begin (const struct gompx_deferred *d)
{
  void *saved = gompx_copy_back_save (d);
  if (!saved)
    return NULL;
  /* A target update from, byte for byte, of copies of D's arrays, which
     copy_back_end still reads.  */
  size_t n = d->n;
  void **addrs = gompx_xmalloc (n * (sizeof (void *) + sizeof (size_t)
				     + sizeof (unsigned short)),
				"for a copy back");
  size_t *sizes = (size_t *) (addrs + n);
  unsigned short *kinds = (unsigned short *) (sizes + n);
  for (size_t i = 0; i < n; i++)
    {
      addrs[i] = d->addrs[i];
      sizes[i] = d->sizes[i];
      kinds[i] = GOMP_MAP_FROM | GOMPX_MAP_EXACT;
    }
  int resolved = gompx_present_device (d->device);
  struct gompx_vector v = { d->device, resolved, n, addrs, sizes, kinds };
  gompx_engine_update (&v);
  free (addrs);
  return saved;
}

/* The data regions begun on this thread and not ended, innermost last:
   which engine began each (its frame), and the entries to copy back at
   its end.  */

struct region
{
  const struct gompx_engine *engine;
  void *frame;
  struct gompx_deferred deferred;
  int device;			/* Resolved, -1 for the host.  */
  /* Where there are deferred entries: the pointers the region's vector
     attaches, as detachments (kinds GOMP_MAP_DETACH, one allocation
     from ADDRS), which the copy back of the deferred entries leaves
     their host values, as libgomp's detachment before its own copies
     back does; else N is 0 and the arrays null.  */
  struct gompx_vector attached;
};

static __thread struct region *regions;
static __thread size_t nregions, regions_cap;

gompx_hidden void
gompx_engine_region_begin (struct gompx_vector *v,
			   const struct gompx_deferred *d)
{
  if (nregions == regions_cap)
    {
      size_t cap = regions_cap ? 2 * regions_cap : 8;
      struct region *r = gompx_xrealloc (regions, cap * sizeof *r,
					 "for a data region");
      regions = r;
      regions_cap = cap;
    }
  struct region *r = &regions[nregions++];
  r->frame = NULL;
  r->deferred = *d;
  r->device = v->resolved;
  r->attached = (struct gompx_vector) { v->device, v->resolved, 0, NULL,
					NULL, NULL };
  if (d->n)
    {
      size_t n = 0;
      for (size_t i = 0; i < v->n; i++)
	n += GOMPX_KIND (v->kinds[i]) == GOMP_MAP_ATTACH;
      if (n)
	{
	  void **addrs = gompx_xmalloc (n * (sizeof (void *)
					     + sizeof (unsigned short)),
					"for a data region");
	  unsigned short *kinds = (unsigned short *) (addrs + n);
	  n = 0;
	  for (size_t i = 0; i < v->n; i++)
	    if (GOMPX_KIND (v->kinds[i]) == GOMP_MAP_ATTACH)
	      {
		addrs[n] = v->addrs[i];
		kinds[n++] = GOMP_MAP_DETACH;
	      }
	  r->attached.n = n;
	  r->attached.addrs = addrs;
	  r->attached.kinds = kinds;
	}
    }
  const struct gompx_engine *f = v->n ? fast_for (v) : NULL;
  if (f && f->region_begin (v, &r->frame))
    r->engine = f;
  else
    {
      r->engine = &gompx_exact_engine;
      gompx_exact_engine.region_begin (v, &r->frame);
    }
}

gompx_hidden int
gompx_engine_region_device (void)
{
  return nregions ? regions[nregions - 1].device : -1;
}

gompx_hidden void
gompx_engine_region_end (void)
{
  if (!nregions)
    gompx_fatal ("the end of a data region that was not begun");
  struct region r = regions[--nregions];
  void *saved = gompx_engine_copy_back_begin (&r.deferred);
  r.engine->region_end (r.frame);
  gompx_copy_back_end (&r.deferred, saved, gompx_engine_is_present,
		       r.attached.n ? &r.attached : NULL);
  free (r.attached.addrs);
}

#ifndef GOMPX_WITH_POOL
/* Built without the fast engine (configure --disable-pool): there is no
   pool mode to turn on.  */

GOMPX_EXPORT int
GOMPX_map_pool (int on)
{
  (void) on;
  return 0;
}
#endif

/* A list item that goes to libgomp as it is (a clause written by hand,
   expanded from a mapper at compile time, or of code built without the
   plugin: interpose.c), shown before its construct: SIZE bytes at ADDR,
   NAME at WHERE, on DEVICE as GOMPX_present takes it.  */

GOMPX_EXPORT void
GOMPX_pool_guard (int device, const void *addr, size_t size, int how,
		  const char *name, const char *where)
{
  /* Every list item that can be an engine's data comes here before its
     construct, so that a negative length, which libgomp would take for
     a size of exabytes, stops the program here.  */
  gompx_check_length (size, name, where);
#ifdef GOMPX_WITH_POOL
  if (!gompx_pool_engine.holding () || !addr || !size)
    return;
  device = gompx_present_device (device);
  if (device >= 0)
    gompx_pool_engine.guard (device, addr, size, how);
#else
  (void) device, (void) addr, (void) how;
#endif
}
