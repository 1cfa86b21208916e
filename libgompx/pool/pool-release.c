/* pool-release.c -- exits: pooled blocks lose references.
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

/* Pointers come back with their device values (the P's copied back at
   an exit, the roots that libgomp copies back): the host's go back after
   (finish_release).  Kept: those in the pools with the involved flag
   set that point to a live P, and lie in a root or in a live P -- not
   the others, whose storage the program may have freed since their
   element left the device (kept_p).  The values of those in roots
   (nearly all), in the order of the pools and their slots, which
   restore_pointers walks again (8 bytes a pointer, in the calling
   thread's staging buffer 2); those inside P's with their addresses,
   apart.  */

struct kept
{
  uintptr_t *values;		/* Of the pointers in roots, STRIDE apart.  */
  size_t stride;
  size_t ninner;
  struct inner_kept { uintptr_t addr, value; } *inner;
};

/* Whether slot SL of Q is kept: its target, and the P it lies in if
   any, live -- before the release (LATER zero), or, after it (LATER
   nonzero), live or gone in it (marked): the same slots.  */

static inline int
kept_p (const struct pool *q, const struct slot *sl, int later)
{
  size_t t = sl->target;
  if (!q->p[t].rc && !(later && q->mark[t]))
    return 0;
  if (sl->root >= 0)
    return 1;
  size_t in = -sl->root - 1;
  return q->p[in].rc || (later && q->mark[in]);
}

static void
keep_pointers (struct kept *k, size_t *spare, size_t nspare)
{
  size_t nroot = 0, ninner = 0;
  for (struct pool *q = gompx_pools; q; q = q->next)
    if (q->involved)
      for (size_t r = 0; r < q->nsruns; r++)
	{
	  nroot += q->sruns[r].root >= 0 ? q->sruns[r].count : 0;
	  ninner += q->sruns[r].root < 0 ? q->sruns[r].count : 0;
	}
  /* SPARE, NSPARE words 2 apart (the exit vector's detachments' biases,
     read no more), or the calling thread's staging buffer 2.  */
  k->stride = 1;
  if (spare && nroot <= nspare)
    {
      k->values = (uintptr_t *) spare;
      k->stride = 2;
    }
  else
    k->values = (uintptr_t *) gompx_pool_staging (2, nroot
						    * sizeof *k->values);
  k->inner = ninner ? gompx_pool_xmalloc (ninner * sizeof *k->inner) : NULL;
  k->ninner = 0;
  size_t v = 0;
  for (struct pool *q = gompx_pools; q; q = q->next)
    if (q->involved)
      for (struct slot_iter it = pool_slots (q); next_slot (&it);)
	{
	  const struct slot *sl = &it.s;
	  if (!kept_p (q, sl, 0))
	    continue;
	  if (sl->root >= 0)
	    memcpy (&k->values[v++ * k->stride], (void *) sl->addr,
		    sizeof *k->values);
	  else
	    {
	      k->inner[k->ninner].addr = sl->addr;
	      memcpy (&k->inner[k->ninner++].value, (void *) sl->addr,
		      sizeof *k->values);
	    }
	}
}

/* The host values K kept back where they were.  */

static void
restore_pointers (struct kept *k)
{
  size_t v = 0;
  for (struct pool *q = gompx_pools; q; q = q->next)
    if (q->involved)
      for (struct slot_iter it = pool_slots (q); next_slot (&it);)
	if (it.s.root >= 0 && kept_p (q, &it.s, 1))
	  memcpy ((void *) it.s.addr, &k->values[v++ * k->stride],
		  sizeof *k->values);
  for (size_t t = 0; t < k->ninner; t++)
    memcpy ((void *) k->inner[t].addr, &k->inner[t].value,
	    sizeof *k->values);
  free (k->inner);
}

/* Part of a pool's data downloaded into the calling thread's staging
   buffer 0: the bytes at offsets [LO, HI).  */

struct window
{
  char *buf;
  size_t lo, hi;
};

/* Where in W the SIZE bytes of Q's data at offset OFF are: downloaded
   with what follows them (PART), or the whole of Q's data.  */

static char *
window_at (struct pool *q, struct window *w, size_t off, size_t size,
	   int part)
{
  if (!w->buf || off < w->lo || off + size > w->hi)
    {
      w->lo = part ? off : 0;
      size_t want = part && size < WINDOW_BYTES ? WINDOW_BYTES : size;
      w->hi = part && q->bytes - off > want ? off + want : q->bytes;
      w->buf = gompx_pool_staging (0, w->hi - w->lo);
      gompx_pool_from_device (w->buf, q->dev + w->lo, w->hi - w->lo,
			      q->device);
    }
  return w->buf + (off - w->lo);
}

