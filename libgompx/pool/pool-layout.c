/* pool-layout.c -- a new pool laid out in runs and made.
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

/* KIND (with its alignment bits) without the copy to the device, which
   libgompx makes itself.  */

static unsigned short
without_to (unsigned short kind)
{
  unsigned short align = kind & GOMPX_KIND_FLAGS;
  switch (GOMPX_KIND (kind))
    {
    case GOMP_MAP_TO:
    case GOMP_MAP_ALWAYS_TO:
      return align | GOMP_MAP_ALLOC;
    case GOMP_MAP_TOFROM:
      return align | GOMP_MAP_FROM;
    case GOMP_MAP_ALWAYS_TOFROM:
      return align | GOMP_MAP_ALWAYS_FROM;
    default:
      return kind;
    }
}

/* Set ORDER[0..N-1] to the indices of the N blocks at P in the order of
   their addresses: an LSD radix sort, 11 bits a pass over the bits in
   which the addresses differ, as maps of tens of thousands of blocks
   want it fast.  */

gompx_hidden void
gompx_pool_sort_by_start (const struct pointee *p, size_t n, size_t *order)
{
  uintptr_t lo = UINTPTR_MAX, hi = 0;
  for (size_t j = 0; j < n; j++)
    {
      lo = p[j].start < lo ? p[j].start : lo;
      hi = p[j].start > hi ? p[j].start : hi;
    }
  size_t *tmp = gompx_pool_xmalloc (n * sizeof *tmp);
  for (size_t j = 0; j < n; j++)
    order[j] = j;
  for (unsigned shift = 0; shift < 8 * sizeof (uintptr_t)
			   && ((hi - lo) >> shift) != 0; shift += 11)
    {
      size_t count[2049] = { 0 };
      for (size_t j = 0; j < n; j++)
	count[((p[order[j]].start - lo) >> shift & 0x7ff) + 1]++;
      for (unsigned d = 0; d < 2048; d++)
	count[d + 1] += count[d];
      for (size_t j = 0; j < n; j++)
	tmp[count[(p[order[j]].start - lo) >> shift & 0x7ff]++] = order[j];
      memcpy (order, tmp, n * sizeof *order);
    }
  free (tmp);
}

/* Whether the N blocks at P are pairwise disjoint.  If they are and not
   in address order (memory a program reused), *ORDER gets their indices
   in that order (to be freed); else it is null.  */

static int
address_order (const struct pointee *p, size_t n, size_t **order)
{
  *order = NULL;
  for (size_t j = 1; j < n; j++)
    if (p[j].start < p[j - 1].start + p[j - 1].size)
      {
	if (p[j].start >= p[j - 1].start)
	  return 0;		/* Overlaps the block before it.  */
	size_t *o = gompx_pool_xmalloc (n * sizeof *o);
	gompx_pool_sort_by_start (p, n, o);
	for (size_t k = 1; k < n; k++)
	  if (p[o[k]].start < p[o[k - 1]].start + p[o[k - 1]].size)
	    {
	      free (o);
	      return 0;
	    }
	*order = o;
	return 1;
      }
  return 1;
}

/* For unit tests: whether N blocks given by STARTS and SIZES are
   disjoint P's, as address_order finds (0 if one is larger than a P may
   be).  */

gompx_hidden int
gompx_pool_disjoint (const uintptr_t *starts, const size_t *sizes, size_t n)
{
  for (size_t j = 0; j < n; j++)
    if (sizes[j] > MAX_P_SIZE)
      return 0;
  struct pointee *p = gompx_pool_xmalloc ((n ? n : 1) * sizeof *p);
  for (size_t j = 0; j < n; j++)
    p[j] = (struct pointee) { .start = starts[j], .size = sizes[j] };
  size_t *order;
  int ok = address_order (p, n, &order);
  free (order);
  free (p);
  return ok;
}

/* Where pointer J of PL (an entry's) lies: in a root (its number),
   which is then marked in HAS_SLOTS (MAX_ROOTS flags), or in a P (-1
   less its number), which is then marked HOLDS_POINTER; INT32_MIN if in
   neither.  *HINT is the root the pointer before was in, *PHINT the
   last P one was in (or PL->np).  */

