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
/* The pool's lock (pool.h): taken here, around each operation of the
   engine and GOMPX_map_pool's release of the spare block, and nowhere
   else.  What an operation calls of libgomp (the exact way for what the
   pool refuses, a motion, an unmapping) runs with it held: libgomp calls
   nothing of libgompx back, so the order is always this lock, then
   libgomp's.  */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static inline void
take (void)
{
  pthread_mutex_lock (&lock);
}

/* Give the lock back, having checked the invariants if GOMPX_POOL_CHECK
   asks for it.  */

static inline void
give_back (void)
{
  if (__builtin_expect (gompx_pool_checking (), 0))
    gompx_pool_check ();
  pthread_mutex_unlock (&lock);
}

static int
pool_active (void)
{
  return gompx_pool_mode () || gompx_pools_live ();
}

static int
pool_enter (struct gompx_vector *v)
{
  take ();
  int done = gompx_pool_map (v->addrs, v->sizes, v->kinds, v->n,
			     v->resolved, NULL);
  give_back ();
  return done;
}

static int
pool_enter_unprepared (struct gompx_vector *v)
{
  take ();
  int done = gompx_pool_map_in_order (gompx_pool_get_plan (), v->addrs,
				      v->sizes, v->kinds, v->n, v->resolved,
				      NULL);
  give_back ();
  return done;
}

static int
pool_exit_held (struct gompx_vector *v)
{
  take ();
  int done = gompx_pool_exit_held (v);
  give_back ();
  return done;
}

static int
pool_exit (struct gompx_vector *v)
{
  take ();
  int done = gompx_pool_exit (v);
  give_back ();
  return done;
}

static int
pool_update (struct gompx_vector *v)
{
  take ();
  int done = gompx_pool_update (v);
  give_back ();
  return done;
}

/* The engine's region_begin: a frame of the P's the region holds.  */

static int
pool_region_begin (struct gompx_vector *v, void **frame)
{
  struct frame *fr = gompx_pool_xmalloc (sizeof *fr);
  fr->whole = NULL;
  fr->np = 0;
  take ();
  int done = gompx_pool_map (v->addrs, v->sizes, v->kinds, v->n,
			     v->resolved, fr);
  give_back ();
  if (!done)
    {
      free (fr);
      return 0;
    }
  *frame = fr;
  return 1;
}

static void
pool_region_end (void *frame)
{
  take ();
  gompx_pool_region_end (frame);
  give_back ();
}

/* holds and device_address change nothing: no check after them.  */

static int
pool_holds (const void *addr, size_t size, int device)
{
  take ();
  int held = gompx_pool_holds (addr, size, device);
  pthread_mutex_unlock (&lock);
  return held;
}

static void *
pool_device_address (const void *addr, int device, unsigned *refs)
{
  take ();
  void *d = gompx_pool_device_address (addr, device, refs);
  pthread_mutex_unlock (&lock);
  return d;
}

static void
pool_guard (int device, const void *addr, size_t size, int how)
{
  take ();
  gompx_pool_guard (device, addr, size, how);
  give_back ();
}

gompx_hidden const struct gompx_engine gompx_pool_engine =
{
  "pool", pool_active, gompx_pools_live, pool_enter, pool_enter_unprepared,
  pool_exit_held, pool_exit, pool_update, pool_region_begin,
  pool_region_end, pool_holds, pool_device_address, pool_guard
};

GOMPX_EXPORT int
GOMPX_map_pool (int on)
{
  int old = gompx_pool_set_mode (on > 0);
  if (on < 0)
    {
      /* Off, and the kept device block given back.  */
      take ();
      gompx_pool_release_spare_block ();
      pthread_mutex_unlock (&lock);
    }
  return old;
}
