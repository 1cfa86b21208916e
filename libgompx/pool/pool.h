/* pool.h -- the fast engine (pool mode): its data and invariants.
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

   The P's are libgompx's alone: every call into libgomp in the process
   passes libgompx's guard (interpose.c), which carries out target
   updates of them itself, and tells libgomp of a P that a target
   region's pointer is looked up in (struct pool: TOLD); libgomp never
   counts their references.  A construct the pool cannot carry out -- a
   hand-written clause mapping pooled data (GOMPX_pool_guard), a vector
   reaching data in part pooled for another mapping -- first has the
   pool handed to libgomp (evict): each live P becomes a libgomp
   mapping with the pool's device data, reference count and attached
   pointers, as the exact way would have made it, and the construct then
   goes to libgomp.  The manual (Pool mode) says so.  Any vector of
   another shape, roots mapped some other way, a P that libgomp already
   has, or the host fallback device goes the exact way (engine/exact.c).

   The files, each using only those before it: pool.c (state, memory,
   device copies), pool-plan.c (a vector taken apart), pool-layout.c (a
   new pool laid out, runs, commit), pool-lookup.c (finding P's),
   pool-evict.c (a pool handed to libgomp), pool-update.c (target update
   of pooled data, the guard), pool-check.c (the invariants below,
   checked), pool-release.c (exits), pool-region.c (data regions),
   pool-map.c (a map construct's vector into pools), pool-engine.c (the
   engine's operations, declared in pool-engine.h, the folder's
   interface).  */

#ifndef LIBGOMPX_POOL_H
#define LIBGOMPX_POOL_H 1

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "base/engines.h"
#include "pool/pool-engine.h"

/* What pool mode's allocations are for, in the message of a failure
   (gompx_xmalloc).  */
#define POOL_WHAT "for a pooled map vector"

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

/* A P: its SIZE bytes at START (at most MAX_P_SIZE: larger blocks go
   the exact way), and its reference count RC (in a pool; 0: gone).  */
struct pointee
{
  uintptr_t start;
  uint32_t size;
  uint32_t rc;
  size_t off;			/* Offset in the pool; in a plan, the log2
				   of the block's alignment (ALIGN_LOG),
				   and HOLDS_POINTER if a pointer written
				   with a device value lies inside.  */
};

#define MAX_P_SIZE UINT32_MAX

#define ALIGN_LOG 0xff
#define HOLDS_POINTER 0x100

/* P's next to each other in address order (at most RUN_GAP bytes
   apart, which between heap blocks is malloc's own bookkeeping) make a
   run, which tells cheaply that P's are disjoint and in address order.
   On the device the P's lie packed, one after another in the order the
   pool placed them, each at an offset as aligned as its address: the
   gaps between heap blocks are not copied.  libgomp is told of no run;
   a P that a pointer of a target region (a zero-length array section,
   use_device_ptr) is looked up in is told of alone when first looked
   up (TOLD, omp_target_associate_ptr), unless a pointer with a device
   value lies inside it (libgomp's update or map would overwrite it with
   the host's value).  */

#define RUN_GAP 32

struct run
{
  uintptr_t lo, hi;
};

/* A pointer written with its device value: at ADDR, in root ROOT (or in
   P number -ROOT - 1), pointing into P number TARGET.  */
struct slot
{
  uintptr_t addr;
  int32_t root;
  uint32_t target;
};

/* A pool keeps its pointers as runs: COUNT (at least 1) of them, at
   ADDR, ADDR + STRIDE, ..., all in ROOT, pointing into P's TARGET,
   TARGET + 1, ...  (STRIDE is 0 in a run of one.)  The pointers of a
   section's elements, one to each P, make one run, so that a pool's
   pointers cost next to nothing beside its P's; two pointer members an
   element make runs of two at worst (12 bytes a pointer).  */
struct slot_run
{
  uintptr_t addr;
  uint32_t stride, count;
  int32_t root;
  uint32_t target;
};

/* A walk over a pool's pointers, in their order: the pointer at hand
   in S.  */
struct slot_iter
{
  const struct slot_run *r, *end;
  uint32_t k;
  struct slot s;
};

/* Step IT to its next pointer (IT->S); 0 at the end.  */

