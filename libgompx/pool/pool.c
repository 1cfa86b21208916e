/* pool.c -- the fast engine (pool mode): state, memory, device
   copies, the entry of a map construct; pool.h says what it is.
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

gompx_hidden struct pool *gompx_pools;
gompx_hidden unsigned long gompx_pool_generation;
/* The last pool freed, kept with its arrays for the next one (a program
   maps the same section again and again), and their capacity.  */
static struct pool *spare;
static size_t spare_np;
/* And its device block: a program that maps a section, unmaps it and
   maps it again (in a loop, say) then allocates nothing on the device,
   as libomptarget's memory manager does for small blocks.  Given back by
   GOMPX_map_pool (-1), and when a larger block is wanted.  */
static void *spare_dev;
static size_t spare_dev_bytes;
static int spare_dev_device;
static int mode = -1;

static __thread struct plan *thread_plan;

/* The calling thread's plan (reached once a call: a pointer, not the
   thread-local object itself, which would cost a TLS lookup at each use
   in a shared library).  */

gompx_hidden struct plan *
gompx_pool_get_plan (void)
{
  struct plan *pl = thread_plan;
  if (!pl)
    {
      pl = gompx_xcalloc (1, sizeof *pl, "for a pooled map vector");
      thread_plan = pl;
    }
  return pl;
}

/* Staging buffer WHICH of the calling thread, of at least SIZE bytes.  */

gompx_hidden char *
gompx_pool_staging (int which, size_t size)
{
  struct plan *pl = gompx_pool_get_plan ();
  if (size > pl->buf_cap[which])
    {
      free (pl->buf[which]);
      pl->buf[which] = gompx_pool_xmalloc (size);
      pl->buf_cap[which] = size;
    }
  return pl->buf[which];
}

/* Keep the staging buffer of a pool's data no larger than STAGE_BYTES
   (after a pool went to or from the device whole).  */

gompx_hidden void
gompx_pool_trim_staging (void)
{
  struct plan *pl = gompx_pool_get_plan ();
  if (pl->buf_cap[0] > STAGE_BYTES)
    {
      free (pl->buf[0]);
      pl->buf[0] = NULL;
      pl->buf_cap[0] = 0;
    }
}

/* Give the spare device block back.  Called with the lock held.  */

gompx_hidden void
gompx_pool_release_spare_block (void)
{
  if (spare_dev)
    omp_target_free (spare_dev, spare_dev_device);
  spare_dev = NULL;
}

gompx_hidden int
gompx_pools_live (void)
{
  return __atomic_load_n (&gompx_pools, __ATOMIC_RELAXED) != NULL;
}

gompx_hidden int
gompx_pool_mode (void)
{
  int m = __atomic_load_n (&mode, __ATOMIC_RELAXED);
  if (m < 0)
    {
      /* On unless GOMPX_MAP_POOL=0 says otherwise.  */
      const char *s = getenv ("GOMPX_MAP_POOL");
      int want = !s || strcmp (s, "0") != 0;
      /* The environment only if no one has set the mode since.  */
      __atomic_compare_exchange_n (&mode, &m, want, 0, __ATOMIC_RELAXED,
				   __ATOMIC_RELAXED);
      m = __atomic_load_n (&mode, __ATOMIC_RELAXED);
    }
  /* Pooled data is right only if every construct of the process shows
     its entries to the guard first.  */
  return m && gompx_interposed ();
}

/* Set pool mode (ON: 0 or 1); the mode it had.  */

gompx_hidden int
gompx_pool_set_mode (int on)
{
  int old = gompx_pool_mode ();
  __atomic_store_n (&mode, on, __ATOMIC_RELAXED);
  return old;
}

gompx_hidden void
gompx_pool_forward (struct plan *pl, void *addr, size_t size,
		    unsigned short kind)
{
  if (pl->nf == pl->fcap)
    gompx_entries_grow (&pl->fcap, &pl->faddrs, &pl->fsizes, &pl->fkinds,
			NULL);
  pl->faddrs[pl->nf] = addr;
  pl->fsizes[pl->nf] = size;
  pl->fkinds[pl->nf] = kind;
  pl->nf++;
}

