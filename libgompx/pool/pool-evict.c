/* pool-evict.c -- pools handed to libgomp.
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

#include <stdio.h>

#include "pool/pool.h"

/* Pools handed to libgomp (evict) while data regions held P's of them,
   by generation, with how many regions still do (L3 in pool.h): such a
   region releases its P's through libgomp at its end, and the entry
   goes with the last of them.  With the pool's P's (their ranges, and
   the pointer attached to each, or 0), for regions that hold them all
   (struct frame).  */
static struct evicted
{
  unsigned long gen;
  unsigned holders;
  size_t np;
  struct pointee *p;
  uintptr_t *slot;
} *evicted;
static size_t nevicted, evicted_cap;

gompx_hidden int
gompx_pool_was_evicted (unsigned long gen)
{
  for (size_t i = nevicted; i-- > 0;)
    if (evicted[i].gen == gen)
      return 1;
  return 0;
}

/* A data region that held P's of the pool of generation GEN ends: one
   holder fewer of it, live (Q) or evicted.  */

gompx_hidden void
gompx_pool_unhold (struct pool *q, unsigned long gen)
{
  for (struct pool *c = gompx_pools; c; c = c->next)
    if (c == q && c->gen == gen)
      {
	c->holders--;
	return;
      }
  for (size_t i = nevicted; i-- > 0;)
    if (evicted[i].gen == gen)
      {
	if (!--evicted[i].holders)
	  {
	    free (evicted[i].p);
	    free (evicted[i].slot);
	    evicted[i] = evicted[--nevicted];
	  }
	return;
      }
}

/* Whether P number J of the pool of generation GEN, evicted, was live
   then (libgomp has a mapping of it to unmap).  */

gompx_hidden int
gompx_pool_evicted_live (unsigned long gen, size_t j)
{
  for (size_t i = nevicted; i-- > 0;)
    if (evicted[i].gen == gen)
      return j < evicted[i].np && evicted[i].p[j].size != 0;
  return 0;
}

/* For a data region that held every P of the pool of generation GEN,
   handed to libgomp since: push to PL what its end unmaps through
   libgomp, the J-th P's entry as KINDS[J * STRIDE] says and the
   detachment of the pointer attached to it, and return 1; 0 if that
   pool was not evicted.  */

gompx_hidden int
gompx_pool_forward_evicted (struct plan *pl, unsigned long gen,
			    const unsigned short *kinds, size_t stride)
{
  size_t i;
  for (i = nevicted; i-- > 0;)
    if (evicted[i].gen == gen)
      break;
  if (i == (size_t) -1)
    return 0;
  const struct evicted *e = &evicted[i];
  for (size_t j = 0; j < e->np; j++)
    {
      unsigned k = GOMPX_KIND (kinds[j * stride]);
      if (!e->p[j].size)
	continue;
      gompx_pool_forward (pl, (void *) e->p[j].start, e->p[j].size,
			  exit_kind (k));
      if (e->slot[j])
	gompx_pool_forward (pl, (void *) e->slot[j], 0, GOMP_MAP_DETACH);
    }
  return 1;
}

/* L3 (pool.h): whether every entry of the list is held; if not, say so
   in WHY.  */

gompx_hidden int
gompx_pool_check_evicted (char *why, size_t why_size)
{
  for (size_t i = 0; i < nevicted; i++)
    if (!evicted[i].holders)
      {
	snprintf (why, why_size, "L3: the pool of generation %lu, evicted, "
		  "is held by no region", evicted[i].gen);
	return 0;
      }
  return 1;
}

/* Hand the live P's of Q to libgomp, mapped as the exact way would have
   mapped them, and free Q: for a construct that pool mode cannot carry
   out (a map clause written by hand on pooled data, a vector reaching
   in part into a pool), which then goes to libgomp as it is.  Each P
   gets a libgomp mapping of its own with the pool's device data and
   reference count; each pointer to it, in a root or in another P, is
   attached as many times as the P has references, as each construct
   holding it attached it.  Called with the lock held.  */

