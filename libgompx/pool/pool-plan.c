/* pool-plan.c -- a map vector taken apart for the fast engine.
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

/* The innermost open block of PL that holds [A, A+SIZE), or -1.  */

#define OPEN_LOOKBACK 16

static ptrdiff_t
open_holding (const struct plan *pl, uintptr_t a, size_t size)
{
  size_t stop = pl->nstack > OPEN_LOOKBACK ? pl->nstack - OPEN_LOOKBACK : 0;
  for (size_t k = pl->nstack; k-- > 0;)
    {
      const struct open_block *o = &pl->open[pl->stack[k]];
      if (holds (o->start, o->size, a, size))
	return pl->stack[k];
      /* Past the innermost few, only the outermost (roots) are likely.  */
      if (k == stop && k > MAX_ROOTS)
	k = MAX_ROOTS;
    }
  return -1;
}

gompx_hidden void __attribute__ ((noinline))
gompx_pool_grow_pointees (struct plan *pl)
{
  pl->pcap = pl->pcap ? 2 * pl->pcap : 256;
  pl->p = gompx_xrealloc (pl->p, pl->pcap * sizeof *pl->p, POOL_WHAT);
  pl->pkind = gompx_xrealloc (pl->pkind, pl->pcap, POOL_WHAT);
  pl->pp = gompx_xrealloc (pl->pp, pl->pcap * sizeof *pl->pp, POOL_WHAT);
  pl->pidx = gompx_xrealloc (pl->pidx, pl->pcap * sizeof *pl->pidx,
			     POOL_WHAT);
}

/* Add a P at A of SIZE bytes, KIND being its whole kind word.  */

static inline void
add_pointee (struct plan *pl, uintptr_t a, size_t size, unsigned kind)
{
  if (__builtin_expect (pl->np == pl->pcap, 0))
    gompx_pool_grow_pointees (pl);
  pl->p[pl->np] = (struct pointee) { .start = a, .size = size,
				     .off = (kind >> 8) & 0xff };
  pl->pkind[pl->np] = GOMPX_KIND (kind);
  pl->np++;
}

static void __attribute__ ((noinline))
grow_slots (struct plan *pl)
{
  pl->scap = pl->scap ? 2 * pl->scap : 256;
  pl->slots = gompx_xrealloc (pl->slots, pl->scap * sizeof *pl->slots,
			      POOL_WHAT);
  pl->sopen = gompx_xrealloc (pl->sopen, pl->scap * sizeof *pl->sopen,
			      POOL_WHAT);
}

static inline void
add_slot (struct plan *pl, uintptr_t s, size_t target, ptrdiff_t open)
{
  if (__builtin_expect (pl->ns == pl->scap, 0))
    grow_slots (pl);
  pl->slots[pl->ns] = (struct slot) { s, 0, (uint32_t) target };
  pl->sopen[pl->ns++] = (int32_t) open;
}

/* Whether a member entry of kind K inside a pooled block of kind BLOCK
   asks for nothing the block's own copies do not do.  */

static int
member_ok (unsigned k, unsigned block)
{
  return (k < GOMP_MAP_ALWAYS_TO || k > GOMP_MAP_ALWAYS_TOFROM)
	 && (!copies_to (k) || copies_to (block))
	 && (!copies_from (k) || copies_from (block));
}

/* Take apart vector (ADDRS, SIZES, KINDS, N) of a map (EXIT: an exit)
   construct into PL.  Return 0 if it is not of a pooled shape: data
   entries, each either followed by the attachment of the pointer to it
   (a P), or inside a block before it (a member), or a block of its own
   -- a root, or a section inside an element, which becomes a P at the
   attachment that follows its elements' entries.  Where the pointers
   lie is for place_slots.  */