gompx_hidden void
gompx_pool_to_device (void *dev, const void *host, size_t size, int device)
{
  if (omp_target_memcpy (dev, host, size, 0, 0, device,
			 omp_get_initial_device ()))
    gompx_fatal ("pooled map vector: copying %zu bytes to device %d "
		 "failed", size, device);
}

gompx_hidden void
gompx_pool_from_device (void *host, const void *dev, size_t size, int device)
{
  if (omp_target_memcpy (host, dev, size, 0, 0, omp_get_initial_device (),
			 device))
    gompx_fatal ("pooled map vector: copying %zu bytes from device %d "
		 "failed", size, device);
}

/* The device value of pointer S of Q, whose host value is V.  */

static uintptr_t
device_value (const struct pool *q, const struct slot *s, uintptr_t v)
{
  return (uintptr_t) q->dev + q->p[s->target].off
	 + (v - q->p[s->target].start);
}

/* Q's data from the device, in the calling thread's staging buffer 0.  */

gompx_hidden char *
gompx_pool_download (struct pool *q)
{
  char *stage = gompx_pool_staging (0, q->bytes);
  gompx_pool_from_device (stage, q->dev, q->bytes, q->device);
  return stage;
}

/* Where in Q's data pointer slot S lies (it lies inside a P, the one
   numbered -S->ROOT - 1).  */

static size_t
inner_off (const struct pool *q, const struct slot *s)
{
  const struct pointee *p = &q->p[-s->root - 1];
  return p->off + (s->addr - p->start);
}

/* write_slots for root R of Q, RT, from the pointer IT walks to next
   on (the first that it writes), WBYTES of the root at a time; return 0
   if a pointer comes before one of its window, or straddles two windows
   (write the root again in one window).  */

static int
write_root (struct pool *q, size_t r, struct root *rt, struct slot_iter it,
	    size_t wbytes)
{
  char *img = gompx_pool_staging (1, wbytes);
  uintptr_t end = rt->start + rt->size;
  const struct slot *s = &it.s;
  int have = next_slot (&it);
  for (uintptr_t lo = rt->start; lo < end; lo += wbytes)
    {
      size_t len = end - lo < wbytes ? end - lo : wbytes;
      void *dev = (char *) rt->dev + (lo - rt->start);
      memcpy (img, (void *) lo, len);
      for (; have; have = next_slot (&it))
	{
	  if (s->root != (int) r)
	    continue;
	  if (s->addr >= lo + len)
	    break;
	  if (s->addr < lo || s->addr + sizeof (uintptr_t) > lo + len)
	    return 0;
	  uintptr_t v;
	  memcpy (&v, (void *) s->addr, sizeof v);
	  v = device_value (q, s, v);
	  memcpy (img + (s->addr - lo), &v, sizeof v);
	}
      gompx_pool_to_device (dev, img, len, q->device);
    }
  return 1;
}

/* Write the device copies of Q's roots, just mapped for a new pool: the
   host's bytes with the device values of the pointers in them.  A
   window of the root at a time while the pointers come in address
   order, as a section's elements' do; else the whole root at once.  */

gompx_hidden void
gompx_pool_write_slots (struct pool *q)
{
  for (size_t r = 0; r < q->nroots; r++)
    {
      struct root *rt = &q->roots[r];
      if (!rt->dev)
	continue;
      struct slot_iter it = pool_slots (q);
      while (it.r < it.end && it.r->root != (int) r)
	it.r++;
      if (it.r == it.end)
	continue;
      if (rt->size <= WINDOW_BYTES
	  || !write_root (q, r, rt, it, WINDOW_BYTES))
	write_root (q, r, rt, it, rt->size);
    }
}

static void
free_arrays (struct pool *q)
{
  free (q->runs);
  free (q->p);
  free (q->mark);
  free (q->sruns);
  free (q);
}

/* Tell libgomp where P number J of Q (live) lives, so that it finds it
   when it looks up a pointer into it; return 0 if it must not be told
   of (a pointer with a device value lies inside, which its update or
   map would overwrite) or if libgomp maps part of it already.  Called
   with the lock held.  */