static inline int
next_slot (struct slot_iter *it)
{
  if (it->r == it->end)
    return 0;
  it->s = (struct slot) { it->r->addr + (uintptr_t) it->k * it->r->stride,
			  it->r->root, it->r->target + it->k };
  if (++it->k == it->r->count)
    {
      it->r++;
      it->k = 0;
    }
  return 1;
}

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
  /* How many P's have a reference count that is not 0, and marks for
     the call at hand.  */
  size_t live;
  unsigned char *mark;
  int involved;			/* Holds a P of the call at hand.  */
  /* The pointers written with device values (NSLOTS of them), as
     NSRUNS runs (room for SRUNS_CAP), in the order the vector had them:
     those in roots go back to host values at the end.  */
  size_t nslots, nsruns, sruns_cap;
  struct slot_run *sruns;
  /* Indices of P sorted by address, built when a lookup needs it, unless
     BY_ADDRESS: the P's lie in address order already.  */
  size_t *sorted;
  int by_address;
  /* The runs, in address order.  */
  size_t nruns, runs_cap;
  struct run *runs;
  /* Null, or for each P whether libgomp was told of it (1), or must
     never be (2: a pointer with a device value lies inside); NTOLD P's
     are told of.  */
  unsigned char *told;
  size_t ntold;
  /* Each P lies after the one before it in the pool.  */
  int in_order;
  /* How many data regions (frames) hold P's of it.  */
  unsigned holders;
};

/* A walk over Q's pointers.  */

static inline struct slot_iter
pool_slots (const struct pool *q)
{
  return (struct slot_iter) { q->sruns, q->sruns + q->nsruns, 0,
			      { 0, 0, 0 } };
}

/* Whether a pointer with a device value lies inside a P of Q.  */

static inline int
inner_slots_p (const struct pool *q)
{
  for (size_t r = 0; r < q->nsruns; r++)
    if (q->sruns[r].root < 0)
      return 1;
  return 0;
}

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
   the P's it holds a reference to.  Either every P of one pool, in the
   pool's order, each once (WHOLE: the pool; WHOLE_KINDS: each P's map
   kind, or null when all have WHOLE_KIND), or NP P's, each with its
   pool, index, range, kind and the pointer attached to it.  */
struct frame
{
  struct pool *whole;
  unsigned long whole_gen;
  unsigned short whole_kind;
  unsigned short *whole_kinds;
  size_t np;
  struct pool **pp;
  unsigned long *gen;		/* Each pool's generation.  */
  size_t *pidx;
  struct pointee *range;	/* The region's entry for each.  */
  unsigned char *pkind;
  uintptr_t *slot;		/* The pointer it attached to each, or 0.  */
  int device;
  /* The pools it holds P's of, each once, with their generations.  */
  size_t nheld;
  struct pool **held;
  unsigned long *held_gen;
  /* What libgomp mapped for it (the roots), as its end unmaps them: one
     allocation, from RADDRS.  */
  size_t nroots;
  void **raddrs;
  size_t *rsizes;
  unsigned short *rkinds;
};

