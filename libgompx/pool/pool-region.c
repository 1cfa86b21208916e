/* pool-region.c -- data regions holding pooled blocks.
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

/* Keep in frame FR the roots libgomp mapped for PL (PL's forwarded
   entries), as exit data is to unmap them at the region's end.  */

static void
hold_roots (struct frame *fr, const struct plan *pl)
{
  fr->nroots = pl->nf;
  fr->raddrs = gompx_pool_xmalloc (pl->nf * (sizeof (void *) + sizeof (size_t)
					    + sizeof (unsigned short)));
  fr->rsizes = (size_t *) (fr->raddrs + pl->nf);
  fr->rkinds = (unsigned short *) (fr->rsizes + pl->nf);
  for (size_t f = 0; f < pl->nf; f++)
    {
      fr->raddrs[f] = pl->faddrs[f];
      fr->rsizes[f] = pl->fsizes[f];
      fr->rkinds[f] = ((pl->fkinds[f] & GOMPX_KIND_FLAGS)
		       | exit_kind (GOMPX_KIND (pl->fkinds[f])));
    }
}

/* Keep in frame FR what the construct holds: PL's resolved P's, on
   DEVICE.  */

gompx_hidden void
gompx_pool_hold (struct frame *fr, const struct plan *pl, int device)
{
  fr->device = device;
  fr->whole = NULL;
  fr->np = pl->np;
  fr->held_gen = NULL;
  fr->slot = gompx_pool_xmalloc (pl->np * sizeof *fr->slot);
  memset (fr->slot, 0, pl->np * sizeof *fr->slot);
  for (size_t t = 0; t < pl->ns; t++)
    fr->slot[pl->slots[t].target] = pl->slots[t].addr;
  fr->pp = gompx_pool_xmalloc (pl->np * sizeof *fr->pp);
  fr->gen = gompx_pool_xmalloc (pl->np * sizeof *fr->gen);
  for (size_t j = 0; j < pl->np; j++)
    fr->gen[j] = pl->pp[j]->gen;
  fr->pidx = gompx_pool_xmalloc (pl->np * sizeof *fr->pidx);
  fr->pkind = gompx_pool_xmalloc (pl->np);
  memcpy (fr->pp, pl->pp, pl->np * sizeof *fr->pp);
  memcpy (fr->pidx, pl->pidx, pl->np * sizeof *fr->pidx);
  fr->range = gompx_pool_xmalloc (pl->np * sizeof *fr->range);
  memcpy (fr->range, pl->p, pl->np * sizeof *fr->range);
  memcpy (fr->pkind, pl->pkind, pl->np);
  hold_roots (fr, pl);
  /* Each pool once (a few), a holder more of it.  */
  fr->nheld = 0;
  fr->held = NULL;
  for (size_t j = 0; j < pl->np; j++)
    {
      size_t h;
      for (h = 0; h < fr->nheld && fr->held[h] != pl->pp[j]; h++)
	;
      if (h < fr->nheld)
	continue;
      if (!(fr->nheld & (fr->nheld + 1)))
	{
	  size_t cap = 2 * (fr->nheld + 1);
	  fr->held = gompx_xrealloc (fr->held, cap * sizeof *fr->held,
				     "for a data region");
	  fr->held_gen = gompx_xrealloc (fr->held_gen,
					 cap * sizeof *fr->held_gen,
					 "for a data region");
	}
      fr->held[fr->nheld] = pl->pp[j];
      fr->held_gen[fr->nheld++] = pl->pp[j]->gen;
      pl->pp[j]->holders++;
    }
}

/* The end of the data region of frame ARG: libgomp unmaps its roots.  */

static void
unmap_region (void *arg)
{
  struct frame *fr = arg;
  if (fr->nroots)
    gompx_target_enter_exit_data (fr->device, fr->nroots, fr->raddrs,
				  fr->rsizes, fr->rkinds,
				  GOMP_TARGET_FLAG_EXIT_DATA);
}

/* Keep in frame FR that the construct holds every P of Q once, in its
   order, the J-th with kind KINDS[J * STRIDE] (STRIDE 0: all alike),
   and the roots PL forwarded, on DEVICE.  */

