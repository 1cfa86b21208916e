/* pool-check.c -- the fast engine's invariants, checked.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* pool.h states the invariants (L1, L2, P1 to P9); this file checks
   them, each by its name, so that a violation says which.  The checks
   cost a pass over every pool's arrays and a sort: for tests
   (GOMPX_POOL_CHECK=1 runs them after every operation of the engine),
   never on the way of a program that does not ask.  */

#include "config.h"

#include <stdio.h>

#include "pool/pool.h"

#define FAIL(...)					\
  do							\
    {							\
      snprintf (why, why_size, __VA_ARGS__);		\
      return 0;						\
    }							\
  while (0)

/* Whether the N ranges at P, in the order ORDER gives (address order),
   are pairwise disjoint.  */

static int
disjoint_in_order (const struct pointee *p, const size_t *order, size_t n)
{
  for (size_t k = 1; k < n; k++)
    if (p[order[k]].start < p[order[k - 1]].start + p[order[k - 1]].size)
      return 0;
  return 1;
}

/* Whether pool Q keeps P1 to P9 (pool.h); if not, say which in WHY.  */

gompx_hidden int
gompx_pool_check_one (const struct pool *q, char *why, size_t why_size)
{
  /* P1.  */
  if (q->nroots < 1 || q->nroots > MAX_ROOTS)
    FAIL ("P1: %zu roots", q->nroots);
  for (size_t r = 0; r < q->nroots; r++)
    {
      const struct root *rt = &q->roots[r];
      if (!sane_range (rt->start, rt->size))
	FAIL ("P1: root %zu is %zu bytes at %p", r, rt->size,
	      (void *) rt->start);
      for (size_t s = 0; s < r; s++)
	if (rt->start < q->roots[s].start + q->roots[s].size
	    && q->roots[s].start < rt->start + rt->size)
	  FAIL ("P1: roots %zu and %zu overlap", s, r);
    }

  /* P2, P3.  */
  if (q->np < 1 || !q->p)
    FAIL ("P2: %zu P's", q->np);
  size_t live = 0;
  for (size_t j = 0; j < q->np; j++)
    {
      if (!sane_range (q->p[j].start, q->p[j].size))
	FAIL ("P2: P %zu is %zu bytes at %p", j, (size_t) q->p[j].size,
	      (void *) q->p[j].start);
      live += q->p[j].rc != 0;
      for (size_t r = 0; r < q->nroots; r++)
	if (q->p[j].start < q->roots[r].start + q->roots[r].size
	    && q->roots[r].start < q->p[j].start + q->p[j].size)
	  FAIL ("P1: P %zu overlaps root %zu", j, r);
    }
  if (live != q->live || live < 1)
    FAIL ("P3: %zu P's live, the pool says %zu", live, q->live);
  size_t *order = gompx_pool_xmalloc (q->np * sizeof *order);
  gompx_pool_sort_by_start (q->p, q->np, order);
  int ok = disjoint_in_order (q->p, order, q->np);
  /* P8.  */
  int sorted_ok = (!q->sorted
		   || memcmp (q->sorted, order, q->np * sizeof *order) == 0);
  /* The sort is stable and the P's distinct: one order only.  */
  free (order);
  if (!ok)
    FAIL ("P2: P's overlap on the host");
  if (!sorted_ok)
    FAIL ("P8: the P's sorted by address are not in address order");

  /* P4.  */
  if (!q->block || !q->dev || q->dev < (char *) q->block
      || q->bytes > q->block_bytes
      || (size_t) (q->dev - (char *) q->block) > q->block_bytes - q->bytes)
    FAIL ("P4: %zu bytes at %p do not lie in the block of %zu at %p",
	  q->bytes, (void *) q->dev, q->block_bytes, q->block);

  /* P5.  */
  if (q->nruns < 1 || q->nruns > q->runs_cap)
    FAIL ("P5: %zu runs of %zu", q->nruns, q->runs_cap);
  for (size_t r = 0; r < q->nruns; r++)
    {
      const struct run *rn = &q->runs[r];
      if (rn->lo >= rn->hi)
	FAIL ("P5: run %zu, [%p, %p), is empty", r, (void *) rn->lo,
	      (void *) rn->hi);
      if (r && q->runs[r - 1].hi > rn->lo)
	FAIL ("P5: runs %zu and %zu are not in address order, apart", r - 1,
	      r);
    }
  for (size_t j = 0; j < q->np; j++)
    {
      const struct pointee *p = &q->p[j];
      ptrdiff_t r = -1;
      for (size_t lo = 0, hi = q->nruns; lo < hi;)
	{
	  size_t mid = lo + (hi - lo) / 2;
	  if (q->runs[mid].hi <= p->start)
	    lo = mid + 1;
	  else
	    {
	      r = mid;
	      hi = mid;
	    }
	}
      if (r < 0 || !holds (q->runs[r].lo, q->runs[r].hi - q->runs[r].lo,
			   p->start, p->size))
	FAIL ("P5: P %zu lies in no run", j);
      if (p->off > q->bytes || p->size > q->bytes - p->off)
	FAIL ("P5: P %zu, at %zu in the pool, does not lie in it", j, p->off);
      /* The P placed before it.  */
      if (j && !q->in_order && q->sorted)
	{
	  const struct pointee *b = &q->p[q->sorted[j - 1]];
	  p = &q->p[q->sorted[j]];
	  if (b->off + b->size > p->off)
	    FAIL ("P5: P %zu lies before P %zu in the pool",
		  q->sorted[j], q->sorted[j - 1]);
	}
      else if (!q->in_order && !q->sorted)
	FAIL ("P5: pool of P's not in their order, with no index");
    }

  /* P6, the P's.  */
  size_t told = 0;
  for (size_t j = 0; q->told && j < q->np; j++)
    if (q->told[j] == 1)
      {
	told++;
	if (!q->p[j].rc)
	  FAIL ("P6: libgomp was told of P %zu, which is gone", j);
      }
  if (told != q->ntold)
    FAIL ("P6: %zu P's told of, %zu counted", told, q->ntold);

  /* P7, and P6 for pointers inside P's.  */
  if (q->nsruns > q->sruns_cap)
    FAIL ("P7: %zu runs of pointers in room for %zu", q->nsruns,
	  q->sruns_cap);
  size_t nslots = 0;
  for (size_t r = 0; r < q->nsruns; r++)
    {
      const struct slot_run *sr = &q->sruns[r];
      if (!sr->count)
	FAIL ("P7: run %zu of pointers is empty", r);
      if (sr->count > 1 && !sr->stride)
	FAIL ("P7: run %zu has %u pointers at one address", r,
	      (unsigned) sr->count);
      if ((uint64_t) sr->target + sr->count > q->np)
	FAIL ("P7: run %zu points to P's %u to %llu of %zu", r,
	      (unsigned) sr->target,
	      (unsigned long long) sr->target + sr->count - 1, q->np);
      nslots += q->sruns[r].count;
    }
  if (nslots != q->nslots)
    FAIL ("P7: %zu pointers in the runs, %zu counted", nslots, q->nslots);
  size_t t = 0;
  for (struct slot_iter it = pool_slots (q); next_slot (&it); t++)
    {
      const struct slot *s = &it.s;
      if (s->target >= q->np)
	FAIL ("P7: slot %zu points to P %u of %zu", t, (unsigned) s->target,
	      q->np);
      if (s->root >= 0)
	{
	  if ((size_t) s->root >= q->nroots
	      || !holds (q->roots[s->root].start, q->roots[s->root].size,
			 s->addr, sizeof (uintptr_t)))
	    FAIL ("P7: slot %zu at %p is not in root %d", t, (void *) s->addr,
		  (int) s->root);
	  continue;
	}
      size_t in = (size_t) -(s->root + 1);
      if (in >= q->np || !holds (q->p[in].start, q->p[in].size, s->addr,
				 sizeof (uintptr_t)))
	FAIL ("P7: slot %zu at %p is not in P %zu", t, (void *) s->addr, in);
      if (q->told && q->told[in] != 2)
	FAIL ("P6: P %zu, which holds a pointer with its device value, may "
	      "be told of", in);
    }

  /* P10.  */
  if (q->by_address)
    for (size_t j = 1; j < q->np; j++)
      if (q->p[j - 1].start + q->p[j - 1].size > q->p[j].start)
	FAIL ("P10: P %zu lies before P %zu on the host", j, j - 1);

  /* P9.  */
  if (q->in_order)
    for (size_t j = 1; j < q->np; j++)
      if (q->p[j - 1].off + q->p[j - 1].size > q->p[j].off)
	FAIL ("P9: P %zu lies before P %zu in the pool", j, j - 1);
  return 1;
}