static int32_t
slot_root (struct plan *pl, size_t j, int *has_slots, size_t *hint,
	   size_t *phint)
{
  const struct slot *s = &pl->slots[j];
  int32_t root;
  if (pl->sopen[j] >= 0)
    {
      int64_t at = pl->open[pl->sopen[j]].pointee;
      root = at <= -2 ? (int32_t) (-at - 2) : -(int32_t) at - 1;
      if (root < 0)
	pl->p[at].off |= HOLDS_POINTER;
      else
	has_slots[root] = 1;
      return root;
    }
  ptrdiff_t r = gompx_pool_root_holding (pl->roots, pl->nroots, *hint,
					 s->addr, 1);
  if (r >= 0)
    {
      has_slots[r] = 1;
      return *hint = r;
    }
  /* A pointer inside a P that a mapper maps shortly before or after the
     data it points to, or in the P the pointer before was in (an array
     of pointers behind a member, each attached to a section of its own:
     a mapper's clause with the iterator modifier, r.row[i][0:r.len[i]]
     after r.row[0:r.n]).  */
  size_t t = s->target;
  if (*phint < pl->np && *phint != t
      && inside (s->addr, pl->p[*phint].start, pl->p[*phint].size))
    return -(int32_t) *phint - 1;
  size_t lo = t > SLOT_LOOKBACK ? t - SLOT_LOOKBACK : 0;
  size_t hi = t + SLOT_LOOKBACK < pl->np ? t + SLOT_LOOKBACK : pl->np - 1;
  for (size_t q = lo; q <= hi; q++)
    if (q != t && inside (s->addr, pl->p[q].start, pl->p[q].size))
      {
	pl->p[q].off |= HOLDS_POINTER;
	*phint = q;
	return -(int32_t) q - 1;
      }
  return INT32_MIN;
}

/* Give Q the pointers of PL, each placed (slot_root); return 0 if one
   lies in neither a root nor a P.  */

static int
place_slots (struct pool *q, struct plan *pl, int *has_slots)
{
  size_t hint = 0, phint = pl->np;
  memset (has_slots, 0, MAX_ROOTS * sizeof *has_slots);
  struct slot_run cur = { 0, 0, 0, 0, 0 };
  for (size_t j = 0; j < pl->ns; j++)
    {
      struct slot s = pl->slots[j];
      s.root = slot_root (pl, j, has_slots, &hint, &phint);
      if (s.root == INT32_MIN)
	return 0;
      add_pool_slot (q, &cur, s);
    }
  end_slot_run (q, &cur);
  return 1;
}

/* Whether a root of Q overlaps [A, B).  */

static int
root_between (const struct pool *q, uintptr_t a, uintptr_t b)
{
  for (size_t r = 0; r < q->nroots; r++)
    if (q->roots[r].start < b && a < q->roots[r].start + q->roots[r].size)
      return 1;
  return 0;
}

/* Where lay_out, or enter_in_order, is in placing a new pool's P's:
   the run the last P went into (-1: none yet), where the next run may
   start, the largest alignment so far.  */

struct layout
{
  ptrdiff_t cur;
  size_t off, max_align;
};

#define LAYOUT_INIT { -1, 0, 8 }

/* Place P number J of Q, of SIZE bytes at START, which wants an
   alignment of 2**LG (FLAGS: the plan's), in the pool after the P
   placed before it, at the first offset as aligned as START is; and in
   the run of that P if it comes less than RUN_GAP bytes after its end
   with no root between (AMONG: a root may lie between P's; a run spans
   no root, which unmapped_by_libgomp would find mapped), else in a new
   run.  */

static inline size_t
place_align (size_t flags)
{
  unsigned lg = flags & ALIGN_LOG;
  lg = lg < 3 ? 3 : lg > 24 ? 24 : lg;
  return (size_t) 1 << lg;
}

/* The offset in the pool of the next P, of SIZE bytes at START with
   alignment ALIGN: the first after the last as aligned as START is.  */