gompx_hidden int
gompx_pool_analyse (struct plan *pl, void **addrs, size_t *sizes,
		    unsigned short *kinds, size_t n, int exit)
{
  unsigned pair = exit ? GOMP_MAP_DETACH : GOMP_MAP_ATTACH;
  pl->nroots = pl->np = pl->ns = pl->nf = 0;
  pl->nopen = pl->nstack = pl->nmem = 0;
  ptrdiff_t last = -1;		/* The open block an entry last fell in.  */
  for (size_t i = 0; i < n; i++)
    {
      unsigned k = GOMPX_KIND (kinds[i]);
      uintptr_t a = (uintptr_t) addrs[i];
      if (k == pair)
	{
	  /* The attachment of the pointer to a section inside an element,
	     after the section's own entries.  */
	  uintptr_t target;
	  memcpy (&target, (void *) a, sizeof target);
	  target += sizes[i];
	  size_t k2;
	  for (k2 = pl->nstack; k2-- > 0;)
	    {
	      struct open_block *o = &pl->open[pl->stack[k2]];
	      if (o->pointee < 0 && inside (target, o->start, o->size))
		break;
	      if (pl->nstack - k2 >= OPEN_LOOKBACK)
		return 0;
	    }
	  if (k2 == (size_t) -1)
	    return 0;
	  size_t b = pl->stack[k2];
	  memmove (&pl->stack[k2], &pl->stack[k2 + 1],
		   (pl->nstack - k2 - 1) * sizeof *pl->stack);
	  pl->nstack--;
	  if (pl->open[b].size > MAX_P_SIZE)
	    return 0;
	  pl->open[b].pointee = pl->np;
	  add_pointee (pl, pl->open[b].start, pl->open[b].size,
		       pl->open[b].kind);
	  if (!exit)
	    add_slot (pl, a, pl->np - 1, open_holding (pl, a, sizeof (void *)));
	  last = -1;
	  continue;
	}
      if (!gompx_data_kind_p (k, 0) || !sane_range (a, sizes[i]))
	return 0;
      if (i + 1 < n && GOMPX_KIND (kinds[i + 1]) == pair)
	{
	  if (sizes[i] > MAX_P_SIZE)
	    return 0;
	  add_pointee (pl, a, sizes[i], kinds[i]);
	  if (!exit)
	    {
	      /* (At an exit, the pool knows where its pointers lie.)  */
	      uintptr_t s = (uintptr_t) addrs[i + 1];
	      uintptr_t target;
	      memcpy (&target, (void *) s, sizeof target);
	      if (!inside (target + sizes[i + 1], a, sizes[i]))
		return 0;
	      /* Mostly in the block the last pointer was in.  */
	      ptrdiff_t o = -1;
	      if (last >= 0 && inside (s, pl->open[last].start,
				       pl->open[last].size))
		o = last;
	      else
		o = last = open_holding (pl, s, sizeof (void *));
	      add_slot (pl, s, pl->np - 1, o);
	    }
	  i++;
	  continue;
	}
      /* Inside an open block: a member; else a block of its own.  */
      ptrdiff_t o = open_holding (pl, a, sizes[i]);
      if (o >= 0)
	{
	  GROW (pl->mem, pl->nmem, pl->mcap);
	  pl->mem[pl->nmem++] = (struct member) { i, (size_t) o };
	  continue;
	}
      GROW (pl->open, pl->nopen, pl->ocap);
      pl->open[pl->nopen] = (struct open_block) { a, sizes[i], i, -1,
						  kinds[i] };
      GROW (pl->stack, pl->nstack, pl->stcap);
      pl->stack[pl->nstack++] = pl->nopen++;
    }

  /* The blocks left open are the roots, disjoint.  */
  if (pl->nstack > MAX_ROOTS || !pl->nstack || !pl->np
      || pl->np > INT32_MAX)
    return 0;
  int32_t root_of[MAX_ROOTS];
  for (size_t r = 0; r < pl->nstack; r++)
    {
      struct open_block *o = &pl->open[pl->stack[r]];
      for (size_t q = 0; q < r; q++)
	if (o->start < pl->roots[q].start + pl->roots[q].size
	    && pl->roots[q].start < o->start + o->size)
	  return 0;
      pl->roots[r] = (struct root) { o->start, o->size, NULL };
      o->pointee = -(int64_t) r - 2;	/* Root R.  */
      root_of[r] = (int32_t) pl->stack[r];
    }
  pl->nroots = pl->nstack;

  /* To libgomp: the roots and their members, in order; members of P's
     must want no more than their P's copies.  */
  size_t m = 0;
  for (size_t r = 0; r <= pl->nroots; r++)
    {
      size_t upto = r < pl->nroots ? pl->open[root_of[r]].entry : n;
      for (; m < pl->nmem && pl->mem[m].entry < upto; m++)
	{
	  const struct member *mb = &pl->mem[m];
	  const struct open_block *o = &pl->open[mb->block];
	  size_t e = mb->entry;
	  if (o->pointee <= -2)
	    gompx_pool_forward (pl, addrs[e], sizes[e], kinds[e]);
	  else if (!member_ok (GOMPX_KIND (kinds[e]), GOMPX_KIND (o->kind)))
	    return 0;
	}
      if (r < pl->nroots)
	{
	  size_t e = pl->open[root_of[r]].entry;
	  gompx_pool_forward (pl, addrs[e], sizes[e], kinds[e]);
	}
    }
  return 1;
}

/* How many entries of vector (ADDRS, SIZES, KINDS, N) come for libgomp
   (the roots, their members: at most MAX_ROOTS data entries) before
   entries that alternate with attachments of kind PAIR, as in the shape
   enter_in_order and exit_in_order take; 0 if that is not its shape, or
   if one of them has a mark prepare takes off.  */

gompx_hidden size_t
gompx_pool_leading_entries (void **addrs, size_t *sizes, unsigned short *kinds,
			    size_t n, unsigned pair)
{
  size_t r = 0;
  while (r < n && r <= MAX_ROOTS && GOMPX_KIND (kinds[r]) != pair
	 && (r + 1 == n || GOMPX_KIND (kinds[r + 1]) != pair))
    r++;
  if (r == 0 || r > MAX_ROOTS || r == n || (n - r) % 2)
    return 0;
  for (size_t i = 0; i < r; i++)
    if (!gompx_data_kind_p (GOMPX_KIND (kinds[i]), 0)
	|| (kinds[i] & GOMPX_MAP_PREPARE_MARKS)
	|| !sane_range ((uintptr_t) addrs[i], sizes[i]))
      return 0;
  return r;
}