/* Invariants, under the lock, between operations (gompx_pool_check,
   pool-check.c, checks each of them; GOMPX_POOL_CHECK=1 in the
   environment has it run after every operation, as make check does):

   L1. The live pools are the list gompx_pools, each once, newest first:
       their generations (GEN) are distinct, decreasing along the list,
       and at most gompx_pool_generation.  The spare pool is not in it.
   L2. Live P's of two pools of one device are disjoint (a vector that
       reaches another pool's data hands that pool to libgomp before a
       new one is made: check_unpooled).
   L3. A pool handed to libgomp (evicted) is remembered, by generation,
       only while data regions that held P's of it are open, with their
       number (at least one): the list is never longer than the regions
       open.  A live pool's HOLDERS is the number of open regions that
       hold P's of it.

   For each pool Q:
   P1. 1 <= NROOTS <= MAX_ROOTS; the roots are sane ranges (sane_range),
       pairwise disjoint, and disjoint from every P.  A root's DEV is
       its device copy's address, or null.
   P2. NP >= 1; every P is a sane range; the P's are pairwise disjoint
       on the host (dead ones too: no P moves).
   P3. P[J].RC is P J's reference count, 0 once it is gone; LIVE is the
       number of P's with P[J].RC != 0, and LIVE >= 1 (the pool is freed
       with its last P).
   P4. BLOCK is a device block of BLOCK_BYTES on DEVICE, and the pool's
       data lies in it: BLOCK <= DEV and DEV + BYTES <= BLOCK +
       BLOCK_BYTES.
   P5. The runs (NRUNS >= 1, at most RUNS_CAP) are in address order and
       disjoint: RUNS[R].LO < RUNS[R].HI <= RUNS[R + 1].LO; each P lies
       in exactly one run.  The P's lie in the pool in the order they
       were placed (their own if IN_ORDER, else address order), each
       after the one before: so their device copies are disjoint.
   P6. A P libgomp was told of (TOLD[J] == 1, NTOLD of them) is live,
       has no pointer written with its device value inside (a slot whose
       ROOT < 0; TOLD[J] == 2 for those), and libgomp finds it mapped
       (omp_target_is_present of its first byte).
   P7. The runs' counts (each at least 1) add up to NSLOTS, and NSRUNS
       <= SRUNS_CAP; a run of more than one has a STRIDE.  Every slot
       points into a P: TARGET < NP; a slot in a root (ROOT >= 0) lies in
       ROOTS[ROOT], one in a P (ROOT < 0) in P -ROOT - 1, a pointer's
       size inside it.
   P8. SORTED is null or the indices of the P's in address order.
   P9. IN_ORDER: the P's lie in the pool in their order, P[J].OFF +
       P[J].SIZE <= P[J + 1].OFF.
   P10. BY_ADDRESS: the P's lie on the host in their order, so lookups
       need no SORTED.
   MARK and INVOLVED are scratch for the operation at hand.

   Frames (data regions, per thread) hold P's by pool and generation:
   their pool may have gone meanwhile, freed (then none is live with
   that generation) or handed to libgomp (then its generation is in the
   list of pools evicted while held, pool-evict.c).  */

/* The live pools, newest first, and everything in them: under the
   pool's lock, which pool-engine.c takes around each of the engine's
   operations and nowhere else, so that every other function of the
   pool runs with it held.  gompx_pools is read without it by
   gompx_pools_live (an atomic load).  */
extern struct pool *gompx_pools gompx_hidden;
/* The generation of the last pool made.  */
extern unsigned long gompx_pool_generation gompx_hidden;

/* Data moved a window of this many bytes at a time (copies back of P's
   met in the pool's order, the pointers of a root), which stays in the
   caches between the copies.  */
#define WINDOW_BYTES (256 * 1024)

/* A new pool's data goes to the device this many bytes at a time,
   staged (the staging buffer is kept no larger after a pool that went
   whole).  */
#define STAGE_BYTES (2 * 1024 * 1024)

#define GROW(ptr, n, cap)						\
  do									\
    if ((n) == (cap))							\
      {									\
	(cap) = (cap) ? 2 * (cap) : 256;				\
	(ptr) = gompx_xrealloc ((ptr), (cap) * sizeof *(ptr), POOL_WHAT); \
      }									\
  while (0)

/* Copy N bytes from S to D (apart), as memcpy does, without a call for
   N from 8 to 64: the blocks of a section's elements are mostly that
   small, and a pool copies them one by one.  */

/* Unaligned 8- and 16-byte words that may alias anything: copy_block
   moves them through registers (byte arrays would go through the
   stack).  */
typedef uint64_t copy_word8 __attribute__ ((aligned (1), may_alias));
typedef long long copy_word16
  __attribute__ ((vector_size (16), aligned (1), may_alias));

static inline void
copy_block (void *d, const void *s, size_t n)
{
  char *dc = (char *) d;
  const char *sc = (const char *) s;
  if (n < 8 || n > 64)
    memcpy (d, s, n);
  else if (n <= 16)
    {
      copy_word8 a = *(const copy_word8 *) sc;
      copy_word8 b = *(const copy_word8 *) (sc + n - 8);
      *(copy_word8 *) dc = a;
      *(copy_word8 *) (dc + n - 8) = b;
    }
  else if (n <= 32)
    {
      copy_word16 a = *(const copy_word16 *) sc;
      copy_word16 b = *(const copy_word16 *) (sc + n - 16);
      *(copy_word16 *) dc = a;
      *(copy_word16 *) (dc + n - 16) = b;
    }
  else
    {
      copy_word16 a = *(const copy_word16 *) sc;
      copy_word16 b = *(const copy_word16 *) (sc + 16);
      copy_word16 c = *(const copy_word16 *) (sc + n - 32);
      copy_word16 e = *(const copy_word16 *) (sc + n - 16);
      *(copy_word16 *) dc = a;
      *(copy_word16 *) (dc + 16) = b;
      *(copy_word16 *) (dc + n - 32) = c;
      *(copy_word16 *) (dc + n - 16) = e;
    }
}