/* P number K of Q, live, loses a reference (KIND, the map kind of the
   exit's entry START, SIZE, which lies inside it, delete: all of them);
   marked if it is gone.  The entry's range is copied back as its kind
   says (always from: at any count), as libgomp does it, from Q's data
   in W (PART: P's come in the pool's order, see window_at).  */

static inline void
release_one (struct pool *q, size_t k, uintptr_t start, size_t size,
	     unsigned kind, struct window *w, int part)
{
  q->p[k].rc = kind == GOMP_MAP_DELETE ? 0 : q->p[k].rc - 1;
  q->mark[k] = !q->p[k].rc;
  q->live -= !q->p[k].rc;
  if (!always_from (kind) && (q->p[k].rc || !copies_from (kind)))
    return;
  copy_block ((void *) start,
	      window_at (q, w, q->p[k].off + (start - q->p[k].start), size,
			 part),
	      size);
}

/* After release_one on the P's of an exit: UNMAP (ARG) has libgomp unmap
   the roots; the pointers KEPT get their host values back; in the
   involved pools, pointers in roots still mapped to P's gone get host
   values, runs with gone P's are forgotten, and a pool left with no P
   is freed.  */

static void
finish_release (struct kept *kept, void (*unmap) (void *), void *arg)
{
  unmap (arg);
  restore_pointers (kept);

  struct pool *next;
  for (struct pool *q = gompx_pools; q; q = next)
    {
      next = q->next;
      if (!q->involved)
	continue;
      /* libgomp must not find P's gone.  */
      if (q->live)
	gompx_pool_forget_told (q, 1);
      /* Pointers inside P's still mapped to P's gone: host values, as
	 libgomp's detachment writes.  */
      if (q->live)
	gompx_pool_detach_inner (q);
      for (size_t r = 0; r < q->nroots; r++)
	if (q->roots[r].dev
	    && !gompx_libgomp_is_present ((void *) q->roots[r].start, q->device))
	  q->roots[r].dev = NULL;
      gompx_pool_detach_roots (q);
      if (!q->live)
	gompx_pool_free_pool (q);
    }
  gompx_pool_trim_staging ();
}

/* The NP P's whose pools and indices are PP and PIDX, with map kinds
   KINDS and entries RANGES at this exit, lose a reference (release_one);
   UNMAP (ARG) has libgomp unmap the roots (finish_release).  The pools
   of the P's, and only they, have their involved flag set.  Called with
   the lock held.  */

gompx_hidden void
gompx_pool_release_refs (size_t np, struct pool **pp, const size_t *pidx,
			 const struct pointee *ranges,
			 const unsigned char *kinds, void (*unmap) (void *),
			 void *arg)
{
  struct kept kept;
  keep_pointers (&kept, NULL, 0);
  for (struct pool *q = gompx_pools; q; q = q->next)
    if (q->involved)
      {
	memset (q->mark, 0, q->np);
	struct window w = { NULL, 0, 0 };
	for (size_t j = 0; j < np; j++)
	  if (pp[j] == q && q->p[pidx[j]].rc)
	    release_one (q, pidx[j], ranges[j].start, ranges[j].size,
			 kinds[j], &w, 0);
      }
  finish_release (&kept, unmap, arg);
}

struct exit_args
{
  struct plan *pl;
  int device;
};

static void
unmap_exit (void *arg)
{
  struct exit_args *a = arg;
  gompx_target_enter_exit_data (a->device, a->pl->nf, a->pl->faddrs,
				a->pl->fsizes, a->pl->fkinds,
				GOMP_TARGET_FLAG_EXIT_DATA);
}

/* Every live P of Q loses a reference, the J-th as KINDS[J * STRIDE]
   says (the low byte: its map kind; STRIDE 0: all alike); UNMAP (ARG)
   then has libgomp unmap the roots (finish_release).  For a construct
   that holds each P of one pool once, in the pool's order: an exit of
   what its entry made, the end of a data region that began so (whose P's
   may have gone inside it: an exit through another mapper, a delete).
   UNIFORM says whether every P's kind is the first's and every P has
   one reference (-1: not known; gompx_pool_in_order tells it).  SPARE,
   if not null, is NP words 2 apart that the call may use (an exit
   vector's detachments' biases): the pointers' host values are kept
   there, not in a buffer of their own.  Called with the lock held.  */