gompx_hidden int
gompx_pool_tell (struct pool *q, size_t j)
{
  if (!q->told)
    {
      q->told = gompx_xcalloc (q->np, 1, "for a pooled map vector");
      for (struct slot_iter it = pool_slots (q); next_slot (&it);)
	if (it.s.root < 0)
	  q->told[-it.s.root - 1] = 2;
    }
  if (q->told[j] == 1)
    return 1;
  if (q->told[j] == 2
      || omp_target_associate_ptr ((void *) q->p[j].start,
				   q->dev + q->p[j].off, q->p[j].size, 0,
				   q->device))
    return 0;
  q->told[j] = 1;
  q->ntold++;
  return 1;
}

/* Have libgomp forget the P's of Q it was told of (those marked, if
   MARKED).  */

gompx_hidden void
gompx_pool_forget_told (struct pool *q, int marked)
{
  for (size_t j = 0; q->ntold && j < q->np; j++)
    if (q->told[j] == 1 && (!marked || q->mark[j]))
      {
	/* It fails only if the program disassociated it itself.  */
	omp_target_disassociate_ptr ((void *) q->p[j].start, q->device);
	q->told[j] = 0;
	q->ntold--;
      }
}

/* Keep the device block (if any) and the arrays of Q, a pool no longer
   in the list, for the next pool.  */

gompx_hidden void
gompx_pool_retire (struct pool *q)
{
  if (q->block && gompx_pool_mode ())
    {
      gompx_pool_release_spare_block ();
      spare_dev = q->block;
      spare_dev_bytes = q->block_bytes;
      spare_dev_device = q->device;
    }
  else if (q->block)
    omp_target_free (q->block, q->device);
  free (q->sorted);
  q->sorted = NULL;
  free (q->told);
  q->told = NULL;
  q->ntold = 0;
  if (spare)
    free_arrays (spare);
  spare = q;
  spare_np = q->np;
}

gompx_hidden void
gompx_pool_free_pool (struct pool *q)
{
  struct pool **l = &gompx_pools;
  while (*l != q)
    l = &(*l)->next;
  /* Read without the lock by pools_live.  */
  __atomic_store_n (l, q->next, __ATOMIC_RELEASE);
  gompx_pool_forget_told (q, 0);
  gompx_pool_retire (q);
}

/* A device block of at least BYTES on DEVICE: the spare one, or a new
   one.  */

gompx_hidden void *
gompx_pool_device_block (size_t bytes, int device)
{
  void *dev = spare_dev;
  if (dev && spare_dev_device == device && spare_dev_bytes >= bytes
      && spare_dev_bytes / 2 <= bytes)
    {
      spare_dev = NULL;
      return dev;
    }
  gompx_pool_release_spare_block ();
  return omp_target_alloc (bytes ? bytes : 1, device);
}

/* A pool with room for NP P's, and no pointers yet.  */

gompx_hidden struct pool *
gompx_pool_new_pool (size_t np)
{
  struct pool *q = spare;
  if (q && spare_np >= np)
    spare = NULL;
  else
    {
      q = gompx_xcalloc (1, sizeof *q, "for a pooled map vector");
      q->p = gompx_pool_xmalloc (np * sizeof *q->p);
      q->mark = gompx_pool_xmalloc (np);
    }
  q->nslots = q->nsruns = 0;
  q->next = NULL;
  q->sorted = NULL;
  q->told = NULL;
  q->ntold = 0;
  q->by_address = 0;
  q->holders = 0;
  return q;
}

/* Set the involved flag of the live pools that hold one of the NP P's
   whose pools are PP (null: none), and clear it on the others.  */

gompx_hidden void
gompx_pool_mark_involved (struct pool *const *pp, size_t np)
{
  for (struct pool *q = gompx_pools; q; q = q->next)
    q->involved = 0;
  struct pool *last = NULL;
  for (size_t j = 0; j < np; j++)
    if (pp[j] && pp[j] != last)
      (last = pp[j])->involved = 1;
}

