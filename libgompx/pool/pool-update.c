/* pool-update.c -- target update of pooled data; the guard.
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

#define MARK_TO 1
#define MARK_FROM 2

/* The live P of a pool of DEVICE holding [A, A+SIZE), its pool in *QP;
   -1 if none holds A.  CUR, Q: where the last entry was found.  */

static ptrdiff_t
update_lookup (uintptr_t a, size_t size, int device, struct pool **qp,
	       ptrdiff_t cur)
{
  struct pool *q = *qp;
  if (q && cur < (ptrdiff_t) q->np && q->p[cur].rc
      && holds (q->p[cur].start, q->p[cur].size, a, size))
    return cur;
  for (struct pool *c = gompx_pools; c; c = c->next)
    {
      ptrdiff_t j;
      if (c->device != device || (j = gompx_pool_lookup (c, a, 1)) < 0)
	continue;
      if (size > c->p[j].start + c->p[j].size - a)
	gompx_fatal ("pooled map vector: target update of %zu bytes at %p "
		     "when only %zu bytes at %p are mapped",
		     size, (void *) a, (size_t) c->p[j].size, (void *) c->p[j].start);
      *qp = c;
      return j;
    }
  return -1;
}

gompx_hidden int
gompx_pool_update_motions (void **addrs, size_t *sizes, unsigned short *kinds,
			   size_t n, int device, int forward_all)
{
  if (!gompx_pools_live ())
    return 0;
  struct plan *pl = gompx_pool_get_plan ();
 again:
  pl->nf = 0;
  for (struct pool *c = gompx_pools; c; c = c->next)
    memset (c->mark, 0, c->np);

  /* Which P's each direction touches, each entry's pool and P kept in
     PP and PIDX; the rest goes to libgomp.  */
  while (pl->pcap < n)
    gompx_pool_grow_pointees (pl);
  struct pool *q = NULL;
  ptrdiff_t cur = 0;
  int any = 0;
  for (size_t i = 0; i < n; i++)
    {
      uintptr_t a = (uintptr_t) addrs[i];
      unsigned k = GOMPX_KIND (kinds[i]);
      ptrdiff_t j = -1;
      if (sane_range (a, sizes[i]) && (k == GOMP_MAP_TO || k == GOMP_MAP_FROM))
	j = update_lookup (a, sizes[i], device, &q, cur);
      pl->pp[i] = j < 0 ? NULL : q;
      pl->pidx[i] = j;
      if (j < 0 && sane_range (a, sizes[i])
	  && (k == GOMP_MAP_TO || k == GOMP_MAP_FROM))
	{
	  struct pool *hit;
	  if (gompx_pool_pooled_overlap (device, a, sizes[i], &hit) >= 0)
	    {
	      /* Part of pooled data and more (or bytes before it): libgomp
		 is to judge that, with the pool handed to it.  */
	      gompx_pool_evict (hit);
	      goto again;
	    }
	}
      if (j < 0)
	{
	  gompx_pool_forward (pl, addrs[i], sizes[i], kinds[i]);
	  continue;
	}
      q->mark[j] |= k == GOMP_MAP_TO ? MARK_TO : MARK_FROM;
      cur = j + 1;
      any = 1;
    }

  /* Per pool and direction, the entries' bytes only, a stretch of them
     at a time (gompx_pool_move): the rest of the pool's data may be
     another thread's kernel's to write meanwhile.  Pointers inside P's
     keep their values on both sides, as libgomp's update leaves attached
     pointers alone.  */
  struct piece *pc = NULL;
  for (struct pool *c = gompx_pools; any && c; c = c->next)
    for (int to = 0; to < 2; to++)
      {
	size_t m = 0;
	for (size_t i = 0; i < n; i++)
	  if (pl->pp[i] == c && (GOMPX_KIND (kinds[i]) == GOMP_MAP_TO) == to)
	    {
	      if (!pc)
		pc = gompx_pool_xmalloc (n * sizeof *pc);
	      pc[m++] = (struct piece) { (uintptr_t) addrs[i], sizes[i],
					 pl->pidx[i], 0 };
	    }
	gompx_pool_move (c, m, pc, to);
      }
  free (pc);
  if (!any && !forward_all)
    return 0;
  if (pl->nf)
    gompx_update (device, pl->nf, pl->faddrs, pl->fsizes, pl->fkinds, 0);

  /* What libgomp copied to the device may hold pointers a pool
     attached (a struct libgomp maps, whose member points into a pool):
     libgomp, which counts only its own attachments, copied the host's
     values over them; the pool's device values go back.  */
  for (size_t i = 0; i < n; i++)
    if (!pl->pp[i] && GOMPX_KIND (kinds[i]) == GOMP_MAP_TO
	&& sane_range ((uintptr_t) addrs[i], sizes[i]))
      gompx_pool_reattach_device (device, (uintptr_t) addrs[i], sizes[i]);
  return 1;
}