/* Give Q its pointers, in their order, through a run being made, CUR
   (a local of the caller's, so that it stays in registers; COUNT 0:
   none yet): add pointer S to CUR if it continues it, else put CUR in
   Q and start another with S; at the end, put CUR in Q.  */

static inline void
end_slot_run (struct pool *q, struct slot_run *cur)
{
  if (!cur->count)
    return;
  GROW (q->sruns, q->nsruns, q->sruns_cap);
  q->sruns[q->nsruns++] = *cur;
  q->nslots += cur->count;
  cur->count = 0;
}

static inline void
add_pool_slot (struct pool *q, struct slot_run *cur, struct slot s)
{
  if (cur->count && cur->root == s.root
      && s.target == cur->target + cur->count && cur->count < UINT32_MAX)
    {
      if (cur->count == 1 && s.addr > cur->addr
	  && s.addr - cur->addr <= UINT32_MAX)
	{
	  cur->stride = s.addr - cur->addr;
	  cur->count = 2;
	  return;
	}
      if (cur->count > 1
	  && s.addr == cur->addr + (uintptr_t) cur->count * cur->stride)
	{
	  cur->count++;
	  return;
	}
    }
  end_slot_run (q, cur);
  *cur = (struct slot_run) { s.addr, 0, 1, s.root, s.target };
}

static inline int
copies_to (unsigned k)
{
  return k == GOMP_MAP_TO || k == GOMP_MAP_TOFROM || k == GOMP_MAP_ALWAYS_TO
	 || k == GOMP_MAP_ALWAYS_TOFROM;
}

static inline int
copies_from (unsigned k)
{
  return k == GOMP_MAP_FROM || k == GOMP_MAP_TOFROM
	 || k == GOMP_MAP_ALWAYS_FROM || k == GOMP_MAP_ALWAYS_TOFROM;
}

static inline int
always_from (unsigned k)
{
  return k == GOMP_MAP_ALWAYS_FROM || k == GOMP_MAP_ALWAYS_TOFROM;
}

/* What a data region's end or an exit does with what an entry of map
   kind K mapped: copy it back as K says, or release it.  */

static inline unsigned short
exit_kind (unsigned k)
{
  return (always_from (k) ? GOMP_MAP_ALWAYS_FROM
	  : copies_from (k) ? GOMP_MAP_FROM : GOMP_MAP_RELEASE);
}

static inline int
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

/* Whether the SIZE bytes at A can be a P: a sane range of at most
   MAX_P_SIZE bytes (a larger block costs little beside itself mapped by
   libgomp).  */

static inline int
poolable_range (uintptr_t a, size_t size)
{
  return sane_range (a, size) && size <= MAX_P_SIZE;
}

/* Whether [A, A+SIZE) lies inside [START, START+BSIZE).  */

static inline int
holds (uintptr_t start, size_t bsize, uintptr_t a, size_t size)
{
  return inside (a, start, bsize) && size <= start + bsize - a;
}

/* The one of the NROOTS roots at ROOTS that holds the SIZE bytes at A,
   root HINT tried first (pointers one after another mostly lie in the
   same root); -1 if none.  */

static inline ptrdiff_t
gompx_pool_root_holding (const struct root *roots, size_t nroots,
			 size_t hint, uintptr_t a, size_t size)
{
  if (hint < nroots && holds (roots[hint].start, roots[hint].size, a, size))
    return hint;
  for (size_t r = 0; r < nroots; r++)
    if (holds (roots[r].start, roots[r].size, a, size))
      return r;
  return -1;
}

static inline int
always_to_p (unsigned k)
{
  return k == GOMP_MAP_ALWAYS_TO || k == GOMP_MAP_ALWAYS_TOFROM;
}

/* State, memory, device copies (pool.c).  */
extern void gompx_pool_detach_inner (struct pool *q) gompx_hidden;
extern void gompx_pool_detach_roots (struct pool *q) gompx_hidden;
extern void gompx_pool_reattach (struct pool *q, uintptr_t a,
				 size_t size) gompx_hidden;
extern void gompx_pool_reattach_device (int device, uintptr_t a,
					size_t size) gompx_hidden;
