/* pool.c -- pooled map vectors: one device block for what a section's
   mapper reaches.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* libgomp 12 maps the entries of one GOMP_target_enter_exit_data call
   one by one: each pointed-to block of a mapped section costs a device
   allocation, a table entry and an attachment, which is as much as a
   construct of its own.  In pool mode (the default; GOMPX_MAP_POOL=0,
   or GOMPX_map_pool (0), turns it off) a map vector of the usual shape

     R...	  roots: the section (and other storage) libgomp maps
     P A	  for each element: the data a pointer member points to (P),
     P A ...	  then the attachment of that pointer (A)

   (with, for a section of mapped type inside an element, the section's
   entry, its elements' entries, then its attachment: analyse keeps it
   open until then) is carried out here instead: libgomp maps only the
   roots, in one call, and every P lives in one device block of
   libgompx's (the pool), copied a run of adjacent P's at a time; the
   pointers (in the roots' device copies and inside the pool) are
   written with their device values, as libgomp's attachment would.
   Each P of a pool counts references as a libgomp mapping does: a
   later construct through a mapper that reaches it finds it (in the
   pool's order first, else by address) and moves nothing; the
   construct that brings its count to zero copies it back as its map
   type says and writes the host value back into the root's pointer (as
   libgomp's detachment does).  The block is freed with its last P.
   The usual shape is made a pool, and released, without being taken
   apart (enter_in_order, exit_in_order).

   libgomp is told where the runs of P's live (struct run), so that it
   finds them for omp_target_is_present, target update and the pointers
   of target regions; it does not count their references.  P's that
   hold a pointer with its device value are libgompx's alone.  A
   construct the pool cannot carry out -- a hand-written clause mapping
   pooled data (GOMPX_pool_guard), a vector reaching data in part pooled
   for another mapping -- first has the pool handed to libgomp (evict):
   each live P becomes a libgomp mapping with the pool's device data,
   reference count and attached pointers, as the exact way would have
   made it, and the construct then goes to libgomp.  The manual (Pool
   mode) says so.  Any vector of another shape, roots mapped some other
   way, a P that libgomp already has, or the host fallback device goes
   the exact way (map.c).  */

#include "config.h"

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "libgompx.h"
#include "gomp.h"
#include "engine.h"

/* Vectors with more roots than this go the exact way.  */
#define MAX_ROOTS 8

/* How far from its data a pointer's storage is looked for among the
   P's.  */
#define SLOT_LOOKBACK 8

struct root
{
  uintptr_t start;
  size_t size;
  void *dev;			/* Device address, if slots are in it.  */
};

struct pointee
{
  uintptr_t start;
  size_t size;
  size_t off;			/* Offset in the pool; in a plan, the log2
				   of the block's alignment (ALIGN_LOG),
				   and HOLDS_POINTER if a pointer written
				   with a device value lies inside.  */
};

#define ALIGN_LOG 0xff
#define HOLDS_POINTER 0x100

/* P's next to each other in address order (at most RUN_GAP bytes
   apart, which between heap blocks is malloc's own bookkeeping) make a
   run: the pool holds a run as the host does, gaps and all, and
   libgomp is told of it (ASSOC) by omp_target_associate_ptr, so that
   it finds the run's data mapped: omp_target_is_present, the pointers
   of target regions and target update work on it as on data libgomp
   maps.  A P that holds a pointer with a device value is a run of its
   own that libgomp is not told of (its update or map would overwrite
   the pointer with the host's value), as is every P of a run one of
   whose P's is gone while others live.  */

#define RUN_GAP 32

struct run
{
  uintptr_t lo, hi;
  size_t off;			/* In the pool.  */
  int assoc;
  int copied;			/* Each of its P's is copied to the device.  */
};

/* A pointer written with its device value: at ADDR, in root ROOT (or in
   P number -ROOT - 1), pointing into P number TARGET.  */
struct slot
{
  uintptr_t addr;
  int32_t root;
  uint32_t target;
};

struct pool
{
  struct pool *next;
  unsigned long gen;		/* Tells a pool from a later one at the
				   same address.  */
  int device;
  char *dev;			/* The pool's data, in BLOCK.  */
  size_t bytes;
  void *block;			/* The device block, of BLOCK_BYTES.  */
  size_t block_bytes;
  size_t nroots;
  struct root roots[MAX_ROOTS];
  size_t np;
  struct pointee *p;
  /* Each P's reference count (0: gone), how many are not 0, and marks
     for the call at hand.  */
  unsigned *rc;
  size_t live;
  unsigned char *mark;
  int involved;			/* Holds a P of the call at hand.  */
  /* The pointers in roots, which go back to host values at the end.  */
  size_t nslots;
  struct slot *slots;
  /* Indices of P sorted by address, built when a lookup needs it.  */
  size_t *sorted;
  /* The runs, in address order.  */
  size_t nruns, runs_cap;
  struct run *runs;
  /* Each P lies after the one before it in the pool.  */
  int in_order;
};

/* A vector taken apart.  */
struct plan
{
  size_t nroots;
  struct root roots[MAX_ROOTS];
  size_t np, pcap;
  struct pointee *p;
  unsigned char *pkind;		/* Each P's map kind.  */
  struct pool **pp;		/* Each P's pool (resolve), or null.  */
  size_t *pidx;			/* and its index there.  */
  size_t ns, scap;
  struct slot *slots;
  int32_t *sopen;		/* Each pointer's open block, or -1.  */
  /* Blocks not (yet) known to be pointed to: sections inside elements
     until the attachment that follows them; what is left are roots.  */
  size_t nopen, ocap;
  struct open_block { uintptr_t start; size_t size; size_t entry;
		      int64_t pointee; unsigned kind; } *open;
  size_t nstack, stcap;		/* The blocks still open, innermost last.  */
  size_t *stack;
  size_t nmem, mcap;		/* Entries inside open blocks.  */
  struct member { size_t entry, block; } *mem;
  size_t nf, fcap;		/* What goes to libgomp.  */
  void **faddrs;
  size_t *fsizes;
  unsigned short *fkinds;
  /* Staging buffers, kept between constructs: a pool's data on its way
     (0), a root's device image (1), pointer values kept (2).  */
  char *buf[3];
  size_t buf_cap[3];
};

/* A data region (target, target data) begun by GOMPX_map_data_begin:
   the P's it holds a reference to, or none (the exact way).  */
struct frame
{
  size_t np;
  struct pool **pp;
  unsigned long *gen;		/* Each pool's generation.  */
  size_t *pidx;
  struct pointee *range;	/* The region's entry for each.  */
  unsigned char *pkind;
  uintptr_t *slot;		/* The pointer it attached to each, or 0.  */
  int device;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct pool *pools;
static unsigned long generation;
/* The last pool freed, kept with its arrays for the next one (a program
   maps the same section again and again), and their capacity.  */
static struct pool *spare;
static size_t spare_np, spare_nslots;
/* And its device block: a program that maps a section, unmaps it and
   maps it again (in a loop, say) then allocates nothing on the device,
   as libomptarget's memory manager does for small blocks.  Given back by
   GOMPX_map_pool (-1), and when a larger block is wanted.  */
static void *spare_dev;
static size_t spare_dev_bytes;
static int spare_dev_device;
static int mode = -1;

static __thread struct plan *thread_plan;

static ptrdiff_t pooled_overlap (int, uintptr_t, size_t, struct pool **);
static char *staging (int, size_t);
static void *
xmalloc (size_t size)
{
  void *p = malloc (size ? size : 1);
  if (!p)
    gompx_fatal ("out of memory (%zu bytes) for a pooled map vector", size);
  return p;
}

/* The calling thread's plan (reached once a call: a pointer, not the
   thread-local object itself, which would cost a TLS lookup at each use
   in a shared library).  */

static struct plan *
get_plan (void)
{
  struct plan *pl = thread_plan;
  if (!pl)
    {
      pl = calloc (1, sizeof *pl);
      if (!pl)
	gompx_fatal ("out of memory for a pooled map vector");
      thread_plan = pl;
    }
  return pl;
}

/* Staging buffer WHICH of the calling thread, of at least SIZE bytes.  */

static char *
staging (int which, size_t size)
{
  struct plan *pl = get_plan ();
  if (size > pl->buf_cap[which])
    {
      free (pl->buf[which]);
      pl->buf[which] = xmalloc (size);
      pl->buf_cap[which] = size;
    }
  return pl->buf[which];
}

#define GROW(ptr, n, cap)						\
  do									\
    if ((n) == (cap))							\
      {									\
	(cap) = (cap) ? 2 * (cap) : 256;				\
	void *grown_ = realloc ((ptr), (cap) * sizeof *(ptr));		\
	if (!grown_)							\
	  gompx_fatal ("out of memory for a pooled map vector");	\
	(ptr) = grown_;							\
      }									\
  while (0)

/* Give the spare device block back.  Called with the lock held.  */

static void
release_spare_block (void)
{
  if (spare_dev)
    omp_target_free (spare_dev, spare_dev_device);
  spare_dev = NULL;
}

static int
pools_live (void)
{
  return __atomic_load_n (&pools, __ATOMIC_RELAXED) != NULL;
}

static int
pool_mode (void)
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
  return m;
}