static inline size_t
next_offset (struct layout *lay, uintptr_t start, size_t size, size_t align)
{
  size_t off = lay->off + ((start - lay->off) & (align - 1));
  lay->off = off + size;
  return off;
}

static inline void
place_p (struct pool *q, struct layout *lay, size_t j, uintptr_t start,
	 size_t size, size_t flags, int among)
{
  size_t align = place_align (flags);
  struct run *cur = lay->cur >= 0 ? &q->runs[lay->cur] : NULL;
  if (!cur || start < cur->hi || start - cur->hi >= RUN_GAP
      || (among && root_between (q, cur->hi, start)))
    {
      if (q->nruns == q->runs_cap)
	{
	  q->runs_cap = q->runs_cap ? 2 * q->runs_cap : 16;
	  q->runs = gompx_xrealloc (q->runs, q->runs_cap * sizeof *q->runs,
				    "for a pooled map vector");
	}
      lay->cur = q->nruns++;
      cur = &q->runs[lay->cur];
      cur->lo = start;
    }
  cur->hi = start + size;
  q->p[j] = (struct pointee) { .start = start, .size = size, .rc = 1,
			       .off = next_offset (lay, start, size, align) };
  lay->max_align = align > lay->max_align ? align : lay->max_align;
}

/* Place PL's P's in Q (a new pool) in runs (see struct run), each P at
   an offset as aligned as its host address is to its alignment (at
   least a pointer's), given a device block aligned to *MAX_ALIGN, which
   is set, and *BYTES to the bytes the pool takes.  REGION: keep in PL
   where each P went, for the region's frame.  Return 0, placing
   nothing, if P's overlap each other or PL's roots.  */

static int
lay_out (struct pool *q, struct plan *pl, int region, size_t *bytes,
	 size_t *max_align)
{
  size_t np = pl->np;
  q->np = q->live = np;
  size_t *order;
  if (!address_order (pl->p, np, &order))
    return 0;
  /* Mostly, no root lies among the P's.  */
  uintptr_t lo = pl->p[order ? order[0] : 0].start;
  const struct pointee *last = &pl->p[order ? order[np - 1] : np - 1];
  int among = 0;
  for (size_t r = 0; r < pl->nroots; r++)
    if (pl->roots[r].start < last->start + last->size
	&& lo < pl->roots[r].start + pl->roots[r].size)
      {
	among = 1;
	for (size_t j = 0; j < np; j++)
	  if (pl->p[j].start < pl->roots[r].start + pl->roots[r].size
	      && pl->roots[r].start < pl->p[j].start + pl->p[j].size)
	    {
	      free (order);
	      return 0;
	    }
      }

  q->nruns = 0;
  struct layout lay = LAYOUT_INIT;
  for (size_t k = 0; k < np; k++)
    {
      size_t j = order ? order[k] : k;
      place_p (q, &lay, j, pl->p[j].start, pl->p[j].size, pl->p[j].off,
	       among);
    }
  *max_align = lay.max_align;
  *bytes = lay.off;
  q->in_order = q->by_address = order == NULL;
  /* The order the P's were placed in, and P8's index.  */
  q->sorted = order;
  if (region)
    for (size_t j = 0; j < np; j++)
      {
	pl->pp[j] = q;
	pl->pidx[j] = j;
      }
  return 1;
}

/* Whether libgomp maps none of Q's runs, gaps included: each told to
   libgomp for a moment (omp_target_associate_ptr, which fails if libgomp
   maps any byte of its range, one call where omp_target_is_present
   would see only each P's first byte), and forgotten.  While a run is
   told of, another thread mapping an object that lies in its gaps (not
   between heap blocks, where the gaps are malloc's own) would find it
   mapped, and its construct would map nothing: a window of two calls
   per run, which the runs' lifelong association had too, from the
   pool's making to its publication (the manual says so).  */

static int
unmapped_by_libgomp (struct pool *q)
{
  for (size_t r = 0; r < q->nruns; r++)
    {
      const struct run *rn = &q->runs[r];
      if (omp_target_associate_ptr ((void *) rn->lo, q->dev, rn->hi - rn->lo,
				    0, q->device))
	return 0;
      omp_target_disassociate_ptr ((void *) rn->lo, q->device);
    }
  return 1;
}

