/* pool-lookup.c -- finding pooled blocks; target update of them.
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

/* The index of the P of Q that comes K-th in address order.  */

static inline size_t
at (const struct pool *q, size_t k)
{
  return q->sorted ? q->sorted[k] : k;
}

/* The index of the live P of Q that contains [A, A+SIZE), or -1.  */

gompx_hidden ptrdiff_t
gompx_pool_lookup (struct pool *q, uintptr_t a, size_t size)
{
  if (!q->sorted && !q->by_address)
    {
      q->sorted = gompx_pool_xmalloc (q->np * sizeof *q->sorted);
      gompx_pool_sort_by_start (q->p, q->np, q->sorted);
    }
  size_t lo = 0, hi = q->np;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (q->p[at (q, mid)].start <= a)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (!lo)
    return -1;
  size_t j = at (q, lo - 1);
  const struct pointee *p = &q->p[j];
  if (q->p[j].rc && holds (p->start, p->size, a, size))
    return j;
  return -1;
}

/* The index of a live P of Q that overlaps [A, A+SIZE), or -1.  */

static ptrdiff_t
pool_overlap (struct pool *q, uintptr_t a, size_t size)
{
  ptrdiff_t j = gompx_pool_lookup (q, a, 1);
  if (j >= 0 || !size)
    return j;
  /* The last P starting before the end: overlapping, or none is.  */
  size_t lo = 0, hi = q->np;
  uintptr_t end = a + size;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (q->p[at (q, mid)].start < end)
	lo = mid + 1;
      else
	hi = mid;
    }
  for (size_t k = lo; k-- > 0;)
    {
      size_t i = at (q, k);
      if (q->p[i].start + q->p[i].size <= a)
	break;
      if (q->p[i].rc)
	return i;
    }
  return -1;
}

/* The live P of a pool of DEVICE that overlaps [A, A+SIZE) (SIZE 1:
   that holds A), its pool in *QP; -1 if none.  */

gompx_hidden ptrdiff_t
gompx_pool_pooled_overlap (int device, uintptr_t a, size_t size,
			   struct pool **qp)
{
  for (struct pool *q = gompx_pools; q; q = q->next)
    {
      ptrdiff_t j;
      if (q->device == device && (j = pool_overlap (q, a, size)) >= 0)
	{
	  *qp = q;
	  return j;
	}
    }
  return -1;
}

/* The engine's holds (engine.h).  */

gompx_hidden int
gompx_pool_holds (const void *addr, size_t size, int device)
{
  if (!addr || !gompx_pools_live ())
    return 0;
  struct pool *q;
  uintptr_t a = (uintptr_t) addr;
  ptrdiff_t j = gompx_pool_pooled_overlap (device, a, 1, &q);
  int held = (j < 0 ? 0
	      : holds (q->p[j].start, q->p[j].size, a, size) ? 1 : -1);
  return held;
}

/* The engine's device_address (engine.h).  */

gompx_hidden void *
gompx_pool_device_address (const void *addr, int device, unsigned *refs)
{
  if (!addr || !gompx_pools_live ())
    return NULL;
  struct pool *q;
  uintptr_t a = (uintptr_t) addr;
  ptrdiff_t j = gompx_pool_pooled_overlap (device, a, 1, &q);
  void *d = NULL;
  if (j >= 0)
    {
      d = q->dev + q->p[j].off + (a - q->p[j].start);
      *refs = q->p[j].rc;
    }
  return d;
}

/* The live pool of DEVICE whose P's vector (ADDRS, SIZES, KINDS, N)
   reaches exactly, each once and in the pool's order, after a few
   leading entries (the roots and their members, *LEADING of them),
   each P's entry followed by the attachment of its pointer (PAIR:
   GOMP_MAP_ATTACH, and then the very pointer the pool was made with,
   and no "always, to"), or its detachment (GOMP_MAP_DETACH); every P
   live.  Null for any other vector.  So the vector of an exit of what
   an enter made, or of a second enter, is matched by position, without
   being taken apart.  Takes a vector that map.c's prepare has not made
   ready: one with an entry prepare would change is not of that shape.
   *UNIFORM is set to whether every P's entry has the kind of the first
   and every P one reference (so an exit need not look again).  Called
   with the lock held.  */