gompx_hidden void
gompx_pool_release_whole (struct pool *q, const unsigned short *kinds,
			  size_t stride, int uniform, size_t *spare,
			  void (*unmap) (void *), void *arg)
{
  size_t m = q->np;
  /* Mostly every P has the kind of the first, and one reference, which
     then all go.  */
  unsigned short kind = kinds[0];
  int all = GOMPX_KIND (kind) != GOMP_MAP_DELETE && uniform;
  for (size_t j = 0; j < m && all && uniform < 0; j++)
    all = kinds[j * stride] == kind && q->p[j].rc == 1;
  for (struct pool *c = gompx_pools; c; c = c->next)
    c->involved = c == q;
  struct kept kept;
  keep_pointers (&kept, spare, spare ? m : 0);
  struct window w = { NULL, 0, 0 };
  if (all)
    {
      /* All go, each copied back as KIND says (one pass over the
	 P's).  */
      memset (q->mark, 1, m);
      q->live = 0;
      int back = copies_from (GOMPX_KIND (kind));
      for (size_t j = 0; j < m; j++)
	{
	  struct pointee *p = &q->p[j];
	  p->rc = 0;
	  if (!back)
	    continue;
	  const char *from = (w.buf && p->off >= w.lo
			      && p->off + p->size <= w.hi
			      ? w.buf + (p->off - w.lo)
			      : window_at (q, &w, p->off, p->size,
					   q->in_order));
	  copy_block ((void *) p->start, from, p->size);
	}
    }
  else
    {
      memset (q->mark, 0, q->np);
      for (size_t j = 0; j < m; j++)
	if (q->p[j].rc)
	  release_one (q, j, q->p[j].start, q->p[j].size,
		       GOMPX_KIND (kinds[j * stride]), &w, q->in_order);
    }
  finish_release (&kept, unmap, arg);
}

/* The exit of vector (ADDRS, SIZES, KINDS, N) on DEVICE, if it has the
   shape vectors have when they exit what they entered: a few entries for
   libgomp (roots, their members), then, for each P of one live pool in
   its order, the P's entry and the detachment of its pointer.  Then the
   vector is not taken apart: its P's are found by position.  Return 0,
   having done nothing, for any other vector.  Called with the lock
   held.  */

static int
exit_in_order (struct plan *pl, void **addrs, size_t *sizes,
	       unsigned short *kinds, size_t n, int device)
{
  size_t r;
  int uniform;
  struct pool *q = gompx_pool_in_order (addrs, sizes, kinds, n, device,
					GOMP_MAP_DETACH, &r, &uniform);
  if (!q)
    return 0;
  pl->nf = 0;
  for (size_t i = 0; i < r; i++)
    gompx_pool_forward (pl, addrs[i], sizes[i], kinds[i]);
  struct exit_args a = { pl, device };
  gompx_pool_release_whole (q, kinds + r, 2, uniform, sizes + r + 1,
			    unmap_exit, &a);
  return 1;
}

/* The engine's exit_held (engine.h): the vector of an exit in a live
   pool's order.  */

gompx_hidden int
gompx_pool_exit_held (struct gompx_vector *v)
{
  if (!gompx_pools_live ())
    return 0;
  int done = exit_in_order (gompx_pool_get_plan (), v->addrs, v->sizes,
			    v->kinds, v->n, v->resolved);
  return done;
}

gompx_hidden int
gompx_pool_exit (struct gompx_vector *v)
{
  void **addrs = v->addrs;
  size_t *sizes = v->sizes;
  unsigned short *kinds = v->kinds;
  size_t n = v->n;
  int device = v->resolved;
  struct plan *pl = gompx_pool_get_plan ();
  if (!gompx_pools_live ())
    return 0;
  if (!gompx_pool_analyse (pl, addrs, sizes, kinds, n, 1))
    {
      gompx_pool_refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  size_t found = gompx_pool_resolve (pl, device);
  if (found == 0)
    {
      gompx_pool_refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  /* In part pooled for another mapping, or a section inside pooled
     data (libgomp, which is to unmap the roots, has no mapping of it):
     libgomp unmaps it all.  */
  int exact = found < pl->np;
  for (size_t r = 0; r < pl->nroots && !exact; r++)
    {
      struct pool *hit;
      exact = gompx_pool_pooled_overlap (device, pl->roots[r].start,
					 pl->roots[r].size, &hit) >= 0;
    }
  if (exact)
    {
      gompx_pool_evict_involved ();
      gompx_pool_refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  struct exit_args a = { pl, device };
  gompx_pool_release_refs (pl->np, pl->pp, pl->pidx, pl->p, pl->pkind,
			   unmap_exit, &a);
  return 1;
}