/* Write into STAGE, Q's data on its way to the device, the device values
   of the pointers that lie inside P's.  */

gompx_hidden void
gompx_pool_patch_inner (struct pool *q, char *stage)
{
  for (struct slot_iter it = pool_slots (q); next_slot (&it);)
    {
      const struct slot *s = &it.s;
      if (s->root >= 0)
	continue;
      uintptr_t v;
      memcpy (&v, (void *) s->addr, sizeof v);
      v = device_value (q, s, v);
      memcpy (stage + inner_off (q, s), &v, sizeof v);
    }
}

/* Write into the roots' device copies (those still mapped) the host
   values of Q's pointers to P's marked gone, as libgomp's detachment
   does: a pointer's word at a time, since the rest of a root may be
   another thread's kernel's to write meanwhile.  */

gompx_hidden void
gompx_pool_detach_roots (struct pool *q)
{
  size_t r;
  for (r = 0; r < q->nroots && !q->roots[r].dev; r++)
    ;
  if (r == q->nroots)
    return;
  for (struct slot_iter it = pool_slots (q); next_slot (&it);)
    {
      const struct slot *s = &it.s;
      if (s->root < 0 || !q->mark[s->target] || !q->roots[s->root].dev)
	continue;
      const struct root *rt = &q->roots[s->root];
      gompx_pool_to_device ((char *) rt->dev + (s->addr - rt->start),
			    (void *) s->addr, sizeof (uintptr_t), q->device);
    }
}

/* The SIZE bytes at A, inside a root of Q still mapped, were just copied
   to the device from the host ("always, to"), pointers and all: write
   the device values of Q's pointers in them to live P's back, through
   one copy of that range each way (its bytes are the host's anyway).  */

gompx_hidden void
gompx_pool_reattach (struct pool *q, uintptr_t a, size_t size)
{
  ptrdiff_t r = gompx_pool_root_holding (q->roots, q->nroots, 0, a, size);
  if (r < 0 || !q->roots[r].dev)
    return;
  const struct root *rt = &q->roots[r];
  char *dev = (char *) rt->dev + (a - rt->start);
  char *img = NULL;
  for (struct slot_iter it = pool_slots (q); next_slot (&it);)
    {
      const struct slot *s = &it.s;
      if (s->root != r || !q->p[s->target].rc || !holds (a, size, s->addr,
							sizeof (uintptr_t)))
	continue;
      if (!img)
	{
	  img = gompx_pool_staging (1, size);
	  gompx_pool_from_device (img, dev, size, q->device);
	}
      uintptr_t v;
      memcpy (&v, (void *) s->addr, sizeof v);
      v = device_value (q, s, v);
      memcpy (img + (s->addr - a), &v, sizeof v);
    }
  if (img)
    gompx_pool_to_device (dev, img, size, q->device);
}

/* gompx_pool_reattach for every pool of DEVICE (the lock held): libgomp
   copied the SIZE bytes at A to the device, over pointers a pool
   attached.  */

gompx_hidden void
gompx_pool_reattach_device (int device, uintptr_t a, size_t size)
{
  for (struct pool *c = gompx_pools; c; c = c->next)
    if (c->device == device)
      gompx_pool_reattach (c, a, size);
}

static int
by_offset (const void *x, const void *y)
{
  const struct piece *a = x, *b = y;
  return a->off < b->off ? -1 : a->off > b->off;
}

/* Whether the bytes of Q's data between the end of piece A and the start
   of piece B (which comes after it in the pool) hold no P's but theirs,
   so that one copy may take both.  */

static int
adjacent (const struct pool *q, const struct piece *a, const struct piece *b)
{
  if (a->j == b->j)
    return b->off == a->off + a->size;
  return (q->in_order && b->j == a->j + 1
	  && a->off + a->size == q->p[a->j].off + q->p[a->j].size
	  && b->off == q->p[b->j].off);
}

/* Whether pointer slot S lies inside P's (in P -S->ROOT - 1), and its
   word inside [OFF, OFF + SIZE) of Q's data; its offset in *AT.  */