gompx_hidden void
gompx_pool_hold_whole (struct frame *fr, struct pool *q,
		       const unsigned short *kinds, size_t stride,
		       const struct plan *pl, int device)
{
  fr->device = device;
  fr->np = 0;
  fr->whole = q;
  fr->whole_gen = q->gen;
  fr->whole_kind = kinds[0];
  fr->whole_kinds = NULL;
  for (size_t j = 1; j < q->np && stride && !fr->whole_kinds; j++)
    if (kinds[j * stride] != kinds[0])
      {
	fr->whole_kinds = gompx_pool_xmalloc (q->np
					      * sizeof *fr->whole_kinds);
	for (size_t k = 0; k < q->np; k++)
	  fr->whole_kinds[k] = kinds[k * stride];
      }
  hold_roots (fr, pl);
  fr->nheld = 1;
  fr->held = gompx_pool_xmalloc (sizeof *fr->held);
  fr->held_gen = gompx_pool_xmalloc (sizeof *fr->held_gen);
  fr->held[0] = q;
  fr->held_gen[0] = q->gen;
  q->holders++;
}

/* The end of the data region of FR, which holds every P of one pool.  */

static void
region_end_whole (struct frame *fr)
{
  const unsigned short *kinds = (fr->whole_kinds ? fr->whole_kinds
				 : &fr->whole_kind);
  size_t stride = fr->whole_kinds != NULL;
  struct pool *q;
  for (q = gompx_pools; q; q = q->next)
    if (q == fr->whole && q->gen == fr->whole_gen)
      break;
  /* Handed to libgomp: libgomp unmaps the P's, with the exact way's
     detachments.  */
  struct plan *pl = gompx_pool_get_plan ();
  pl->nf = 0;
  if (!q && gompx_pool_forward_evicted (pl, fr->whole_gen, kinds, stride)
      && pl->nf)
    gompx_target_enter_exit_data (fr->device, pl->nf, pl->faddrs,
				  pl->fsizes, pl->fkinds,
				  GOMP_TARGET_FLAG_EXIT_DATA);
  gompx_pool_unhold (fr->whole, fr->whole_gen);
  if (q)
    gompx_pool_release_whole (q, kinds, stride, -1, NULL, unmap_region,
			      fr);
  else
    unmap_region (fr);
  free (fr->whole_kinds);
  free (fr->held);
  free (fr->held_gen);
  free (fr->raddrs);
  free (fr);
}

gompx_hidden void
gompx_pool_region_end (void *frame)
{
  if (((struct frame *) frame)->whole)
    {
      region_end_whole (frame);
      return;
    }
  struct frame fr = *(struct frame *) frame;
  free (frame);
  /* A pool the region held may have gone (exit data with delete inside
     the region), and another taken its place; or it was handed to
     libgomp (evict), which then unmaps what the region holds, with
     the exact way's detachments.  */
  struct pool *last = NULL;
  unsigned long last_gen = 0;
  int last_live = 0, last_evicted = 0;
  struct plan *pl = gompx_pool_get_plan ();
  pl->nf = 0;
  for (size_t j = 0; j < fr.np; j++)
    {
      if (fr.pp[j] != last || fr.gen[j] != last_gen)
	{
	  last = fr.pp[j];
	  last_gen = fr.gen[j];
	  last_live = 0;
	  for (struct pool *q = gompx_pools; q && !last_live; q = q->next)
	    last_live = q == last && q->gen == last_gen;
	  last_evicted = !last_live && gompx_pool_was_evicted (last_gen);
	}
      if (!last_live)
	fr.pp[j] = NULL;
      if (last_evicted && gompx_pool_evicted_live (last_gen, fr.pidx[j]))
	{
	  gompx_pool_forward (pl, (void *) fr.range[j].start, fr.range[j].size,
			      exit_kind (fr.pkind[j]));
	  if (fr.slot[j])
	    gompx_pool_forward (pl, (void *) fr.slot[j], 0, GOMP_MAP_DETACH);
	}
    }
  for (size_t h = 0; h < fr.nheld; h++)
    gompx_pool_unhold (fr.held[h], fr.held_gen[h]);
  if (pl->nf)
    gompx_target_enter_exit_data (fr.device, pl->nf, pl->faddrs, pl->fsizes,
				  pl->fkinds, GOMP_TARGET_FLAG_EXIT_DATA);
  gompx_pool_mark_involved (fr.pp, fr.np);
  gompx_pool_release_refs (fr.np, fr.pp, fr.pidx, fr.range, fr.pkind,
			   unmap_region, &fr);
  free (fr.pp);
  free (fr.gen);
  free (fr.pidx);
  free (fr.range);
  free (fr.pkind);
  free (fr.slot);
  free (fr.held);
  free (fr.held_gen);
  free (fr.raddrs);
}