gompx_hidden struct pool *
gompx_pool_in_order (void **addrs, size_t *sizes, unsigned short *kinds,
		     size_t n, int device, unsigned pair, size_t *leading,
		     int *uniform)
{
  size_t r = gompx_pool_leading_entries (addrs, sizes, kinds, n, pair);
  if (!r)
    return NULL;
  size_t m = (n - r) / 2;
  int attach = pair == GOMP_MAP_ATTACH;
  struct pool *q;
  for (q = gompx_pools; q; q = q->next)
    if (q->device == device && q->np == m && (!attach || q->nslots == m)
	&& q->p[0].start == (uintptr_t) addrs[r] && q->p[0].size == sizes[r])
      break;
  if (!q)
    return NULL;
  /* Mostly every entry has the kinds of the first: checked once.  */
  unsigned short kind = kinds[r], second = kinds[r + 1];
  struct slot_iter it = pool_slots (q);
  /* Not 0 if an entry has other kinds than the first, or a P more than
     one reference.  */
  uint32_t other = 0;
  for (size_t j = 0, e = r; j < m; j++, e += 2)
    {
      if (attach)
	next_slot (&it);
      if (j == 0 || kinds[e] != kind || kinds[e + 1] != second)
	{
	  if (GOMPX_KIND (kinds[e + 1]) != pair
	      || !gompx_data_kind_p (GOMPX_KIND (kinds[e]), 0)
	      || (kinds[e] & GOMPX_MAP_PREPARE_MARKS)
	      || (attach && always_to_p (GOMPX_KIND (kinds[e]))))
	    return NULL;
	  other |= j != 0;
	}
      other |= q->p[j].rc ^ 1;
      if ((uintptr_t) addrs[e] != q->p[j].start || sizes[e] != q->p[j].size
	  || !q->p[j].rc
	  || (attach && ((uintptr_t) addrs[e + 1] != it.s.addr
			 || it.s.target != j)))
	return NULL;
      /* A null pointer whose section lies at its bias (prepare takes
	 both out): a P is never there, but a vector prepare has not made
	 ready is checked for it all the same.  */
      if (__builtin_expect ((uintptr_t) addrs[e] == sizes[e + 1], 0))
	{
	  uintptr_t target;
	  memcpy (&target, addrs[e + 1], sizeof target);
	  if (!target)
	    return NULL;
	}
    }
  *leading = r;
  *uniform = !other;
  return q;
}

/* Find each P of PL among the live P's of the pools of DEVICE, and set
   the involved flag of the pools found (only); return how many were
   found.  */

gompx_hidden size_t
gompx_pool_resolve (struct plan *pl, int device)
{
  for (struct pool *c = gompx_pools; c; c = c->next)
    c->involved = 0;
  struct pool *q = NULL;
  size_t cur = 0, found = 0;
  for (size_t j = 0; j < pl->np; j++)
    {
      uintptr_t a = pl->p[j].start;
      size_t size = pl->p[j].size;
      ptrdiff_t k = -1;
      /* Vectors come in the order their pool was made in.  */
      if (q && cur < q->np && q->p[cur].start == a && q->p[cur].size == size
	  && q->p[cur].rc)
	k = cur;
      else
	for (struct pool *c = gompx_pools; c && k < 0; c = c->next)
	  if (c->device == device && j < c->np && c->p[j].start == a
	      && c->p[j].size == size && c->p[j].rc)
	    {
	      k = j;
	      q = c;
	    }
      if (k < 0)
	for (struct pool *c = gompx_pools; c && k < 0; c = c->next)
	  if (c->device == device && (k = gompx_pool_lookup (c, a, 1)) >= 0)
	    {
	      /* Part of a block stands for the block, as in libgomp's
		 lookups; past its end is an error there too.  */
	      if (size > c->p[k].start + c->p[k].size - a)
		gompx_fatal ("pooled map vector: %zu bytes at %p go past "
			     "the %zu bytes at %p pooled for the section at "
			     "%p; run with GOMPX_MAP_POOL=0", size, (void *) a,
			     (size_t) c->p[k].size, (void *) c->p[k].start,
			     (void *) c->roots[0].start);
	      q = c;
	    }
      pl->pp[j] = k >= 0 ? q : NULL;
      pl->pidx[j] = k;
      if (k >= 0)
	{
	  q->involved = 1;
	  found++;
	  cur = k + 1;
	}
    }
  return found;
}

/* target update: entries in a pool's P's are copied here, the rest by
   libgomp.  Pointers inside pooled P's keep their values on both sides,
   as libgomp's update leaves attached pointers alone.  */