gompx_hidden void
gompx_pool_evict (struct pool *q)
{
  int device = q->device;
  size_t m = q->live;
  size_t cap = 2 * m + q->nslots;
  void **a = gompx_pool_xmalloc (cap * sizeof *a);
  size_t *s = gompx_pool_xmalloc (cap * sizeof *s);
  unsigned short *k = gompx_pool_xmalloc (cap * sizeof *k);
  char *stage = gompx_pool_download (q);
  gompx_pool_forget_told (q, 0);

  /* Each live P allocated, then asked for its device address.  */
  size_t n = 0;
  unsigned most = 0;
  for (size_t j = 0; j < q->np; j++)
    if (q->p[j].rc)
      {
	a[n] = a[m + n] = (void *) q->p[j].start;
	s[n] = q->p[j].size;
	s[m + n] = 0;
	k[n] = GOMP_MAP_ALLOC;
	k[m + n++] = GOMP_MAP_USE_DEVICE_PTR;
	if (q->p[j].rc > most)
	  most = q->p[j].rc;
      }
  gompx_target_enter_exit_data (device, 2 * m, a, s, k, 0);
  for (size_t j = 0, i = 0; j < q->np; j++)
    if (q->p[j].rc)
      {
	if (a[m + i] == (void *) q->p[j].start)
	  gompx_fatal ("pooled map vector: libgomp gave no device address "
		       "for the %zu bytes at %p", (size_t) q->p[j].size,
		       (void *) q->p[j].start);
	gompx_pool_to_device (a[m + i++], stage + q->p[j].off, q->p[j].size, device);
      }
  gompx_pool_trim_staging ();

  /* The pointers, attached once per reference (libgomp writes their
     device values at the first); a reference more to each P after the
     first, one construct at a time, as libgomp counts a mapping once
     per construct.  */
  int root_mapped[MAX_ROOTS];
  for (size_t r = 0; r < q->nroots; r++)
    root_mapped[r] = q->roots[r].dev
		     && gompx_libgomp_is_present ((void *) q->roots[r].start,
					       device);
  for (unsigned c = 1; c <= most; c++)
    {
      n = 0;
      for (size_t j = 0; c > 1 && j < q->np; j++)
	if (q->p[j].rc >= c)
	  {
	    a[n] = (void *) q->p[j].start;
	    s[n] = q->p[j].size;
	    k[n++] = GOMP_MAP_ALLOC;
	  }
      for (struct slot_iter it = pool_slots (q); next_slot (&it);)
	{
	  const struct slot *sl = &it.s;
	  if (q->p[sl->target].rc < c
	      || (sl->root >= 0 ? !root_mapped[sl->root]
				: !q->p[-sl->root - 1].rc))
	    continue;
	  uintptr_t v;
	  memcpy (&v, (void *) sl->addr, sizeof v);
	  a[n] = (void *) sl->addr;
	  s[n] = q->p[sl->target].start - v;
	  k[n++] = GOMP_MAP_ATTACH;
	}
      if (n)
	gompx_target_enter_exit_data (device, n, a, s, k, 0);
    }
  free (a);
  free (s);
  free (k);
  if (q->holders)
    {
      GROW (evicted, nevicted, evicted_cap);
      struct evicted *e = &evicted[nevicted++];
      *e = (struct evicted) { q->gen, q->holders, q->np, NULL, NULL };
      /* The P's gone before, as of no size: libgomp maps nothing of
	 them to unmap.  */
      e->p = gompx_pool_xmalloc (q->np * sizeof *e->p);
      memcpy (e->p, q->p, q->np * sizeof *e->p);
      for (size_t j = 0; j < q->np; j++)
	if (!q->p[j].rc)
	  e->p[j].size = 0;
      e->slot = gompx_pool_xmalloc (q->np * sizeof *e->slot);
      memset (e->slot, 0, q->np * sizeof *e->slot);
      for (struct slot_iter it = pool_slots (q); next_slot (&it);)
	e->slot[it.s.target] = it.s.addr;
    }
  gompx_pool_free_pool (q);
}

/* Hand to libgomp (evict) every pool of DEVICE with a live P in [A,
   A+SIZE).  Called with the lock held.  */