/* Copy the data of Q, a new pool for PL, to the device: each P's bytes
   (zeros for one not copied: PL's kinds say, unless ALL_COPIED), in the
   order the P's were placed (P5), a window of the pool at a time
   (STAGE_BYTES) through a staging buffer, so that the gaps between heap
   blocks do not go; a P larger than that goes straight from the host
   (one not copied keeps what the device block held: its bytes are
   undefined, as libgomp leaves them).  A pool with pointers inside P's
   goes in one window, those pointers given their device values in
   it.  */

static void
upload (struct pool *q, const struct plan *pl, int all_copied)
{
  int inner = inner_slots_p (q);
  size_t window = (inner || q->bytes < STAGE_BYTES ? q->bytes
		   : STAGE_BYTES);
  char *stage = gompx_pool_staging (0, window);
  /* Staged: the pool's bytes [LO, HI).  Q's fields in locals: the
     copies could write anything, for all the compiler knows.  */
  size_t lo = 0, hi = 0, np = q->np;
  const struct pointee *pp = q->p;
  const size_t *order = q->in_order ? NULL : q->sorted;
  const unsigned char *pkind = all_copied ? NULL : pl->pkind;
  char *dev = q->dev;
  int device = q->device;
  for (size_t k = 0; k < np; k++)
    {
      size_t j = order ? order[k] : k;
      uintptr_t start = pp[j].start;
      size_t size = pp[j].size, off = pp[j].off;
      int copied = !pkind || copies_to (pkind[j]);
      if (__builtin_expect (off + size - lo > window, 0))
	{
	  if (hi > lo)
	    gompx_pool_to_device (dev + lo, stage, hi - lo, device);
	  lo = hi = off;
	  if (size > window)
	    {
	      if (copied)
		gompx_pool_to_device (dev + off, (void *) start, size, device);
	      lo = hi = off + size;
	      continue;
	    }
	}
      if (copied)
	copy_block (stage + (off - lo), (void *) start, size);
      else
	memset (stage + (off - lo), 0, size);
      hi = off + size;
    }
  /* One window from offset 0: the pointers' offsets are the pool's.  */
  if (inner)
    gompx_pool_patch_inner (q, stage);
  if (hi > lo)
    gompx_pool_to_device (dev + lo, stage, hi - lo, device);
  if (inner)
    gompx_pool_trim_staging ();
}

/* Make Q, its P's placed (and MAX_ALIGN their largest alignment), a
   pool for PL on DEVICE: a device block (if libgomp maps any of the P's
   already: return null), the roots mapped with the
   device values of pointers in them (HAS_SLOTS), the data copied (each
   P if ALL_COPIED, else as PL's kinds say).  */

static struct pool *
commit (struct pool *q, struct plan *pl, int device, size_t max_align,
	const int *has_slots, int all_copied)
{
  for (size_t f = 0; f < pl->nf; f++)
    for (size_t r = 0; r < pl->nroots; r++)
      if (has_slots[r] && (uintptr_t) pl->faddrs[f] == pl->roots[r].start
	  && pl->fsizes[f] == pl->roots[r].size)
	pl->fkinds[f] = without_to (pl->fkinds[f]);

  /* A device block as aligned as its most aligned run.  */
  q->block_bytes = q->bytes + (max_align > 16 ? max_align - 1 : 0);
  q->block = gompx_pool_device_block (q->block_bytes, device);
  if (!q->block)
    gompx_fatal ("pooled map vector: cannot allocate %zu bytes on device "
		 "%d for the data of the section at %p", q->block_bytes, device,
		 (void *) pl->roots[0].start);
  q->dev = (char *) (((uintptr_t) q->block + max_align - 1)
		     & ~(uintptr_t) (max_align - 1));
  if (max_align <= 16)
    q->dev = q->block;
  if (!unmapped_by_libgomp (q))
    {
      /* libgomp maps some of it already: the exact way.  */
      gompx_pool_retire (q);
      return NULL;
    }

  size_t probe = pl->nf;
  for (size_t r = 0; r < pl->nroots; r++)
    if (has_slots[r])
      gompx_pool_forward (pl, (void *) pl->roots[r].start, 0,
			  GOMP_MAP_USE_DEVICE_PTR);
  gompx_pool_map_roots (pl, device);
  pl->nf = probe;
  for (size_t r = 0; r < pl->nroots; r++)
    if (has_slots[r])
      {
	void *dev = pl->faddrs[probe++];
	if ((uintptr_t) dev == pl->roots[r].start)
	  gompx_fatal ("pooled map vector: libgomp gave no device address "
		       "for the section at %p", dev);
	q->roots[r].dev = dev;
      }

  upload (q, pl, all_copied);
  gompx_pool_write_slots (q);
  q->next = gompx_pools;
  __atomic_store_n (&gompx_pools, q, __ATOMIC_RELEASE);
  return q;
}

