/* pool-engine.c -- pool mode as an engine: the operations engine.c calls.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

#include "config.h"

#include "pool/pool.h"

/* The engine's region_begin: a frame of the P's the region holds.  */

static int
region_begin (struct gompx_vector *v, void **frame)
{
  struct frame *fr = gompx_pool_xmalloc (sizeof *fr);
  fr->whole = NULL;
  fr->np = 0;
  if (!gompx_pool_map (v->addrs, v->sizes, v->kinds, v->n, v->resolved, fr))
    {
      free (fr);
      return 0;
    }
  *frame = fr;
  return 1;
}

static int
pool_enter (struct gompx_vector *v)
{
  return gompx_pool_map (v->addrs, v->sizes, v->kinds, v->n, v->resolved,
			 NULL);
}

static int
pool_active (void)
{
  return gompx_pool_mode () || gompx_pools_live ();
}

/* The engine's operations, each followed by the check of the invariants
   when GOMPX_POOL_CHECK asks for it.  */

static void
after (void)
{
  if (__builtin_expect (gompx_pool_checking (), 0))
    gompx_pool_check ();
}

static int
checked_enter (struct gompx_vector *v)
{
  int done = pool_enter (v);
  after ();
  return done;
}

static int
checked_enter_unprepared (struct gompx_vector *v)
{
  int done = gompx_pool_map_in_order (gompx_pool_get_plan (), v->addrs,
				      v->sizes, v->kinds, v->n, v->resolved,
				      NULL);
  after ();
  return done;
}

static int
checked_exit_held (struct gompx_vector *v)
{
  int done = gompx_pool_exit_held (v);
  after ();
  return done;
}

static int
checked_exit (struct gompx_vector *v)
{
  int done = gompx_pool_exit (v);
  after ();
  return done;
}

static int
checked_update (struct gompx_vector *v)
{
  int done = gompx_pool_update (v);
  after ();
  return done;
}

static int
checked_region_begin (struct gompx_vector *v, void **frame)
{
  int done = region_begin (v, frame);
  after ();
  return done;
}

static void
checked_region_end (void *frame)
{
  gompx_pool_region_end (frame);
  after ();
}

static void
checked_guard (int device, const void *addr, size_t size, int how)
{
  gompx_pool_guard (device, addr, size, how);
  after ();
}

gompx_hidden const struct gompx_engine gompx_pool_engine =
{
  "pool", pool_active, gompx_pools_live, checked_enter,
  checked_enter_unprepared, checked_exit_held,
  checked_exit, checked_update, checked_region_begin, checked_region_end,
  gompx_pool_holds, gompx_pool_device_address, checked_guard
};