/* A range of gompx_pool_move: its host address A, SIZE, the P J it
   lies in, and (set by gompx_pool_move) its offset in the pool.  */
struct piece
{
  uintptr_t a;
  size_t size, j, off;
};
extern void gompx_pool_move (struct pool *q, size_t n, struct piece *pc,
			     int to) gompx_hidden;
extern void *gompx_pool_device_block (size_t bytes, int device) gompx_hidden;
extern char *gompx_pool_download (struct pool *q) gompx_hidden;
extern void gompx_pool_forget_told (struct pool *q, int marked) gompx_hidden;
extern int gompx_pool_tell (struct pool *q, size_t j) gompx_hidden;
extern void gompx_pool_forward (struct plan *pl, void *addr, size_t size,
				unsigned short kind) gompx_hidden;
extern void gompx_pool_free_pool (struct pool *q) gompx_hidden;
extern void gompx_pool_from_device (void *host, const void *dev, size_t size,
				    int device) gompx_hidden;
extern struct plan *gompx_pool_get_plan (void) gompx_hidden;
extern void gompx_pool_map_roots (struct plan *pl,
				  int device) gompx_hidden;
extern void gompx_pool_mark_involved (struct pool *const *pp,
				      size_t np) gompx_hidden;
extern struct pool *gompx_pool_new_pool (size_t np) gompx_hidden;
extern void gompx_pool_patch_inner (struct pool *q,
				    char *stage) gompx_hidden;
extern void gompx_pool_retire (struct pool *q) gompx_hidden;
extern char *gompx_pool_staging (int which, size_t size) gompx_hidden;
extern void gompx_pool_trim_staging (void) gompx_hidden;
extern void gompx_pool_to_device (void *dev, const void *host, size_t size,
				  int device) gompx_hidden;
extern void gompx_pool_write_slots (struct pool *q) gompx_hidden;

static inline void *
gompx_pool_xmalloc (size_t size)
{
  return gompx_xmalloc (size, POOL_WHAT);
}

extern int gompx_pools_live (void) gompx_hidden;
/* Whether pool mode is on (GOMPX_MAP_POOL, GOMPX_map_pool) and can be:
   libgompx comes before libgomp.  */
extern int gompx_pool_mode (void) gompx_hidden;
extern int gompx_pool_set_mode (int on) gompx_hidden;
extern void gompx_pool_release_spare_block (void) gompx_hidden;

/* A vector taken apart (pool-plan.c).  */
extern int gompx_pool_analyse (struct plan *pl, void **addrs, size_t *sizes,
			       unsigned short *kinds, size_t n,
			       int exit) gompx_hidden;
extern void gompx_pool_grow_pointees (struct plan *pl) gompx_hidden;
extern size_t gompx_pool_leading_entries (void **addrs, size_t *sizes,
					  unsigned short *kinds, size_t n,
					  unsigned pair) gompx_hidden;

/* A new pool laid out and made (pool-layout.c).  */
extern struct pool *gompx_pool_create (struct plan *pl, int device,
				       int region) gompx_hidden;
extern int gompx_pool_enter_in_order (struct plan *pl, void **addrs,
				      size_t *sizes, unsigned short *kinds,
				      size_t n, int device) gompx_hidden;
extern void gompx_pool_sort_by_start (const struct pointee *p, size_t n,
				      size_t *order) gompx_hidden;

/* Finding P's (pool-lookup.c).  */
/* The index of the live P of Q that contains [A, A+SIZE), or -1.  */
extern ptrdiff_t gompx_pool_lookup (struct pool *q, uintptr_t a,
				    size_t size) gompx_hidden;
extern int gompx_pool_holds (const void *addr, size_t size,
			     int device) gompx_hidden;
extern void *gompx_pool_device_address (const void *addr, int device,
					unsigned *refs) gompx_hidden;
extern ptrdiff_t gompx_pool_pooled_overlap (int device, uintptr_t a,
					    size_t size,
					    struct pool **qp) gompx_hidden;
extern size_t gompx_pool_resolve (struct plan *pl, int device) gompx_hidden;
extern struct pool *gompx_pool_in_order (void **addrs, size_t *sizes,
					 unsigned short *kinds, size_t n,
					 int device, unsigned pair,
					 size_t *leading,
					 int *uniform) gompx_hidden;