/* Create the pool for PL on DEVICE, mapping the roots (REGION: in a data
   region); null if PL cannot be pooled after all (a pointer outside the
   roots and the P's, P's overlapping) or libgomp maps some of its P's
   already.  */

gompx_hidden struct pool *
gompx_pool_create (struct plan *pl, int device, int region)
{
  /* Roots holding pointers get their device copy from here, written
     once, with the pointers' device values: libgomp only allocates
     them, and says where (use_device_ptr entries, which it rewrites).  */
  struct pool *q = gompx_pool_new_pool (pl->np);
  q->gen = ++gompx_pool_generation;
  q->device = device;
  q->nroots = pl->nroots;
  memcpy (q->roots, pl->roots, sizeof q->roots);
  q->np = pl->np;
  q->block = NULL;
  int has_slots[MAX_ROOTS];
  if (!place_slots (q, pl, has_slots))
    {
      gompx_pool_retire (q);
      return NULL;
    }
  size_t max_align;
  if (!lay_out (q, pl, region, &q->bytes, &max_align))
    {
      gompx_pool_retire (q);
      return NULL;
    }
  return commit (q, pl, device, max_align, has_slots, 0);
}

/* The entry of vector (ADDRS, SIZES, KINDS, N) on DEVICE, when no pool
   lives, if the vector has the shape a section's mostly has: a few
   entries for libgomp (the roots, their members), then for each P its
   entry (copied to the device) and the attachment of
   its pointer, which lies in a root.  Then the vector is not taken
   apart: the pool is made in one pass over it, its P's placed in the
   order they come (runs of P's that also come one after another in
   memory).  Return 0, having done nothing, for any other vector, or if
   libgomp maps any of it already.  Takes a vector that map.c's prepare
   has not made ready: one with an entry prepare would change (a mark,
   a size of zero, a null pointer) is not of that shape.  Called with
   the lock held.  */