GOMPX_EXPORT int
GOMPX_map_pool (int on)
{
  int old = pool_mode ();
  __atomic_store_n (&mode, on > 0, __ATOMIC_RELAXED);
  if (on < 0)
    {
      /* Off, and the kept device block given back.  */
      pthread_mutex_lock (&lock);
      release_spare_block ();
      pthread_mutex_unlock (&lock);
    }
  return old;
}

static int
copies_to (unsigned k)
{
  return k == GOMP_MAP_TO || k == GOMP_MAP_TOFROM || k == GOMP_MAP_ALWAYS_TO
	 || k == GOMP_MAP_ALWAYS_TOFROM;
}

static int
copies_from (unsigned k)
{
  return k == GOMP_MAP_FROM || k == GOMP_MAP_TOFROM || k == GOMP_MAP_ALWAYS_FROM
	 || k == GOMP_MAP_ALWAYS_TOFROM;
}

static int
always_from (unsigned k)
{
  return k == GOMP_MAP_ALWAYS_FROM || k == GOMP_MAP_ALWAYS_TOFROM;
}

static int
data_kind (unsigned k)
{
  return k <= GOMP_MAP_TOFROM || k == GOMP_MAP_DELETE || (k >= GOMP_MAP_ALWAYS_TO
					    && k <= GOMP_MAP_ALWAYS_TOFROM)
	 || k == GOMP_MAP_RELEASE;
}

static void
forward (struct plan *pl, void *addr, size_t size, unsigned short kind)
{
  if (pl->nf == pl->fcap)
    gompx_entries_grow (&pl->fcap, &pl->faddrs, &pl->fsizes, &pl->fkinds);
  pl->faddrs[pl->nf] = addr;
  pl->fsizes[pl->nf] = size;
  pl->fkinds[pl->nf] = kind;
  pl->nf++;
}

/* KIND (with its alignment bits) without the copy to the device, which
   libgompx makes itself.  */

static unsigned short
without_to (unsigned short kind)
{
  unsigned short align = kind & 0xff00;
  switch (kind & 0xff)
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

static int
inside (uintptr_t a, uintptr_t start, size_t size)
{
  return a >= start && a - start < size;
}

/* Whether the SIZE bytes at A can be an object's: not empty, not past
   the end of the address space, and not more than PTRDIFF_MAX (which a
   negative length converted to a size is).  A pool lays out, copies
   and looks up only such ranges: one running past its end would put
   the P's after it at offsets of the pool that overlap, and their
   copies would write past the device block, and back over the host
   data of other P's.  */

static inline int
sane_range (uintptr_t a, size_t size)
{
  return a && size && size <= PTRDIFF_MAX && a + size > a;
}

/* Whether [A, A+SIZE) lies inside [START, START+BSIZE).  */

static int
holds (uintptr_t start, size_t bsize, uintptr_t a, size_t size)
{
  return inside (a, start, bsize) && size <= start + bsize - a;
}

/* The one of the NROOTS roots at ROOTS that holds the SIZE bytes at A,
   root HINT tried first (pointers one after another mostly lie in the
   same root); -1 if none.  */

static ptrdiff_t
root_holding (const struct root *roots, size_t nroots, size_t hint,
	      uintptr_t a, size_t size)
{
  if (hint < nroots && holds (roots[hint].start, roots[hint].size, a, size))
    return hint;
  for (size_t r = 0; r < nroots; r++)
    if (holds (roots[r].start, roots[r].size, a, size))
      return r;
  return -1;
}

/* Set ORDER[0..N-1] to the indices of the N blocks at P in the order of
   their addresses: an LSD radix sort, 11 bits a pass over the bits in
   which the addresses differ, as maps of tens of thousands of blocks
   want it fast.  */

static void
sort_by_start (const struct pointee *p, size_t n, size_t *order)
{
  uintptr_t lo = UINTPTR_MAX, hi = 0;
  for (size_t j = 0; j < n; j++)
    {
      lo = p[j].start < lo ? p[j].start : lo;
      hi = p[j].start > hi ? p[j].start : hi;
    }
  size_t *tmp = xmalloc (n * sizeof *tmp);
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
	size_t *o = xmalloc (n * sizeof *o);
	sort_by_start (p, n, o);
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
   disjoint, as address_order finds.  */

gompx_hidden int
gompx_pool_disjoint (const uintptr_t *starts, const size_t *sizes, size_t n)
{
  struct pointee *p = xmalloc ((n ? n : 1) * sizeof *p);
  for (size_t j = 0; j < n; j++)
    p[j] = (struct pointee) { starts[j], sizes[j], 0 };
  size_t *order;
  int ok = address_order (p, n, &order);
  free (order);
  free (p);
  return ok;
}

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

static void __attribute__ ((noinline))
grow_pointees (struct plan *pl)
{
  pl->pcap = pl->pcap ? 2 * pl->pcap : 256;
  pl->p = realloc (pl->p, pl->pcap * sizeof *pl->p);
  pl->pkind = realloc (pl->pkind, pl->pcap);
  pl->pp = realloc (pl->pp, pl->pcap * sizeof *pl->pp);
  pl->pidx = realloc (pl->pidx, pl->pcap * sizeof *pl->pidx);
  if (!pl->p || !pl->pkind || !pl->pp || !pl->pidx)
    gompx_fatal ("out of memory for a pooled map vector");
}

/* Add a P at A of SIZE bytes, KIND being its whole kind word.  */

static inline void
add_pointee (struct plan *pl, uintptr_t a, size_t size, unsigned kind)
{
  if (__builtin_expect (pl->np == pl->pcap, 0))
    grow_pointees (pl);
  pl->p[pl->np] = (struct pointee) { a, size, (kind >> 8) & 0xff };
  pl->pkind[pl->np] = kind & 0xff;
  pl->np++;
}

static void __attribute__ ((noinline))
grow_slots (struct plan *pl)
{
  pl->scap = pl->scap ? 2 * pl->scap : 256;
  pl->slots = realloc (pl->slots, pl->scap * sizeof *pl->slots);
  pl->sopen = realloc (pl->sopen, pl->scap * sizeof *pl->sopen);
  if (!pl->slots || !pl->sopen)
    gompx_fatal ("out of memory for a pooled map vector");
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

static int
analyse (struct plan *pl, void **addrs, size_t *sizes,
	 unsigned short *kinds, size_t n, int exit)
{
  unsigned pair = exit ? GOMP_MAP_DETACH : GOMP_MAP_ATTACH;
  pl->nroots = pl->np = pl->ns = pl->nf = 0;
  pl->nopen = pl->nstack = pl->nmem = 0;
  ptrdiff_t last = -1;		/* The open block an entry last fell in.  */
  for (size_t i = 0; i < n; i++)
    {
      unsigned k = kinds[i] & 0xff;
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
	  pl->open[b].pointee = pl->np;
	  add_pointee (pl, pl->open[b].start, pl->open[b].size,
		       pl->open[b].kind);
	  if (!exit)
	    add_slot (pl, a, pl->np - 1, open_holding (pl, a, sizeof (void *)));
	  last = -1;
	  continue;
	}
      if (!data_kind (k) || !sane_range (a, sizes[i]))
	return 0;
      if (i + 1 < n && (kinds[i + 1] & 0xff) == pair)
	{
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
	    forward (pl, addrs[e], sizes[e], kinds[e]);
	  else if (!member_ok (kinds[e] & 0xff, o->kind & 0xff))
	    return 0;
	}
      if (r < pl->nroots)
	{
	  size_t e = pl->open[root_of[r]].entry;
	  forward (pl, addrs[e], sizes[e], kinds[e]);
	}
    }
  return 1;
}

/* The index of the live P of Q that contains [A, A+SIZE), or -1.  */

static ptrdiff_t
pool_lookup (struct pool *q, uintptr_t a, size_t size)
{
  if (!q->sorted)
    {
      q->sorted = xmalloc (q->np * sizeof *q->sorted);
      sort_by_start (q->p, q->np, q->sorted);
    }
  size_t lo = 0, hi = q->np;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (q->p[q->sorted[mid]].start <= a)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (!lo)
    return -1;
  size_t j = q->sorted[lo - 1];
  const struct pointee *p = &q->p[j];
  if (q->rc[j] && holds (p->start, p->size, a, size))
    return j;
  return -1;
}

/* The index of a live P of Q that overlaps [A, A+SIZE), or -1.  */

static ptrdiff_t
pool_overlap (struct pool *q, uintptr_t a, size_t size)
{
  ptrdiff_t j = pool_lookup (q, a, 1);
  if (j >= 0 || !size)
    return j;
  /* The last P starting before the end: overlapping, or none is.  */
  size_t lo = 0, hi = q->np;
  uintptr_t end = a + size;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (q->p[q->sorted[mid]].start < end)
	lo = mid + 1;
      else
	hi = mid;
    }
  for (size_t k = lo; k-- > 0;)
    {
      size_t i = q->sorted[k];
      if (q->p[i].start + q->p[i].size <= a)
	break;
      if (q->rc[i])
	return i;
    }
  return -1;
}

/* The index of the run of Q that libgomp knows of and that overlaps
   [A, A+SIZE), or -1.  */

static ptrdiff_t
run_overlap (const struct pool *q, uintptr_t a, size_t size)
{
  size_t lo = 0, hi = q->nruns;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (q->runs[mid].hi <= a)
	lo = mid + 1;
      else
	hi = mid;
    }
  /* runs[lo] is the first to end past A.  */
  for (; lo < q->nruns && q->runs[lo].lo < a + size; lo++)
    if (q->runs[lo].assoc)
      return lo;
  return -1;
}