/* Pools handed to libgomp (pool-evict.c).  */
/* Hand to libgomp each pool on DEVICE with a live P that [A, A+SIZE)
   overlaps.  Called with the lock held.  */
extern void gompx_pool_evict_overlapping (int device, uintptr_t a,
					  size_t size) gompx_hidden;
/* A pointer libgomp is about to look up at A on DEVICE (ONE_PAST: or at
   the byte before, as use_device_ptr does): if a live P holds it, have
   libgomp told of the P, or, if it cannot be, hand its pool to libgomp.
   Called with the lock held.  */
extern void gompx_pool_look_up_pointer (int device, uintptr_t a,
					int one_past) gompx_hidden;
extern void gompx_pool_check_unpooled (const struct plan *pl,
				       int device) gompx_hidden;
extern void gompx_pool_evict (struct pool *q) gompx_hidden;
extern void gompx_pool_evict_involved (void) gompx_hidden;
extern void gompx_pool_refuse_pooled (void **addrs, size_t *sizes,
				      unsigned short *kinds, size_t n,
				      int device) gompx_hidden;
extern int gompx_pool_was_evicted (unsigned long gen) gompx_hidden;
extern void gompx_pool_unhold (struct pool *q, unsigned long gen)
  gompx_hidden;
extern int gompx_pool_evicted_live (unsigned long gen, size_t j)
  gompx_hidden;
extern int gompx_pool_forward_evicted (struct plan *pl, unsigned long gen,
				       const unsigned short *kinds,
				       size_t stride) gompx_hidden;
extern int gompx_pool_check_evicted (char *why, size_t why_size)
  gompx_hidden;

/* Target update of pooled data; the guard (pool-update.c).  */
extern int gompx_pool_update (struct gompx_vector *v) gompx_hidden;
/* target update of the N motions ADDRS/SIZES/KINDS on DEVICE: those in
   pooled P's here, the rest by libgomp, after which the pools' device
   values of the pointers they attached inside what libgomp copied to
   the device go back.  With FORWARD_ALL false, nothing is done when no
   motion is in a P (returns 0).  Returns 1 when done.  */
extern int gompx_pool_update_motions (void **addrs, size_t *sizes,
				      unsigned short *kinds, size_t n,
				      int device, int forward_all) gompx_hidden;
extern void gompx_pool_guard (int device, const void *addr, size_t size,
			      int how) gompx_hidden;
/* The invariants (pool-check.c).  */
extern int gompx_pool_check_one (const struct pool *q, char *why,
				 size_t why_size) gompx_hidden;
extern void gompx_pool_check (void) gompx_hidden;
extern int gompx_pool_checking (void) gompx_hidden;

/* Exits (pool-release.c).  */
extern int gompx_pool_exit (struct gompx_vector *v) gompx_hidden;
extern int gompx_pool_exit_held (struct gompx_vector *v) gompx_hidden;
extern void gompx_pool_release_whole (struct pool *q,
				      const unsigned short *kinds,
				      size_t stride, int uniform,
				      size_t *spare,
				      void (*unmap) (void *),
				      void *arg) gompx_hidden;
extern void gompx_pool_release_refs (size_t np, struct pool **pp,
				     const size_t *pidx,
				     const struct pointee *ranges,
				     const unsigned char *kinds,
				     void (*unmap) (void *),
				     void *arg) gompx_hidden;

/* Data regions (pool-region.c).  */
extern void gompx_pool_hold (struct frame *fr, const struct plan *pl,
			     int device) gompx_hidden;
extern void gompx_pool_hold_whole (struct frame *fr, struct pool *q,
				   const unsigned short *kinds,
				   size_t stride, const struct plan *pl,
				   int device) gompx_hidden;
extern void gompx_pool_region_end (void *frame) gompx_hidden;

/* A map construct's vector into pools (pool-map.c).  */
extern int gompx_pool_map (void **addrs, size_t *sizes, unsigned short *kinds,
			   size_t n, int device,
			   struct frame *fr) gompx_hidden;
/* The usual shapes of vector without taking it apart (pool-map.c says
   which); 0, having done nothing, for any other.  */
extern int gompx_pool_map_in_order (struct plan *pl, void **addrs,
				    size_t *sizes, unsigned short *kinds,
				    size_t n, int device,
				    struct frame *fr) gompx_hidden;

#endif /* LIBGOMPX_POOL_H */