gompx_hidden int
gompx_pool_enter_in_order (struct plan *pl, void **addrs, size_t *sizes,
			   unsigned short *kinds, size_t n, int device)
{
  size_t r = gompx_pool_leading_entries (addrs, sizes, kinds, n,
					 GOMP_MAP_ATTACH);
  if (!r)
    return 0;

  /* The roots: entries not inside one before them, and disjoint, as
     analyse has them; all go to libgomp, in order.  */
  pl->nroots = pl->nf = 0;
  for (size_t i = 0; i < r; i++)
    {
      uintptr_t a = (uintptr_t) addrs[i];
      if (gompx_pool_root_holding (pl->roots, pl->nroots, 0, a, sizes[i]) < 0)
	{
	  for (size_t k = 0; k < pl->nroots; k++)
	    if (a < pl->roots[k].start + pl->roots[k].size
		&& pl->roots[k].start < a + sizes[i])
	      return 0;
	  pl->roots[pl->nroots++] = (struct root) { a, sizes[i], NULL };
	}
      gompx_pool_forward (pl, addrs[i], sizes[i], kinds[i]);
    }
  for (size_t k = 0; k < pl->nroots; k++)
    if (gompx_libgomp_is_present ((void *) pl->roots[k].start, device))
      return 0;

  size_t m = (n - r) / 2;
  struct pool *q = gompx_pool_new_pool (m);
  q->gen = ++gompx_pool_generation;
  q->device = device;
  q->nroots = pl->nroots;
  memcpy (q->roots, pl->roots, sizeof q->roots);
  q->np = q->live = m;
  q->block = NULL;
  q->nruns = 0;
  int has_slots[MAX_ROOTS] = { 0 };
  struct layout lay = LAYOUT_INIT;
  size_t hint = 0;
  /* The kind words of the last P and its attachment, checked: a P with
     the same ones needs no check of them.  */
  unsigned short last_kind = 0xffff, last_attach = 0xffff;
  size_t last_align = 8;
  const struct root *hr = &q->roots[0];
  struct slot_run cur = { 0, 0, 0, 0, 0 };
  for (size_t j = 0, e = r; j < m; j++, e += 2)
    {
      uintptr_t a = (uintptr_t) addrs[e], s = (uintptr_t) addrs[e + 1];
      size_t size = sizes[e];
      int same = kinds[e] == last_kind && kinds[e + 1] == last_attach;
      if (!same
	  && (GOMPX_KIND (kinds[e + 1]) != GOMP_MAP_ATTACH
	      || !copies_to (GOMPX_KIND (kinds[e]))
	      || (kinds[e] & GOMPX_MAP_PREPARE_MARKS)))
	goto not_here;
      if (!poolable_range (a, size))
	goto not_here;
      uintptr_t target;
      memcpy (&target, (void *) s, sizeof target);
      if (!target || !inside (target + sizes[e + 1], a, size))
	goto not_here;
      if (!holds (hr->start, hr->size, s, sizeof (void *)))
	{
	  ptrdiff_t in = gompx_pool_root_holding (q->roots, q->nroots, hint,
						  s, sizeof (void *));
	  if (in < 0)
	    goto not_here;
	  hint = in;
	  hr = &q->roots[hint];
	}
      has_slots[hint] = 1;
      add_pool_slot (q, &cur,
		     (struct slot) { s, (int32_t) hint, (uint32_t) j });
      /* In the order they come: one that does not come after the one
	 before it in memory (memory the program reused) starts a run.
	 Mostly, it joins the run of the one before, with the same
	 alignment (what place_p does, in short).  */
      struct run *last = lay.cur >= 0 ? &q->runs[lay.cur] : NULL;
      if (same && last && a >= last->hi && a - last->hi < RUN_GAP)
	{
	  last->hi = a + size;
	  size_t off = next_offset (&lay, a, size, last_align);
	  q->p[j] = (struct pointee) { .start = a, .size = size, .rc = 1,
				       .off = off };
	  continue;
	}
      place_p (q, &lay, j, a, size, (kinds[e] >> 8) & ALIGN_LOG, 0);
      last_align = place_align ((kinds[e] >> 8) & ALIGN_LOG);
      last_kind = kinds[e];
      last_attach = kinds[e + 1];
      /* Few enough to sort here.  */
      if (q->nruns > 16 && (q->nruns > m / 16 || q->nruns > 64))
	goto not_here;
    }
  end_slot_run (q, &cur);

  /* The P's lie in address order if the runs, made in their order, do.  */
  int by_address = 1;
  for (size_t i = 1; i < q->nruns && by_address; i++)
    by_address = q->runs[i].lo >= q->runs[i - 1].hi;
  /* The runs in address order, apart, and no root among them: so the
     P's are disjoint, and disjoint from the roots (P1, P2).  */
  for (size_t i = 1; i < q->nruns; i++)
    for (size_t k = i; k > 0 && q->runs[k].lo < q->runs[k - 1].lo; k--)
      {
	struct run t = q->runs[k];
	q->runs[k] = q->runs[k - 1];
	q->runs[k - 1] = t;
      }
  for (size_t i = 0; i < q->nruns; i++)
    {
      if ((i && q->runs[i].lo < q->runs[i - 1].hi)
	  || root_between (q, q->runs[i].lo, q->runs[i].hi))
	goto not_here;
    }
  q->in_order = 1;
  q->by_address = by_address;
  q->bytes = lay.off;
  return commit (q, pl, device, lay.max_align, has_slots, 1) != NULL;

 not_here:
  gompx_pool_retire (q);
  return 0;
}