/* L1 and L2 for the live pools, P1 to P9 for each of them, and that
   libgomp knows the P's the pools say it was told of (P6).  Called with the
   lock held; a violation stops the program, naming it.  */

gompx_hidden void
gompx_pool_check (void)
{
  char why[256];
  unsigned long last = gompx_pool_generation + 1;
  size_t total = 0;
  for (const struct pool *q = gompx_pools; q; q = q->next)
    {
      if (q->gen >= last)
	gompx_fatal ("pool invariant L1: pool generations %lu then %lu",
		     last, q->gen);
      last = q->gen;
      if (!gompx_pool_check_one (q, why, sizeof why))
	gompx_fatal ("pool invariant %s (the pool of generation %lu on "
		     "device %d)", why, q->gen, q->device);
      for (size_t j = 0; q->ntold && j < q->np; j++)
	if (q->told[j] == 1
	    && !gompx_libgomp_is_present ((void *) q->p[j].start, q->device))
	  gompx_fatal ("pool invariant P6: libgomp does not know P %zu at "
		       "%p of the pool of generation %lu", j,
		       (void *) q->p[j].start, q->gen);
      total += q->live;
    }

  if (!gompx_pool_check_evicted (why, sizeof why))
    gompx_fatal ("pool invariant %s", why);

  /* L2: the live P's of each device, together, disjoint.  */
  if (!gompx_pools || !gompx_pools->next)
    return;
  struct pointee *all = gompx_pool_xmalloc (total * sizeof *all);
  size_t *order = gompx_pool_xmalloc (total * sizeof *order);
  for (const struct pool *d = gompx_pools; d; d = d->next)
    {
      int seen = 0;
      for (const struct pool *e = gompx_pools; e != d && !seen; e = e->next)
	seen = e->device == d->device;
      if (seen)
	continue;
      size_t n = 0;
      for (const struct pool *q = d; q; q = q->next)
	if (q->device == d->device)
	  for (size_t j = 0; j < q->np; j++)
	    if (q->p[j].rc)
	      all[n++] = q->p[j];
      gompx_pool_sort_by_start (all, n, order);
      if (!disjoint_in_order (all, order, n))
	gompx_fatal ("pool invariant L2: live pooled blocks of two pools on "
		     "device %d overlap", d->device);
    }
  free (order);
  free (all);
}

/* Whether GOMPX_POOL_CHECK asks for the check after every operation:
   -1 until the environment is read.  */
static int checking = -1;

gompx_hidden int
gompx_pool_checking (void)
{
  return gompx_env_flag (&checking, "GOMPX_POOL_CHECK");
}
