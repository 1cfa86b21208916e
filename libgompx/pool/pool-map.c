/* pool-map.c -- a map construct's vector into pools.
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

/* A vector that reaches exactly the P's of a live pool of DEVICE, in
   their order, each followed by the attachment of the pointer to it
   that made the pool, after the roots, which libgomp maps already (a
   second enter data of a pooled section, a data region on one): a
   reference more to each, without taking the vector apart.  Not with
   "always, to", which gompx_pool_map copies.  FR, if not null: a data
   region's frame, which then holds the whole pool.  Return 0, having
   done nothing, for any other vector.  Called with the lock held.  */

static int
ref_in_order (struct plan *pl, void **addrs, size_t *sizes,
	      unsigned short *kinds, size_t n, int device, struct frame *fr)
{
  size_t r;
  int uniform;
  struct pool *q = gompx_pool_in_order (addrs, sizes, kinds, n, device,
					GOMP_MAP_ATTACH, &r, &uniform);
  if (!q)
    return 0;
  for (size_t i = 0; i < r; i++)
    if (always_to_p (GOMPX_KIND (kinds[i]))
	|| !gompx_libgomp_is_present (addrs[i], device))
      return 0;
  size_t m = q->np;
  pl->nf = 0;
  for (size_t i = 0; i < r; i++)
    gompx_pool_forward (pl, addrs[i], sizes[i], kinds[i]);
  gompx_pool_map_roots (pl, device);
  for (size_t j = 0; j < m; j++)
    q->p[j].rc++;
  if (fr)
    gompx_pool_hold_whole (fr, q, kinds + r, 2, pl, device);
  return 1;
}

/* The usual shapes of vector (ADDRS, SIZES, KINDS, N) on DEVICE (FR as
   gompx_pool_map has it), without taking the vector apart: a new pool
   when none lives, or a reference more to every P of one pool.  Takes a
   vector that map.c's prepare has not made ready (engine.h,
   enter_unprepared): what these shapes allow, prepare leaves as it is.
   Return 0, having done nothing, for any other vector.  */

gompx_hidden int
gompx_pool_map_in_order (struct plan *pl, void **addrs, size_t *sizes,
	      unsigned short *kinds, size_t n, int device, struct frame *fr)
{
  if (!gompx_pools && !gompx_pool_mode ())
    return 0;
  int done = 0;
  if (!gompx_pools)
    {
      done = (gompx_pool_mode ()
	      && gompx_pool_enter_in_order (pl, addrs, sizes, kinds, n,
					    device));
      if (done && fr)
	gompx_pool_hold_whole (fr, gompx_pools,
			       kinds + gompx_pool_leading_entries
					 (addrs, sizes, kinds, n,
					  GOMP_MAP_ATTACH),
			       2, pl, device);
    }
  else
    done = ref_in_order (pl, addrs, sizes, kinds, n, device, fr);
  return done;
}

/* Map vector (ADDRS, SIZES, KINDS, N) on DEVICE, the entry of an enter
   data construct or (FR not null) of a data region, pooled.  Return 0 if
   it must go the exact way.  */

gompx_hidden int
gompx_pool_map (void **addrs, size_t *sizes, unsigned short *kinds, size_t n,
		int device, struct frame *fr)
{
  struct plan *pl = gompx_pool_get_plan ();
  if (gompx_pool_map_in_order (pl, addrs, sizes, kinds, n, device, fr))
    return 1;
  if (!gompx_pool_analyse (pl, addrs, sizes, kinds, n, 0))
    {
      gompx_pool_refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }

  size_t present = 0;
  for (size_t r = 0; r < pl->nroots; r++)
    present += gompx_libgomp_is_present ((void *) pl->roots[r].start,
				      device) != 0;
  size_t found = gompx_pools ? gompx_pool_resolve (pl, device) : 0;
  if (present == 0 && found == 0)
    {
      /* A new pool, unless libgomp has some P already, or pool mode is
	 off (pools made before are still looked at).  */
      int ok = gompx_pool_mode ();
      if (ok && gompx_pools)
	gompx_pool_check_unpooled (pl, device);
      if (!ok || !gompx_pool_create (pl, device, fr != NULL))
	{
	  gompx_pool_refuse_pooled (addrs, sizes, kinds, n, device);
	  return 0;
	}
    }
  else if (found == pl->np && present == pl->nroots)
    {
      /* All pooled already: a reference more, and "always, to" -- if the
	 roots are the pools' own, whose pointers were given their device
	 values; another copy of them (mapped by hand, say) needs its
	 pointers attached, as libgomp does: the exact way.  */
      for (size_t r = 0; r < pl->nroots; r++)
	{
	  int own = 0;
	  for (struct pool *q = gompx_pools; q && !own; q = q->next)
	    own = (q->involved
		   && gompx_pool_root_holding (q->roots, q->nroots, 0,
					       pl->roots[r].start,
					       pl->roots[r].size) >= 0);
	  if (!own)
	    {
	      gompx_pool_evict_involved ();
	      gompx_pool_refuse_pooled (addrs, sizes, kinds, n, device);
	      return 0;
	    }
	}
      gompx_pool_map_roots (pl, device);
      int again = 0;
      for (size_t f = 0; f < pl->nf; f++)
	again |= always_to_p (GOMPX_KIND (pl->fkinds[f]));
      for (struct pool *q = gompx_pools; q; q = q->next)
	if (q->involved)
	  {
	    /* "always, to" copies its entry's range, as libgomp's does,
	       the pointers inside keeping their device values
	       (gompx_pool_move).  */
	    size_t m = 0;
	    struct piece *pc = NULL;
	    for (size_t j = 0; j < pl->np; j++)
	      if (pl->pp[j] == q)
		{
		  q->p[pl->pidx[j]].rc++;
		  if (!always_to_p (pl->pkind[j]))
		    continue;
		  if (!pc)
		    pc = gompx_pool_xmalloc (pl->np * sizeof *pc);
		  pc[m++] = (struct piece) { pl->p[j].start, pl->p[j].size,
					     pl->pidx[j], 0 };
		}
	    gompx_pool_move (q, m, pc, 1);
	    free (pc);
	    /* The roots' pointers that "always, to" gave host values:
	       device ones back, in those entries' ranges only.  */
	    for (size_t f = 0; again && f < pl->nf; f++)
	      if (always_to_p (GOMPX_KIND (pl->fkinds[f])))
		gompx_pool_reattach (q, (uintptr_t) pl->faddrs[f],
				     pl->fsizes[f]);
	  }
    }
  else if (found == 0)
    {
      /* Roots mapped some other way: the exact way.  */
      gompx_pool_refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  else
    {
      /* In part pooled for another mapping: libgomp maps it all.  */
      gompx_pool_evict_involved ();
      gompx_pool_refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  if (fr)
    gompx_pool_hold (fr, pl, device);
  return 1;
}