/* A pool of DEVICE with a run libgomp knows of that overlaps [A,
   A+SIZE), or null.  */

static struct pool *
assoc_overlap (int device, uintptr_t a, size_t size)
{
  for (struct pool *q = pools; q; q = q->next)
    if (q->device == device && run_overlap (q, a, size) >= 0)
      return q;
  return NULL;
}

/* The live P of a pool of DEVICE that overlaps [A, A+SIZE) (SIZE 1:
   that holds A), its pool in *QP; -1 if none.  */

static ptrdiff_t
pooled_overlap (int device, uintptr_t a, size_t size, struct pool **qp)
{
  for (struct pool *q = pools; q; q = q->next)
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

static int
pool_holds (const void *addr, size_t size, int device)
{
  if (!addr || !pools_live ())
    return 0;
  pthread_mutex_lock (&lock);
  struct pool *q;
  uintptr_t a = (uintptr_t) addr;
  ptrdiff_t j = pooled_overlap (device, a, 1, &q);
  int held = (j < 0 ? 0
	      : holds (q->p[j].start, q->p[j].size, a, size) ? 1 : -1);
  pthread_mutex_unlock (&lock);
  return held;
}

/* Find each P of PL among the live P's of the pools of DEVICE, and set
   the involved flag of the pools found (only); return how many were
   found.  */

static size_t
resolve (struct plan *pl, int device)
{
  for (struct pool *c = pools; c; c = c->next)
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
	  && q->rc[cur])
	k = cur;
      else
	for (struct pool *c = pools; c && k < 0; c = c->next)
	  if (c->device == device && j < c->np && c->p[j].start == a
	      && c->p[j].size == size && c->rc[j])
	    {
	      k = j;
	      q = c;
	    }
      if (k < 0)
	for (struct pool *c = pools; c && k < 0; c = c->next)
	  if (c->device == device && (k = pool_lookup (c, a, 1)) >= 0)
	    {
	      /* Part of a block stands for the block, as in libgomp's
		 lookups; past its end is an error there too.  */
	      if (size > c->p[k].start + c->p[k].size - a)
		gompx_fatal ("pooled map vector: %zu bytes at %p go past "
			     "the %zu bytes at %p pooled for the section at "
			     "%p; run with GOMPX_MAP_POOL=0", size, (void *) a,
			     c->p[k].size, (void *) c->p[k].start,
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

static void
to_device (void *dev, const void *host, size_t size, int device)
{
  if (omp_target_memcpy (dev, host, size, 0, 0, device,
			 omp_get_initial_device ()))
    gompx_fatal ("pooled map vector: copying %zu bytes to device %d "
		 "failed", size, device);
}

static void
from_device (void *host, const void *dev, size_t size, int device)
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

static char *
download (struct pool *q)
{
  char *stage = staging (0, q->bytes);
  from_device (stage, q->dev, q->bytes, q->device);
  return stage;
}

/* Where in STAGE, Q's data, host address A in P number K lies.  */

static char *
image_at (const struct pool *q, char *stage, size_t k, uintptr_t a)
{
  return stage + q->p[k].off + (a - q->p[k].start);
}

/* Where in STAGE, Q's data, pointer S lies (it lies inside a P).  */

static char *
inner_at (const struct pool *q, char *stage, const struct slot *s)
{
  return image_at (q, stage, -s->root - 1, s->addr);
}

/* Data moved a window of this many bytes at a time (copies back of P's
   met in the pool's order, the pointers of a root), which stays in the
   caches between the copies.  */
#define WINDOW_BYTES (256 * 1024)

/* write_slots for root R of Q, RT, from slot J on (the first that it
   writes), WBYTES of the root at a time; return 0 if a pointer comes
   before one of its window, or straddles two windows (write the root
   again in one window).  */

static int
write_root (struct pool *q, size_t r, struct root *rt, size_t j,
	    int device_values, int marked, int host_image, size_t wbytes)
{
  char *img = staging (1, wbytes);
  uintptr_t end = rt->start + rt->size;
  for (uintptr_t lo = rt->start; lo < end; lo += wbytes)
    {
      size_t len = end - lo < wbytes ? end - lo : wbytes;
      void *dev = (char *) rt->dev + (lo - rt->start);
      if (host_image)
	memcpy (img, (void *) lo, len);
      else
	from_device (img, dev, len, q->device);
      for (; j < q->nslots; j++)
	{
	  struct slot *s = &q->slots[j];
	  if (s->root != (int) r || (marked && !q->mark[s->target]))
	    continue;
	  if (s->addr >= lo + len)
	    break;
	  if (s->addr < lo || s->addr + sizeof (uintptr_t) > lo + len)
	    return 0;
	  uintptr_t v;
	  memcpy (&v, (void *) s->addr, sizeof v);
	  if (device_values)
	    v = device_value (q, s, v);
	  memcpy (img + (s->addr - lo), &v, sizeof v);
	}
      to_device (dev, img, len, q->device);
    }
  return 1;
}

/* Write into the roots' device copies the pointers of Q whose P is
   marked (MARKED) or all of them: their device values (DEVICE_VALUES)
   or the host's (as libgomp's detachment does).  The rest of each root
   is the device's, or (HOST_IMAGE, when the pool is made) the host's.
   A window of the root at a time while the pointers come in address
   order, as a section's elements' do; else the whole root at once.  */

static void
write_slots (struct pool *q, int device_values, int marked, int host_image)
{
  for (size_t r = 0; r < q->nroots; r++)
    {
      struct root *rt = &q->roots[r];
      if (!rt->dev)
	continue;
      size_t j;
      for (j = 0; j < q->nslots; j++)
	if (q->slots[j].root == (int) r
	    && (!marked || q->mark[q->slots[j].target]))
	  break;
      if (j == q->nslots)
	continue;
      if (rt->size <= WINDOW_BYTES
	  || !write_root (q, r, rt, j, device_values, marked, host_image,
			  WINDOW_BYTES))
	write_root (q, r, rt, j, device_values, marked, host_image,
		    rt->size);
    }
}

static void
free_arrays (struct pool *q)
{
  free (q->runs);
  free (q->p);
  free (q->rc);
  free (q->mark);
  free (q->slots);
  free (q);
}

/* Have libgomp forget run R of Q.  */

static void
forget_run (struct pool *q, struct run *r)
{
  /* It fails only if the program disassociated the run itself.  */
  if (r->assoc)
    omp_target_disassociate_ptr ((void *) r->lo, q->device);
  r->assoc = 0;
}

/* Keep the device block (if any) and the arrays of Q, a pool no longer
   in the list, for the next pool.  */

static void
retire (struct pool *q)
{
  if (q->block && pool_mode ())
    {
      release_spare_block ();
      spare_dev = q->block;
      spare_dev_bytes = q->block_bytes;
      spare_dev_device = q->device;
    }
  else if (q->block)
    omp_target_free (q->block, q->device);
  free (q->sorted);
  q->sorted = NULL;
  if (spare)
    free_arrays (spare);
  spare = q;
  spare_np = q->np;
  spare_nslots = q->nslots;
}

static void
free_pool (struct pool *q)
{
  struct pool **l = &pools;
  while (*l != q)
    l = &(*l)->next;
  /* Read without the lock by pools_live.  */
  __atomic_store_n (l, q->next, __ATOMIC_RELEASE);
  for (size_t r = 0; r < q->nruns; r++)
    forget_run (q, &q->runs[r]);
  retire (q);
}

/* A device block of at least BYTES on DEVICE: the spare one, or a new
   one.  */

static void *
device_block (size_t bytes, int device)
{
  void *dev = spare_dev;
  if (dev && spare_dev_device == device && spare_dev_bytes >= bytes
      && spare_dev_bytes / 2 <= bytes)
    {
      spare_dev = NULL;
      return dev;
    }
  release_spare_block ();
  return omp_target_alloc (bytes ? bytes : 1, device);
}

/* A pool with room for NP P's and NSLOTS pointers in roots.  */

static struct pool *
new_pool (size_t np, size_t nslots)
{
  struct pool *q = spare;
  if (q && spare_np >= np && spare_nslots >= nslots)
    spare = NULL;
  else
    {
      q = calloc (1, sizeof *q);
      if (!q)
	gompx_fatal ("out of memory for a pooled map vector");
      q->p = xmalloc (np * sizeof *q->p);
      q->rc = xmalloc (np * sizeof *q->rc);
      q->mark = xmalloc (np);
      q->slots = xmalloc ((nslots ? nslots : 1) * sizeof *q->slots);
    }
  q->next = NULL;
  q->sorted = NULL;
  return q;
}

/* Set the involved flag of the live pools that hold one of the NP P's
   whose pools are PP (null: none), and clear it on the others.  */

static void
mark_involved (struct pool *const *pp, size_t np)
{
  for (struct pool *q = pools; q; q = q->next)
    q->involved = 0;
  struct pool *last = NULL;
  for (size_t j = 0; j < np; j++)
    if (pp[j] && pp[j] != last)
      (last = pp[j])->involved = 1;
}

/* Write into STAGE, Q's data on its way to the device, the device values
   of the pointers that lie inside P's (those inside marked P's only,
   if MARKED).  */

static void
patch_inner (struct pool *q, char *stage, int marked)
{
  for (size_t j = 0; j < q->nslots; j++)
    {
      const struct slot *s = &q->slots[j];
      if (s->root >= 0 || (marked && !q->mark[-s->root - 1]))
	continue;
      uintptr_t v;
      memcpy (&v, (void *) s->addr, sizeof v);
      v = device_value (q, s, v);
      memcpy (inner_at (q, stage, s), &v, sizeof v);
    }
}

/* Write host values into the pool's copies of the pointers that lie
   inside live P's of Q and point to P's marked gone.  */

static void
detach_inner (struct pool *q)
{
  size_t t;
  for (t = 0; t < q->nslots; t++)
    {
      const struct slot *sl = &q->slots[t];
      if (sl->root < 0 && q->rc[-sl->root - 1] && q->mark[sl->target])
	break;
    }
  if (t == q->nslots)
    return;
  char *stage = download (q);
  for (; t < q->nslots; t++)
    {
      const struct slot *sl = &q->slots[t];
      if (sl->root >= 0 || !q->rc[-sl->root - 1] || !q->mark[sl->target])
	continue;
      memcpy (inner_at (q, stage, sl), (void *) sl->addr,
	      sizeof (uintptr_t));
    }
  to_device (q->dev, stage, q->bytes, q->device);
}

/* Have libgomp map what PL forwards, on DEVICE: for an enter data
   construct, or (REGION) beginning a data region.  */

static void
map_roots (struct plan *pl, int device, int region)
{
  if (region)
    gompx_target_data (device, pl->nf, pl->faddrs, pl->fsizes,
		       pl->fkinds);
  else
    gompx_target_enter_exit_data (device, pl->nf, pl->faddrs, pl->fsizes,
				  pl->fkinds, 0);
}

/* Where each pointer of PL (an entry's) lies: in a root, which is then
   marked in HAS_SLOTS (MAX_ROOTS flags), or in a P, which is then marked
   HOLDS_POINTER.  Write the pointers so into OUT; return 0 if one lies
   in neither.  */

static int
place_slots (struct plan *pl, struct slot *out, int *has_slots)
{
  size_t hint = 0;
  memset (has_slots, 0, MAX_ROOTS * sizeof *has_slots);
  for (size_t j = 0; j < pl->ns; j++)
    {
      struct slot *s = &out[j];
      *s = pl->slots[j];
      if (pl->sopen[j] >= 0)
	{
	  int64_t at = pl->open[pl->sopen[j]].pointee;
	  s->root = at <= -2 ? (int32_t) (-at - 2) : -(int32_t) at - 1;
	  if (s->root < 0)
	    pl->p[at].off |= HOLDS_POINTER;
	  else
	    has_slots[s->root] = 1;
	  continue;
	}
      ptrdiff_t r = root_holding (pl->roots, pl->nroots, hint, s->addr, 1);
      if (r >= 0)
	{
	  s->root = hint = r;
	  has_slots[r] = 1;
	  continue;
	}
      /* A pointer inside a P that a mapper maps shortly before or
	 after the data it points to.  */
      size_t t = s->target, lo = t > SLOT_LOOKBACK ? t - SLOT_LOOKBACK : 0;
      size_t hi = t + SLOT_LOOKBACK < pl->np ? t + SLOT_LOOKBACK : pl->np - 1;
      size_t q;
      for (q = lo; q <= hi; q++)
	if (q != t && inside (s->addr, pl->p[q].start, pl->p[q].size))
	  break;
      if (q > hi)
	return 0;
      s->root = -(int) q - 1;
      pl->p[q].off |= HOLDS_POINTER;
    }
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
   alignment of 2**LG (FLAGS: the plan's) and is copied to the device
   (COPIED), in the run of the P placed before it if it comes less than
   RUN_GAP bytes after that one's end, else in a new run, which starts at
   an offset as aligned as START is; it joins only if the run's offset
   is aligned enough for it.  AMONG: a root may lie between P's.  */

static inline void
place_p (struct pool *q, struct layout *lay, size_t j, uintptr_t start,
	 size_t size, size_t flags, int copied, int among)
{
  unsigned lg = flags & ALIGN_LOG;
  lg = lg < 3 ? 3 : lg > 24 ? 24 : lg;
  size_t align = (size_t) 1 << lg;
  int alone = (flags & HOLDS_POINTER) != 0;
  struct run *cur = lay->cur >= 0 ? &q->runs[lay->cur] : NULL;
  if (!cur || !cur->assoc || alone || start - cur->hi >= RUN_GAP
      || ((cur->off - cur->lo) & (align - 1)) != 0
      || (among && root_between (q, cur->hi, start)))
    {
      if (q->nruns == q->runs_cap)
	{
	  q->runs_cap = q->runs_cap ? 2 * q->runs_cap : 16;
	  q->runs = realloc (q->runs, q->runs_cap * sizeof *q->runs);
	  if (!q->runs)
	    gompx_fatal ("out of memory for a pooled map vector");
	}
      size_t off = ((lay->off + align - 1) & ~(align - 1))
		   + (start & (align - 1));
      lay->cur = q->nruns++;
      cur = &q->runs[lay->cur];
      *cur = (struct run) { start, start, off, !alone, 1 };
    }
  cur->copied &= copied;
  lay->max_align = align > lay->max_align ? align : lay->max_align;
  cur->hi = start + size;
  q->p[j] = (struct pointee) { start, size, cur->off + (start - cur->lo) };
  q->rc[j] = 1;
  lay->off = cur->off + (cur->hi - cur->lo);
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
	       copies_to (pl->pkind[j]), among);
    }
  *max_align = lay.max_align;
  *bytes = lay.off;
  q->in_order = order == NULL;
  free (order);
  if (region)
    for (size_t j = 0; j < np; j++)
      {
	pl->pp[j] = q;
	pl->pidx[j] = j;
      }
  return 1;
}

/* Tell libgomp where Q's runs live on the device, and check that it
   maps nothing of theirs already (nor of the P's of their own, which it
   is not told of); if it does, forget what was told and return 0.  */

static int
associate_runs (struct pool *q)
{
  for (size_t r = 0; r < q->nruns; r++)
    {
      struct run *rn = &q->runs[r];
      if (rn->assoc
	  ? omp_target_associate_ptr ((void *) rn->lo, q->dev,
				      rn->hi - rn->lo, rn->off, q->device)
	  : omp_target_is_present ((void *) rn->lo, q->device))
	{
	  rn->assoc = 0;
	  while (r-- > 0)
	    forget_run (q, &q->runs[r]);
	  return 0;
	}
    }
  return 1;
}

/* Make Q, its P's placed (and MAX_ALIGN their largest alignment), a
   pool for PL on DEVICE: a device block, libgomp told of its runs (if it
   maps any of them already: return null), the roots mapped (REGION: in
   a data region) with the device values of pointers in them
   (HAS_SLOTS), the data copied.  */

static struct pool *
commit (struct pool *q, struct plan *pl, int device, int region,
	size_t max_align, const int *has_slots)
{
  for (size_t f = 0; f < pl->nf; f++)
    for (size_t r = 0; r < pl->nroots; r++)
      if (has_slots[r] && (uintptr_t) pl->faddrs[f] == pl->roots[r].start
	  && pl->fsizes[f] == pl->roots[r].size)
	pl->fkinds[f] = without_to (pl->fkinds[f]);

  /* A device block as aligned as its most aligned run.  */
  q->block_bytes = q->bytes + (max_align > 16 ? max_align - 1 : 0);
  q->block = device_block (q->block_bytes, device);
  if (!q->block)
    gompx_fatal ("pooled map vector: cannot allocate %zu bytes on device "
		 "%d for the data of the section at %p", q->block_bytes, device,
		 (void *) pl->roots[0].start);
  q->dev = (char *) (((uintptr_t) q->block + max_align - 1)
		     & ~(uintptr_t) (max_align - 1));
  if (max_align <= 16)
    q->dev = q->block;
  if (!associate_runs (q))
    {
      /* libgomp maps some of it already: the exact way.  */
      retire (q);
      return NULL;
    }

  size_t probe = pl->nf;
  for (size_t r = 0; r < pl->nroots; r++)
    if (has_slots[r])
      forward (pl, (void *) pl->roots[r].start, 0, GOMP_MAP_USE_DEVICE_PTR);
  map_roots (pl, device, region);
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

  /* The data: a few runs libgomp knows, all copied, straight from the
     host, gaps and all (the bytes between a run's blocks lie in pages
     its blocks lie in); else staged, with the pointers inside P's.  */
  int direct = q->nruns <= 16 || q->nruns <= q->np / 16;
  for (size_t r = 0; direct && r < q->nruns; r++)
    direct = q->runs[r].assoc && q->runs[r].copied;
  if (direct)
    for (size_t r = 0; r < q->nruns; r++)
      to_device (q->dev + q->runs[r].off, (void *) q->runs[r].lo,
		 q->runs[r].hi - q->runs[r].lo, device);
  else
    {
      char *stage = staging (0, q->bytes);
      for (size_t j = 0; j < q->np; j++)
	if (copies_to (pl->pkind[j]))
	  memcpy (stage + q->p[j].off, (void *) q->p[j].start, q->p[j].size);
	else
	  memset (stage + q->p[j].off, 0, q->p[j].size);
      patch_inner (q, stage, 0);
      to_device (q->dev, stage, q->bytes, device);
    }
  write_slots (q, 1, 0, 1);
  q->next = pools;
  __atomic_store_n (&pools, q, __ATOMIC_RELEASE);
  return q;
}

/* Create the pool for PL on DEVICE, mapping the roots (REGION: in a data
   region); null if PL cannot be pooled after all (a pointer outside the
   roots and the P's, P's overlapping) or libgomp maps some of its P's
   already.  */

static struct pool *
create (struct plan *pl, int device, int region)
{
  /* Roots holding pointers get their device copy from here, written
     once, with the pointers' device values: libgomp only allocates
     them, and says where (use_device_ptr entries, which it rewrites).  */
  struct pool *q = new_pool (pl->np, pl->ns);
  q->gen = ++generation;
  q->device = device;
  q->nroots = pl->nroots;
  memcpy (q->roots, pl->roots, sizeof q->roots);
  q->np = pl->np;
  q->nslots = pl->ns;
  q->block = NULL;
  int has_slots[MAX_ROOTS];
  if (!place_slots (pl, q->slots, has_slots))
    {
      retire (q);
      return NULL;
    }
  size_t max_align;
  if (!lay_out (q, pl, region, &q->bytes, &max_align))
    {
      retire (q);
      return NULL;
    }
  return commit (q, pl, device, region, max_align, has_slots);
}

/* How many entries of vector (ADDRS, SIZES, KINDS, N) come for libgomp
   (the roots, their members: at most MAX_ROOTS data entries) before
   entries that alternate with attachments of kind PAIR, as in the shape
   enter_in_order and exit_in_order take; 0 if that is not its shape.  */

static size_t
leading_entries (void **addrs, size_t *sizes, unsigned short *kinds,
		 size_t n, unsigned pair)
{
  size_t r = 0;
  while (r < n && r <= MAX_ROOTS && (kinds[r] & 0xff) != pair
	 && (r + 1 == n || (kinds[r + 1] & 0xff) != pair))
    r++;
  if (r == 0 || r > MAX_ROOTS || r == n || (n - r) % 2)
    return 0;
  for (size_t i = 0; i < r; i++)
    if (!data_kind (kinds[i] & 0xff)
	|| !sane_range ((uintptr_t) addrs[i], sizes[i]))
      return 0;
  return r;
}

/* The entry of vector (ADDRS, SIZES, KINDS, N) on DEVICE, when no pool
   lives, if the vector has the shape a section's mostly has: a few
   entries for libgomp (the roots, their members), then for each P its
   entry (copied to the device) and the attachment of
   its pointer, which lies in a root.  Then the vector is not taken
   apart: the pool is made in one pass over it, its P's placed in the
   order they come (runs of P's that also come one after another in
   memory).  Return 0, having done nothing, for any other vector, or if
   libgomp maps any of it already.  Called with the lock held.  */

static int
enter_in_order (struct plan *pl, void **addrs, size_t *sizes,
		unsigned short *kinds, size_t n, int device)
{
  size_t r = leading_entries (addrs, sizes, kinds, n, GOMP_MAP_ATTACH);
  if (!r)
    return 0;

  /* The roots: entries not inside one before them, and disjoint, as
     analyse has them; all go to libgomp, in order.  */
  pl->nroots = pl->nf = 0;
  for (size_t i = 0; i < r; i++)
    {
      uintptr_t a = (uintptr_t) addrs[i];
      if (root_holding (pl->roots, pl->nroots, 0, a, sizes[i]) < 0)
	{
	  for (size_t k = 0; k < pl->nroots; k++)
	    if (a < pl->roots[k].start + pl->roots[k].size
		&& pl->roots[k].start < a + sizes[i])
	      return 0;
	  pl->roots[pl->nroots++] = (struct root) { a, sizes[i], NULL };
	}
      forward (pl, addrs[i], sizes[i], kinds[i]);
    }
  for (size_t k = 0; k < pl->nroots; k++)
    if (omp_target_is_present ((void *) pl->roots[k].start, device))
      return 0;

  size_t m = (n - r) / 2;
  struct pool *q = new_pool (m, m);
  q->gen = ++generation;
  q->device = device;
  q->nroots = pl->nroots;
  memcpy (q->roots, pl->roots, sizeof q->roots);
  q->np = q->live = q->nslots = m;
  q->block = NULL;
  q->nruns = 0;
  int has_slots[MAX_ROOTS] = { 0 };
  struct layout lay = LAYOUT_INIT;
  size_t hint = 0;
  for (size_t j = 0, e = r; j < m; j++, e += 2)
    {
      uintptr_t a = (uintptr_t) addrs[e], s = (uintptr_t) addrs[e + 1];
      size_t size = sizes[e];
      if ((kinds[e + 1] & 0xff) != GOMP_MAP_ATTACH || !copies_to (kinds[e] & 0xff)
	  || !sane_range (a, size))
	goto not_here;
      uintptr_t target;
      memcpy (&target, (void *) s, sizeof target);
      if (!inside (target + sizes[e + 1], a, size))
	goto not_here;
      ptrdiff_t in = root_holding (q->roots, q->nroots, hint, s,
				   sizeof (void *));
      if (in < 0)
	goto not_here;
      hint = in;
      has_slots[hint] = 1;
      q->slots[j] = (struct slot) { s, (int32_t) hint, (uint32_t) j };
      /* In the order they come: one that does not come after the one
	 before it in memory (memory the program reused) starts a run.  */
      place_p (q, &lay, j, a, size, (kinds[e] >> 8) & ALIGN_LOG, 1, 0);
      /* Few enough to sort here and to go to the device as they are
	 (commit).  */
      if (q->nruns > 16 && (q->nruns > m / 16 || q->nruns > 64))
	goto not_here;
    }

  /* The runs in address order, apart, and no root among them (in a
     gap, libgomp would take it for part of the run).  */
  for (size_t i = 1; i < q->nruns; i++)
    for (size_t k = i; k > 0 && q->runs[k].lo < q->runs[k - 1].lo; k--)
      {
	struct run t = q->runs[k];
	q->runs[k] = q->runs[k - 1];
	q->runs[k - 1] = t;
      }
  for (size_t i = 0; i < q->nruns; i++)
    {
      if (i && q->runs[i].lo < q->runs[i - 1].hi)
	goto not_here;
      for (size_t k = 0; k < q->nroots; k++)
	if (q->roots[k].start < q->runs[i].hi
	    && q->runs[i].lo < q->roots[k].start + q->roots[k].size)
	  goto not_here;
    }
  q->in_order = 1;
  q->bytes = lay.off;
  return commit (q, pl, device, 0, lay.max_align, has_slots) != NULL;

 not_here:
  retire (q);
  return 0;
}

/* Pools handed to libgomp (evict), by generation: a data region that
   holds P's of one releases them through libgomp at its end.  */
static unsigned long *evicted;
static size_t nevicted, evicted_cap;

static int
was_evicted (unsigned long gen)
{
  for (size_t i = nevicted; i-- > 0;)
    if (evicted[i] == gen)
      return 1;
  return 0;
}

/* Hand the live P's of Q to libgomp, mapped as the exact way would have
   mapped them, and free Q: for a construct that pool mode cannot carry
   out (a map clause written by hand on pooled data, a vector reaching
   in part into a pool), which then goes to libgomp as it is.  Each P
   gets a libgomp mapping of its own with the pool's device data and
   reference count; each pointer to it, in a root or in another P, is
   attached as many times as the P has references, as each construct
   holding it attached it.  Called with the lock held.  */

static void
evict (struct pool *q)
{
  int device = q->device;
  size_t m = q->live;
  size_t cap = 2 * m + q->nslots;
  void **a = xmalloc (cap * sizeof *a);
  size_t *s = xmalloc (cap * sizeof *s);
  unsigned short *k = xmalloc (cap * sizeof *k);
  char *stage = download (q);
  for (size_t r = 0; r < q->nruns; r++)
    forget_run (q, &q->runs[r]);

  /* Each live P allocated, then asked for its device address.  */
  size_t n = 0;
  unsigned most = 0;
  for (size_t j = 0; j < q->np; j++)
    if (q->rc[j])
      {
	a[n] = a[m + n] = (void *) q->p[j].start;
	s[n] = q->p[j].size;
	s[m + n] = 0;
	k[n] = GOMP_MAP_ALLOC;
	k[m + n++] = GOMP_MAP_USE_DEVICE_PTR;
	if (q->rc[j] > most)
	  most = q->rc[j];
      }
  gompx_target_enter_exit_data (device, 2 * m, a, s, k, 0);
  for (size_t j = 0, i = 0; j < q->np; j++)
    if (q->rc[j])
      {
	if (a[m + i] == (void *) q->p[j].start)
	  gompx_fatal ("pooled map vector: libgomp gave no device address "
		       "for the %zu bytes at %p", q->p[j].size,
		       (void *) q->p[j].start);
	to_device (a[m + i++], stage + q->p[j].off, q->p[j].size, device);
      }

  /* The pointers, attached once per reference (libgomp writes their
     device values at the first); a reference more to each P after the
     first, one construct at a time, as libgomp counts a mapping once
     per construct.  */
  int root_mapped[MAX_ROOTS];
  for (size_t r = 0; r < q->nroots; r++)
    root_mapped[r] = q->roots[r].dev
		     && omp_target_is_present ((void *) q->roots[r].start,
					       device);
  for (unsigned c = 1; c <= most; c++)
    {
      n = 0;
      for (size_t j = 0; c > 1 && j < q->np; j++)
	if (q->rc[j] >= c)
	  {
	    a[n] = (void *) q->p[j].start;
	    s[n] = q->p[j].size;
	    k[n++] = GOMP_MAP_ALLOC;
	  }
      for (size_t t = 0; t < q->nslots; t++)
	{
	  const struct slot *sl = &q->slots[t];
	  if (q->rc[sl->target] < c
	      || (sl->root >= 0 ? !root_mapped[sl->root]
				: !q->rc[-sl->root - 1]))
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
  GROW (evicted, nevicted, evicted_cap);
  evicted[nevicted++] = q->gen;
  free_pool (q);
}

/* Hand to libgomp (evict) every pool of DEVICE with data libgomp would
   find in [A, A+SIZE): a live P, or a run's gap.  Called with the lock
   held.  */

static void
evict_overlapping (int device, uintptr_t a, size_t size)
{
  for (;;)
    {
      struct pool *hit;
      if (pooled_overlap (device, a, size, &hit) < 0)
	hit = assoc_overlap (device, a, size);
      if (!hit)
	return;
      evict (hit);
    }
}

/* Evict the pools with the involved flag set.  */

static void
evict_involved (void)
{
  struct pool *q, *next;
  for (q = pools; q; q = next)
    {
      next = q->next;
      if (q->involved)
	evict (q);
    }
}

/* A vector that goes the exact way must not reach pooled data: libgomp
   would map a second copy of it, or attach and detach pointers it does
   not know are attached.  Hand to libgomp (evict) each pool on DEVICE
   with a live P or a run's gap that a data entry of (ADDRS, SIZES,
   KINDS, N) overlaps, or in a root of which a pointer it attaches
   lies.  */

static void
refuse_pooled (void **addrs, size_t *sizes, unsigned short *kinds, size_t n,
	       int device)
{
  if (!pools_live ())
    return;
  pthread_mutex_lock (&lock);
  for (size_t i = 0; i < n && pools; i++)
    {
      unsigned k = kinds[i] & 0xff;
      uintptr_t a = (uintptr_t) addrs[i];
      if (!a)
	continue;
      if (data_kind (k) && sizes[i])
	evict_overlapping (device, a, sizes[i]);
      else if (k == GOMP_MAP_ATTACH || k == GOMP_MAP_DETACH)
	for (struct pool *q = pools, *next; q; q = next)
	  {
	    next = q->next;
	    if (q->device == device
		&& root_holding (q->roots, q->nroots, 0, a, 1) >= 0)
	      evict (q);
	  }
    }
  pthread_mutex_unlock (&lock);
}

/* Hand to libgomp (evict) the pools with data that a root or a P of PL,
   about to be pooled on DEVICE, overlaps (resolve found none starting
   inside one).  */

static void
check_unpooled (const struct plan *pl, int device)
{
  for (size_t j = 0; pools && j < pl->np; j++)
    evict_overlapping (device, pl->p[j].start, pl->p[j].size);
  for (size_t r = 0; pools && r < pl->nroots; r++)
    evict_overlapping (device, pl->roots[r].start, pl->roots[r].size);
}

static int
always_to_p (unsigned k)
{
  return k == GOMP_MAP_ALWAYS_TO || k == GOMP_MAP_ALWAYS_TOFROM;
}

/* Keep in frame FR what the construct holds: PL's resolved P's, on
   DEVICE.  */

static void
hold (struct frame *fr, const struct plan *pl, int device)
{
  fr->device = device;
  fr->np = pl->np;
  fr->slot = xmalloc (pl->np * sizeof *fr->slot);
  memset (fr->slot, 0, pl->np * sizeof *fr->slot);
  for (size_t t = 0; t < pl->ns; t++)
    fr->slot[pl->slots[t].target] = pl->slots[t].addr;
  fr->pp = xmalloc (pl->np * sizeof *fr->pp);
  fr->gen = xmalloc (pl->np * sizeof *fr->gen);
  for (size_t j = 0; j < pl->np; j++)
    fr->gen[j] = pl->pp[j]->gen;
  fr->pidx = xmalloc (pl->np * sizeof *fr->pidx);
  fr->pkind = xmalloc (pl->np);
  memcpy (fr->pp, pl->pp, pl->np * sizeof *fr->pp);
  memcpy (fr->pidx, pl->pidx, pl->np * sizeof *fr->pidx);
  fr->range = xmalloc (pl->np * sizeof *fr->range);
  memcpy (fr->range, pl->p, pl->np * sizeof *fr->range);
  memcpy (fr->pkind, pl->pkind, pl->np);
}

/* Map vector (ADDRS, SIZES, KINDS, N) on DEVICE, the entry of an enter
   data construct or (FR not null) of a data region, pooled.  Return 0 if
   it must go the exact way.  */

static int
pool_map (void **addrs, size_t *sizes, unsigned short *kinds, size_t n,
	  int device, struct frame *fr)
{
  struct plan *pl = get_plan ();
  if (!fr && pool_mode ())
    {
      pthread_mutex_lock (&lock);
      int done = !pools && enter_in_order (pl, addrs, sizes, kinds, n,
					    device);
      pthread_mutex_unlock (&lock);
      if (done)
	return 1;
    }
  if (!analyse (pl, addrs, sizes, kinds, n, 0))
    {
      refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }

  /* Under the lock: another thread may be mapping the same section.  */
  pthread_mutex_lock (&lock);
  size_t present = 0;
  for (size_t r = 0; r < pl->nroots; r++)
    present += omp_target_is_present ((void *) pl->roots[r].start,
				      device) != 0;
  size_t found = pools ? resolve (pl, device) : 0;
  if (present == 0 && found == 0)
    {
      /* A new pool, unless libgomp has some P already, or pool mode is
	 off (pools made before are still looked at).  */
      int ok = pool_mode ();
      if (ok && pools)
	check_unpooled (pl, device);
      if (!ok || !create (pl, device, fr != NULL))
	{
	  pthread_mutex_unlock (&lock);
	  refuse_pooled (addrs, sizes, kinds, n, device);
	  return 0;
	}
    }
  else if (found == pl->np && present == pl->nroots)
    {
      /* All pooled already: a reference more, and "always, to".  */
      map_roots (pl, device, fr != NULL);
      int again = 0;
      for (size_t f = 0; f < pl->nf; f++)
	again |= always_to_p (pl->fkinds[f] & 0xff);
      for (struct pool *q = pools; q; q = q->next)
	if (q->involved)
	  {
	    /* "always, to" copies its entry's range, as libgomp's does;
	       pointers inside get their device values again.  */
	    memset (q->mark, 0, q->np);
	    char *stage = NULL;
	    for (size_t j = 0; j < pl->np; j++)
	      if (pl->pp[j] == q)
		{
		  size_t k = pl->pidx[j];
		  q->rc[k]++;
		  if (!always_to_p (pl->pkind[j]))
		    continue;
		  if (!stage)
		    stage = download (q);
		  memcpy (image_at (q, stage, k, pl->p[j].start),
			  (void *) pl->p[j].start, pl->p[j].size);
		  q->mark[k] = 1;
		}
	    if (stage)
	      {
		patch_inner (q, stage, 1);
		to_device (q->dev, stage, q->bytes, q->device);
	      }
	    if (again)
	      {
		/* The roots' pointers got host values: device ones back.  */
		for (size_t j = 0; j < q->np; j++)
		  q->mark[j] = q->rc[j] != 0;
		write_slots (q, 1, 1, 0);
	      }
	  }
    }
  else if (found == 0)
    {
      /* Roots mapped some other way: the exact way.  */
      pthread_mutex_unlock (&lock);
      refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  else
    {
      /* In part pooled for another mapping: libgomp maps it all.  */
      evict_involved ();
      pthread_mutex_unlock (&lock);
      refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  if (fr)
    hold (fr, pl, device);
  pthread_mutex_unlock (&lock);
  return 1;
}

/* Pointers come back with their device values (the P's copied back at
   an exit, the roots that libgomp copies back): the host's go back after
   (finish_release).  Keep them: those in the pools with the involved
   flag set, not those inside gone P's, whose storage may be gone too.  */

struct kept
{
  uintptr_t addr, value;
};

static struct kept *
keep_pointers (size_t *nkeptp)
{
  size_t nkept = 0;
  for (struct pool *q = pools; q; q = q->next)
    if (q->involved)
      nkept += q->nslots;
  struct kept *kept = (struct kept *) staging (2, nkept * sizeof *kept);
  nkept = 0;
  for (struct pool *q = pools; q; q = q->next)
    if (q->involved)
      for (size_t j = 0; j < q->nslots; j++)
	if (q->slots[j].root >= 0 || q->rc[-q->slots[j].root - 1])
	  {
	    kept[nkept].addr = q->slots[j].addr;
	    memcpy (&kept[nkept++].value, (void *) q->slots[j].addr,
		    sizeof kept->value);
	  }
  *nkeptp = nkept;
  return kept;
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
      w->buf = staging (0, w->hi - w->lo);
      from_device (w->buf, q->dev + w->lo, w->hi - w->lo, q->device);
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
  q->rc[k] = kind == GOMP_MAP_DELETE ? 0 : q->rc[k] - 1;
  q->mark[k] = !q->rc[k];
  q->live -= !q->rc[k];
  if (!always_from (kind) && (q->rc[k] || !copies_from (kind)))
    return;
  memcpy ((void *) start,
	  window_at (q, w, q->p[k].off + (start - q->p[k].start), size, part),
	  size);
}

/* After release_one on the P's of an exit: UNMAP (ARG) has libgomp unmap
   the roots; the NKEPT pointers KEPT get their host values back; in the
   involved pools, pointers in roots still mapped to P's gone get host
   values, runs with gone P's are forgotten, and a pool left with no P
   is freed.  */

static void
finish_release (struct kept *kept, size_t nkept, void (*unmap) (void *),
		void *arg)
{
  unmap (arg);
  for (size_t j = 0; j < nkept; j++)
    memcpy ((void *) kept[j].addr, &kept[j].value, sizeof kept->value);

  struct pool *next;
  for (struct pool *q = pools; q; q = next)
    {
      next = q->next;
      if (!q->involved)
	continue;
      /* libgomp must not find P's gone: it forgets their runs, whose
	 P's still live are then the pool's only.  */
      for (size_t j = 0; q->live && j < q->np; j++)
	if (q->mark[j])
	  {
	    ptrdiff_t r = run_overlap (q, q->p[j].start, q->p[j].size);
	    if (r >= 0)
	      forget_run (q, &q->runs[r]);
	  }
      /* Pointers inside P's still mapped to P's gone: host values, as
	 libgomp's detachment writes.  */
      if (q->live)
	detach_inner (q);
      for (size_t r = 0; r < q->nroots; r++)
	if (q->roots[r].dev
	    && !omp_target_is_present ((void *) q->roots[r].start, q->device))
	  q->roots[r].dev = NULL;
      write_slots (q, 0, 1, 0);
      if (!q->live)
	free_pool (q);
    }
}

/* The NP P's whose pools and indices are PP and PIDX, with map kinds
   KINDS and entries RANGES at this exit, lose a reference (release_one);
   UNMAP (ARG) has libgomp unmap the roots (finish_release).  The pools
   of the P's, and only they, have their involved flag set.  Called with
   the lock held.  */

static void
release_refs (size_t np, struct pool **pp, const size_t *pidx,
	      const struct pointee *ranges, const unsigned char *kinds,
	      void (*unmap) (void *), void *arg)
{
  size_t nkept;
  struct kept *kept = keep_pointers (&nkept);
  for (struct pool *q = pools; q; q = q->next)
    if (q->involved)
      {
	memset (q->mark, 0, q->np);
	struct window w = { NULL, 0, 0 };
	for (size_t j = 0; j < np; j++)
	  if (pp[j] == q && q->rc[pidx[j]])
	    release_one (q, pidx[j], ranges[j].start, ranges[j].size,
			 kinds[j], &w, 0);
      }
  finish_release (kept, nkept, unmap, arg);
}

static int
pool_enter (struct gompx_vector *v)
{
  return pool_map (v->addrs, v->sizes, v->kinds, v->n, v->resolved, NULL);
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

static void
unmap_region (void *arg)
{
  (void) arg;
  GOMP_target_end_data ();
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
  size_t r = leading_entries (addrs, sizes, kinds, n, GOMP_MAP_DETACH);
  if (!r)
    return 0;
  size_t m = (n - r) / 2;
  struct pool *q;
  for (q = pools; q; q = q->next)
    if (q->device == device && q->np == m
	&& q->p[0].start == (uintptr_t) addrs[r] && q->p[0].size == sizes[r])
      break;
  if (!q)
    return 0;
  for (size_t j = 0, e = r; j < m; j++, e += 2)
    if ((kinds[e + 1] & 0xff) != GOMP_MAP_DETACH || !data_kind (kinds[e] & 0xff)
	|| (uintptr_t) addrs[e] != q->p[j].start || sizes[e] != q->p[j].size
	|| !q->rc[j])
      return 0;

  pl->nf = 0;
  for (size_t i = 0; i < r; i++)
    forward (pl, addrs[i], sizes[i], kinds[i]);
  for (struct pool *c = pools; c; c = c->next)
    c->involved = c == q;
  size_t nkept;
  struct kept *kept = keep_pointers (&nkept);
  memset (q->mark, 0, q->np);
  struct window w = { NULL, 0, 0 };
  for (size_t j = 0, e = r; j < m; j++, e += 2)
    release_one (q, j, q->p[j].start, q->p[j].size, kinds[e] & 0xff, &w,
		 q->in_order);
  struct exit_args a = { pl, device };
  finish_release (kept, nkept, unmap_exit, &a);
  return 1;
}

/* The engine's exit_held (engine.h): the vector of an exit in a live
   pool's order.  */

static int
pool_exit_held (struct gompx_vector *v)
{
  if (!pools_live ())
    return 0;
  pthread_mutex_lock (&lock);
  int done = exit_in_order (get_plan (), v->addrs, v->sizes, v->kinds, v->n,
			    v->resolved);
  pthread_mutex_unlock (&lock);
  return done;
}

static int
pool_exit (struct gompx_vector *v)
{
  void **addrs = v->addrs;
  size_t *sizes = v->sizes;
  unsigned short *kinds = v->kinds;
  size_t n = v->n;
  int device = v->resolved;
  struct plan *pl = get_plan ();
  if (!pools_live ())
    return 0;
  if (!analyse (pl, addrs, sizes, kinds, n, 1))
    {
      refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  pthread_mutex_lock (&lock);
  size_t found = resolve (pl, device);
  if (found == 0)
    {
      pthread_mutex_unlock (&lock);
      refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  if (found < pl->np)
    {
      /* In part pooled for another mapping: libgomp unmaps it all.  */
      evict_involved ();
      pthread_mutex_unlock (&lock);
      refuse_pooled (addrs, sizes, kinds, n, device);
      return 0;
    }
  struct exit_args a = { pl, device };
  release_refs (pl->np, pl->pp, pl->pidx, pl->p, pl->pkind, unmap_exit, &a);
  pthread_mutex_unlock (&lock);
  return 1;
}

/* The engine's region_begin: a frame of the P's the region holds.  */

static int
pool_region_begin (struct gompx_vector *v, void **frame)
{
  struct frame *fr = xmalloc (sizeof *fr);
  fr->np = 0;
  if (!pool_map (v->addrs, v->sizes, v->kinds, v->n, v->resolved, fr))
    {
      free (fr);
      return 0;
    }
  *frame = fr;
  return 1;
}

static void
pool_region_end (void *frame)
{
  struct frame fr = *(struct frame *) frame;
  free (frame);
  pthread_mutex_lock (&lock);
  /* A pool the region held may have gone (exit data with delete inside
     the region), and another taken its place; or it was handed to
     libgomp (evict), which then unmaps what the region holds, with
     the exact way's detachments.  */
  struct pool *last = NULL;
  unsigned long last_gen = 0;
  int last_live = 0, last_evicted = 0;
  struct plan *pl = get_plan ();
  pl->nf = 0;
  for (size_t j = 0; j < fr.np; j++)
    {
      if (fr.pp[j] != last || fr.gen[j] != last_gen)
	{
	  last = fr.pp[j];
	  last_gen = fr.gen[j];
	  last_live = 0;
	  for (struct pool *q = pools; q && !last_live; q = q->next)
	    last_live = q == last && q->gen == last_gen;
	  last_evicted = !last_live && was_evicted (last_gen);
	}
      if (!last_live)
	fr.pp[j] = NULL;
      if (last_evicted)
	{
	  unsigned k = fr.pkind[j];
	  forward (pl, (void *) fr.range[j].start, fr.range[j].size,
		   (always_from (k) ? GOMP_MAP_ALWAYS_FROM
		    : copies_from (k) ? GOMP_MAP_FROM : GOMP_MAP_RELEASE));
	  if (fr.slot[j])
	    forward (pl, (void *) fr.slot[j], 0, GOMP_MAP_DETACH);
	}
    }
  if (pl->nf)
    gompx_target_enter_exit_data (fr.device, pl->nf, pl->faddrs, pl->fsizes,
				  pl->fkinds, GOMP_TARGET_FLAG_EXIT_DATA);
  mark_involved (fr.pp, fr.np);
  release_refs (fr.np, fr.pp, fr.pidx, fr.range, fr.pkind, unmap_region,
		NULL);
  pthread_mutex_unlock (&lock);
  free (fr.pp);
  free (fr.gen);
  free (fr.pidx);
  free (fr.range);
  free (fr.pkind);
  free (fr.slot);
}

/* target update: entries in a pool's P's are copied here, the rest by
   libgomp.  Pointers inside pooled P's keep their values on both sides,
   as libgomp's update leaves attached pointers alone.  */

#define MARK_TO 1
#define MARK_FROM 2

/* The live P of a pool of DEVICE holding [A, A+SIZE), its pool in *QP;
   -1 if none holds A.  CUR, Q: where the last entry was found.  */

static ptrdiff_t
update_lookup (uintptr_t a, size_t size, int device, struct pool **qp,
	       ptrdiff_t cur)
{
  struct pool *q = *qp;
  if (q && cur < (ptrdiff_t) q->np && q->rc[cur]
      && holds (q->p[cur].start, q->p[cur].size, a, size))
    return cur;
  for (struct pool *c = pools; c; c = c->next)
    {
      ptrdiff_t j;
      if (c->device != device || (j = pool_lookup (c, a, 1)) < 0)
	continue;
      if (size > c->p[j].start + c->p[j].size - a)
	gompx_fatal ("pooled map vector: target update of %zu bytes at %p "
		     "when only %zu bytes at %p are mapped",
		     size, (void *) a, c->p[j].size, (void *) c->p[j].start);
      *qp = c;
      return j;
    }
  return -1;
}

static int
update_motions (void **addrs, size_t *sizes, unsigned short *kinds,
		size_t n, int device)
{
  if (!pools_live ())
    return 0;
  struct plan *pl = get_plan ();
  pl->nf = 0;
  pthread_mutex_lock (&lock);
  for (struct pool *c = pools; c; c = c->next)
    memset (c->mark, 0, c->np);

  /* Which P's each direction touches, each entry's pool and P kept in
     PP and PIDX; the rest goes to libgomp.  */
  while (pl->pcap < n)
    grow_pointees (pl);
  struct pool *q = NULL;
  ptrdiff_t cur = 0;
  int any = 0;
  for (size_t i = 0; i < n; i++)
    {
      uintptr_t a = (uintptr_t) addrs[i];
      unsigned k = kinds[i] & 0xff;
      ptrdiff_t j = -1;
      if (sane_range (a, sizes[i]) && (k == GOMP_MAP_TO || k == GOMP_MAP_FROM))
	j = update_lookup (a, sizes[i], device, &q, cur);
      pl->pp[i] = j < 0 ? NULL : q;
      pl->pidx[i] = j;
      if (j < 0)
	{
	  forward (pl, addrs[i], sizes[i], kinds[i]);
	  continue;
	}
      q->mark[j] |= k == GOMP_MAP_TO ? MARK_TO : MARK_FROM;
      cur = j + 1;
      any = 1;
    }

  /* Per pool: its data; the pointer words inside the P's, kept on both
     sides (the device's in the data going to the device, the host's in
     the P's coming back), as libgomp's update leaves attached pointers
     alone; the copies.  */
  struct kept { uintptr_t at, value; };
  for (struct pool *c = pools; any && c; c = c->next)
    {
      size_t j;
      for (j = 0; j < c->np && !c->mark[j]; j++)
	;
      if (j == c->np)
	continue;
      char *stage = download (c);
      struct kept *kept = (struct kept *) staging (2, c->nslots
						      * sizeof *kept);
      size_t nkept = 0;
      for (size_t t = 0; t < c->nslots; t++)
	{
	  const struct slot *sl = &c->slots[t];
	  if (sl->root >= 0 || !c->mark[-sl->root - 1])
	    continue;
	  uintptr_t at = (uintptr_t) inner_at (c, stage, sl);
	  /* The stage word for a P going to the device, the host word for
	     one coming back (a P going both ways keeps both).  */
	  if (c->mark[-sl->root - 1] & MARK_TO)
	    {
	      kept[nkept].at = at;
	      memcpy (&kept[nkept++].value, (void *) at, sizeof (uintptr_t));
	    }
	  if (c->mark[-sl->root - 1] & MARK_FROM)
	    {
	      kept[nkept].at = sl->addr;
	      memcpy (&kept[nkept++].value, (void *) sl->addr,
		      sizeof (uintptr_t));
	    }
	}
      int to = 0;
      for (size_t i = 0; i < n; i++)
	{
	  if (pl->pp[i] != c)
	    continue;
	  uintptr_t a = (uintptr_t) addrs[i];
	  size_t jj = pl->pidx[i];
	  char *in = image_at (c, stage, jj, a);
	  if ((kinds[i] & 0xff) == GOMP_MAP_TO)
	    {
	      memcpy (in, (void *) a, sizes[i]);
	      to = 1;
	    }
	  else
	    memcpy ((void *) a, in, sizes[i]);
	}
      for (size_t t = 0; t < nkept; t++)
	memcpy ((void *) kept[t].at, &kept[t].value, sizeof (uintptr_t));
      if (to)
	to_device (c->dev, stage, c->bytes, device);
    }
  pthread_mutex_unlock (&lock);
  if (!any)
    return 0;
  if (pl->nf)
    gompx_update (device, pl->nf, pl->faddrs, pl->fsizes, pl->fkinds, 0);
  return 1;
}

/* A list item that goes to libgomp as it is (a clause written by hand,
   or expanded from a mapper at compile time), shown by the plugin before
   its construct: SIZE bytes at ADDR, NAME at WHERE, on DEVICE as
   GOMPX_present takes it.  libgomp finds the runs of pooled data it
   was told of: its lookups, and its target update of them, are right.
   A target update (HOW: GOMPX_GUARD_TO or _FROM) of P's libgomp does
   not know is carried out here, and libgomp's then finds nothing to do
   (one with nowait is done at once, which its deferral allows).  For
   anything else that reaches pooled data (a map clause, which would
   count references libgomp does not keep; a pointer into P's libgomp
   does not know; an update with depend, which cannot be done ahead of
   its dependences) the pool is handed to libgomp (evict), which then
   carries out the construct as the exact way would.  */

static void
pool_guard (int device, const void *addr, size_t size, int how)
{
  if (!pools_live () || !sane_range ((uintptr_t) addr, size))
    return;
  pthread_mutex_lock (&lock);
  struct pool *hit;
  uintptr_t a = (uintptr_t) addr;
  ptrdiff_t j = pooled_overlap (device, a, size, &hit);
  /* Inside one run libgomp knows of: libgomp's own update and lookups
     are right.  Else in a run's gaps, which libgomp takes for mapped:
     motions there move bytes no one reads, and a pointer (one past a
     block, say) gets the device address that lies as far from its
     neighbours as on the host.  */
  int known = 0;
  if (j < 0)
    hit = assoc_overlap (device, a, size);
  else
    {
      ptrdiff_t r = run_overlap (hit, a, size);
      known = (r >= 0 && holds (hit->runs[r].lo,
				hit->runs[r].hi - hit->runs[r].lo, a, size));
    }
  pthread_mutex_unlock (&lock);
  if (!hit || ((known || j < 0) && how != GOMPX_GUARD_MAP))
    return;
  if (j >= 0 && !known
      && (how == GOMPX_GUARD_TO || how == GOMPX_GUARD_FROM))
    {
      void *a = (void *) addr;
      size_t s = size;
      unsigned short k = how == GOMPX_GUARD_TO ? GOMP_MAP_TO : GOMP_MAP_FROM;
      if (update_motions (&a, &s, &k, 1, device))
	return;
    }
  pthread_mutex_lock (&lock);
  evict_overlapping (device, a, size);
  pthread_mutex_unlock (&lock);
}

static int
pool_update (struct gompx_vector *v)
{
  return update_motions (v->addrs, v->sizes, v->kinds, v->n, v->resolved);
}

static int
pool_active (void)
{
  return pool_mode () || pools_live ();
}

gompx_hidden const struct gompx_engine gompx_pool_engine =
{
  "pool", pool_active, pools_live, pool_enter, pool_exit_held,
  pool_exit, pool_update, pool_region_begin, pool_region_end, pool_holds,
  pool_guard
};