gompx_hidden void
gompx_pool_evict_overlapping (int device, uintptr_t a, size_t size)
{
  struct pool *hit;
  while (gompx_pool_pooled_overlap (device, a, size, &hit) >= 0)
    gompx_pool_evict (hit);
}

/* Evict the pools with the involved flag set.  */

gompx_hidden void
gompx_pool_evict_involved (void)
{
  struct pool *q, *next;
  for (q = gompx_pools; q; q = next)
    {
      next = q->next;
      if (q->involved)
	gompx_pool_evict (q);
    }
}

/* A pointer libgomp is about to look up at A on DEVICE (ONE_PAST: or at
   the byte before, as use_device_ptr does): if a live P holds it, have
   libgomp told of the P, or, if it cannot be, hand its pool to libgomp.
   Called with the lock held.  */

gompx_hidden void
gompx_pool_look_up_pointer (int device, uintptr_t a, int one_past)
{
  struct pool *hit;
  ptrdiff_t j = gompx_pool_pooled_overlap (device, a, 1, &hit);
  if (j < 0 && one_past && a > 1)
    j = gompx_pool_pooled_overlap (device, a - 1, 1, &hit);
  if (j >= 0 && !gompx_pool_tell (hit, j))
    gompx_pool_evict (hit);
}

/* A vector that goes the exact way must not reach pooled data: libgomp
   would map a second copy of it, or attach and detach pointers it does
   not know are attached, or not find what its pointers point to.  Hand
   to libgomp (evict) each pool on DEVICE with a live P that a data entry
   of (ADDRS, SIZES, KINDS, N) overlaps, or in a root or live P of which
   a pointer it attaches or detaches lies; have libgomp told of the P a
   pointer it looks up points into (an attachment's target, a
   zero-length array section, use_device_ptr), as the guard does for
   the vectors libgompx does not make (GOMPX_pool_guard).  */

gompx_hidden void
gompx_pool_refuse_pooled (void **addrs, size_t *sizes, unsigned short *kinds,
			  size_t n, int device)
{
  if (!gompx_pools_live ())
    return;
  for (size_t i = 0; i < n && gompx_pools; i++)
    {
      unsigned k = GOMPX_KIND (kinds[i]);
      uintptr_t a = (uintptr_t) addrs[i];
      if (!a)
	continue;
      if (gompx_data_kind_p (k, 0) && sizes[i])
	gompx_pool_evict_overlapping (device, a, sizes[i]);
      else if (k == GOMP_MAP_ATTACH || k == GOMP_MAP_DETACH
	       || k == GOMP_MAP_ATTACH_ZERO_LENGTH_ARRAY_SECTION)
	{
	  for (struct pool *q = gompx_pools, *next; q; q = next)
	    {
	      next = q->next;
	      if (q->device == device
		  && gompx_pool_root_holding (q->roots, q->nroots, 0, a,
					      1) >= 0)
		gompx_pool_evict (q);
	    }
	  gompx_pool_evict_overlapping (device, a, sizeof (void *));
	  uintptr_t target;
	  memcpy (&target, (void *) a, sizeof target);
	  if (k != GOMP_MAP_DETACH && target)
	    gompx_pool_look_up_pointer (device, target + sizes[i], 0);
	}
      else if (k == GOMP_MAP_ZERO_LEN_ARRAY_SECTION
	       || k == GOMP_MAP_USE_DEVICE_PTR
	       || k == GOMP_MAP_USE_DEVICE_PTR_IF_PRESENT)
	gompx_pool_look_up_pointer (device, a,
				    k != GOMP_MAP_ZERO_LEN_ARRAY_SECTION);
    }
}

/* Hand to libgomp (evict) the pools with data that a root or a P of PL,
   about to be pooled on DEVICE, overlaps (resolve found none starting
   inside one).  */

gompx_hidden void
gompx_pool_check_unpooled (const struct plan *pl, int device)
{
  for (size_t j = 0; gompx_pools && j < pl->np; j++)
    gompx_pool_evict_overlapping (device, pl->p[j].start, pl->p[j].size);
  for (size_t r = 0; gompx_pools && r < pl->nroots; r++)
    gompx_pool_evict_overlapping (device, pl->roots[r].start,
				  pl->roots[r].size);
}