gompx_hidden int
gompx_pool_update (struct gompx_vector *v)
{
  return gompx_pool_update_motions (v->addrs, v->sizes, v->kinds, v->n,
				    v->resolved, 1);
}

/* A list item that goes to libgomp as it is (a clause written by hand,
   or expanded from a mapper at compile time), shown by the plugin before
   its construct: SIZE bytes at ADDR, NAME at WHERE, on DEVICE as
   GOMPX_present takes it.  libgomp knows of no P but those it was told
   of (TOLD).  A pointer it is to look up (HOW: GOMPX_GUARD_IMPLICIT, or
   GOMPX_GUARD_LOOKUP: or one past its end) in a P has libgomp told of
   the P, which it then finds as it would have found its own mapping
   (look_up_pointer, as for vectors that go the exact way).  A target
   update (GOMPX_GUARD_TO or _FROM) of
   P's libgomp does not know is carried out here, and libgomp's then
   finds nothing to do (one with nowait is done at once, which its
   deferral allows).  For anything else that reaches pooled data (a map
   clause, which would count references libgomp does not keep; a pointer
   into a P with pointers of device values inside; an update with
   depend, which cannot be done ahead of its dependences) the pool is
   handed to libgomp (evict), which then carries out the construct as
   the exact way would.  */

gompx_hidden void
gompx_pool_guard (int device, const void *addr, size_t size, int how)
{
  if (!gompx_pools_live () || !sane_range ((uintptr_t) addr, size))
    return;
  uintptr_t a = (uintptr_t) addr;
  if (how == GOMPX_GUARD_TO_DONE)
    {
      gompx_pool_reattach_device (device, a, size);
      return;
    }
  if (how == GOMPX_GUARD_DEFERRED)
    /* libgomp copies later, when the pool may have attached pointers
       inside a mapping of its own it holds the range in: libgomp is to
       hold those too, and count the attachments it then skips.  */
    for (struct pool *c = gompx_pools; c; c = c->next)
      if (c->device == device
	  && gompx_pool_root_holding (c->roots, c->nroots, 0, a, size) >= 0)
	{
	  gompx_pool_evict (c);
	  break;
	}
  if (how == GOMPX_GUARD_IMPLICIT || how == GOMPX_GUARD_LOOKUP)
    {
      gompx_pool_look_up_pointer (device, a, how == GOMPX_GUARD_LOOKUP);
      return;
    }
  struct pool *hit;
  ptrdiff_t j = gompx_pool_pooled_overlap (device, a, size, &hit);
  /* HELD: one live P holds all of it; KNOWN: libgomp was told of it.  */
  int held = j >= 0 && holds (hit->p[j].start, hit->p[j].size, a, size);
  int known = held && hit->told && hit->told[j] == 1;
  if (j < 0 || (known && how != GOMPX_GUARD_MAP))
    return;
  if (held && (how == GOMPX_GUARD_TO || how == GOMPX_GUARD_FROM))
    {
      void *a = (void *) addr;
      size_t s = size;
      unsigned short k = how == GOMPX_GUARD_TO ? GOMP_MAP_TO : GOMP_MAP_FROM;
      if (gompx_pool_update_motions (&a, &s, &k, 1, device, 0))
	return;
    }
  gompx_pool_evict_overlapping (device, a, size);
}