static int
inner_within (const struct pool *q, const struct slot *s, size_t off,
	      size_t size, size_t *at)
{
  if (s->root >= 0)
    return 0;
  *at = inner_off (q, s);
  return *at >= off && *at - off + sizeof (uintptr_t) <= size;
}

/* Copy the N ranges PC of Q's data to the device (TO) or back, as
   libgomp's update does: only their bytes, adjacent ones in one copy,
   the pointers with device values inside them left as they are on each
   side.  PC is sorted by offset in the pool.  */

gompx_hidden void
gompx_pool_move (struct pool *q, size_t n, struct piece *pc, int to)
{
  if (!n)
    return;
  int sorted = 1;
  for (size_t i = 0; i < n; i++)
    {
      const struct pointee *p = &q->p[pc[i].j];
      pc[i].off = p->off + (pc[i].a - p->start);
      sorted &= !i || pc[i].off >= pc[i - 1].off;
    }
  if (!sorted)
    qsort (pc, n, sizeof *pc, by_offset);
  int inner = inner_slots_p (q);

  /* A stretch of pieces at a time: [I, K).  */
  for (size_t i = 0, k; i < n; i = k)
    {
      for (k = i + 1; k < n && adjacent (q, &pc[k - 1], &pc[k]); k++)
	;
      size_t lo = pc[i].off, len = pc[k - 1].off + pc[k - 1].size - lo;
      char *stage = gompx_pool_staging (0, len);
      if (to)
	{
	  for (size_t r = i; r < k; r++)
	    memcpy (stage + (pc[r].off - lo), (void *) pc[r].a, pc[r].size);
	  /* Pointers with device values keep them.  */
	  for (struct slot_iter it = pool_slots (q); inner && next_slot (&it);)
	    {
	      size_t at;
	      if (inner_within (q, &it.s, lo, len, &at))
		gompx_pool_from_device (stage + (at - lo), q->dev + at,
					sizeof (uintptr_t), q->device);
	    }
	  gompx_pool_to_device (q->dev + lo, stage, len, q->device);
	  continue;
	}
      gompx_pool_from_device (stage, q->dev + lo, len, q->device);
      /* Pointers with device values keep the host's on the host.  */
      for (struct slot_iter it = pool_slots (q); inner && next_slot (&it);)
	{
	  size_t at;
	  if (inner_within (q, &it.s, lo, len, &at))
	    memcpy (stage + (at - lo), (void *) it.s.addr,
		    sizeof (uintptr_t));
	}
      for (size_t r = i; r < k; r++)
	memcpy ((void *) pc[r].a, stage + (pc[r].off - lo), pc[r].size);
    }
  gompx_pool_trim_staging ();
}

/* Write host values into the pool's copies of the pointers that lie
   inside live P's of Q and point to P's marked gone.  */

gompx_hidden void
gompx_pool_detach_inner (struct pool *q)
{
  if (!inner_slots_p (q))
    return;
  /* One pointer at a time: the rest of the pool's data may be another
     thread's kernel's to write meanwhile.  */
  for (struct slot_iter it = pool_slots (q); next_slot (&it);)
    {
      const struct slot *sl = &it.s;
      size_t at;
      if (sl->root >= 0 || !q->p[-sl->root - 1].rc || !q->mark[sl->target]
	  || !inner_within (q, sl, 0, q->bytes, &at))
	continue;
      gompx_pool_to_device (q->dev + at, (void *) sl->addr,
			    sizeof (uintptr_t), q->device);
    }
}

/* Have libgomp map what PL forwards, on DEVICE, as enter data does: for
   an enter data construct, or beginning a data region, whose end has
   libgomp unmap them as exit data does (pool-region.c).  Not as a data
   region of libgomp's: a delete inside it of what it maps makes libgomp
   12 read the mapping it freed at the region's end.  */

gompx_hidden void
gompx_pool_map_roots (struct plan *pl, int device)
{
  gompx_target_enter_exit_data (device, pl->nf, pl->faddrs, pl->fsizes,
				pl->fkinds, 0);
}
