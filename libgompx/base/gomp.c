/* gomp.c -- calls of libgomp 12: vectors of any length, device numbers,
   device addresses of mapped ranges.
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

#include <stdlib.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "base/gomp.h"

/* Stack a libgomp call of N entries may take for its per-entry arrays
   (gomp.h): gomp_map_vars' 16 bytes per entry, plus one, of a data
   region or of an enter's struct group, which is the most.  */
#define STACK_PER_ENTRY 16
#define STACK_NEED(n) (((n) + 2) * STACK_PER_ENTRY)

/* Calls that need at most this much run on the caller's stack (any
   thread's stack has it to spare).  */
#define STACK_DIRECT (64 * 1024)

/* What a call on a stack of its own has beyond its arrays: libgomp's
   frames and the offload plugin's.  The stack is reserved, not
   committed: only the pages used cost memory.  */
#define STACK_MARGIN ((size_t) 8 << 20)

/* The call a fresh stack runs (on_stack), per thread.  */
struct call
{
  void (*fn) (void *);
  void *arg;
};

static __thread struct call *current_call;

static void
run_call (void)
{
  current_call->fn (current_call->arg);
}

/* Run FN (ARG), which needs NEED bytes of stack besides the usual, on
   this thread: on its own stack, or on a fresh one when NEED is large.
   Thread-local state, libgomp's included, stays this thread's.  */

static void
on_stack (size_t need, void (*fn) (void *), void *arg)
{
  if (need <= STACK_DIRECT)
    {
      fn (arg);
      return;
    }
  size_t page = (size_t) sysconf (_SC_PAGESIZE);
  size_t size = (need + STACK_MARGIN + page - 1) & ~(page - 1);
  /* One page more, below, that faults: a guard.  */
  char *base = mmap (NULL, size + page, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
		     -1, 0);
  if (base == MAP_FAILED)
    gompx_fatal ("cannot reserve a stack of %zu bytes for a libgomp call "
		 "of %zu entries", size, need / STACK_PER_ENTRY);
  if (mprotect (base, page, PROT_NONE) != 0)
    gompx_fatal ("cannot protect the guard page of a stack");
  ucontext_t back, ctx;
  if (getcontext (&ctx) != 0)
    gompx_fatal ("getcontext failed");
  ctx.uc_stack.ss_sp = base + page;
  ctx.uc_stack.ss_size = size;
  ctx.uc_link = &back;
  makecontext (&ctx, run_call, 0);
  struct call call = { fn, arg }, *outer = current_call;
  current_call = &call;
  if (swapcontext (&back, &ctx) != 0)
    gompx_fatal ("swapcontext failed");
  current_call = outer;
  munmap (base, size + page);
}

/* The arguments of a call, for on_stack.  */
struct gomp_args
{
  int device;
  size_t n;
  void **addrs;
  size_t *sizes;
  unsigned short *kinds;
  unsigned int flags;
};

/* libgompx's own calls skip its interposed guard (interpose.c).  */

static void
data_call (void *p)
{
  struct gomp_args *a = p;
  gompx_inside_libgomp_call++;
  GOMP_target_data_ext (a->device, a->n, a->addrs, a->sizes, a->kinds);
  gompx_inside_libgomp_call--;
}

static void
enter_exit_call (void *p)
{
  struct gomp_args *a = p;
  gompx_inside_libgomp_call++;
  GOMP_target_enter_exit_data (a->device, a->n, a->addrs, a->sizes,
			       a->kinds, a->flags, NULL);
  gompx_inside_libgomp_call--;
}

gompx_hidden void
gompx_target_update (int device, size_t n, void **addrs, size_t *sizes,
		     unsigned short *kinds)
{
  /* gomp_update keeps nothing per entry on the stack.  */
  gompx_inside_libgomp_call++;
  GOMP_target_update_ext (device, n, addrs, sizes, kinds, 0, NULL);
  gompx_inside_libgomp_call--;
}

gompx_hidden void
gompx_target_data (int device, size_t n, void **addrs, size_t *sizes,
		   unsigned short *kinds)
{
  struct gomp_args a = { device, n, addrs, sizes, kinds, 0 };
  on_stack (STACK_NEED (n), data_call, &a);
}

gompx_hidden void
gompx_target_enter_exit_data (int device, size_t n, void **addrs,
			      size_t *sizes, unsigned short *kinds,
			      unsigned int flags)
{
  struct gomp_args a = { device, n, addrs, sizes, kinds, flags };
  on_stack (STACK_NEED (n), enter_exit_call, &a);
}

gompx_hidden int
gompx_present_device (int device)
{
  if (device == -2)		/* if(false): host fallback.  */
    return -1;
  if (device == -1)
    device = omp_get_default_device ();
  return device == omp_get_initial_device () ? -1 : device;
}

gompx_hidden int
gompx_resolved_device (int device)
{
  if (device == GOMP_DEVICE_ICV)
    return omp_get_default_device ();
  if (device == GOMP_DEVICE_HOST_FALLBACK)
    return omp_get_initial_device ();
  return device;
}

gompx_hidden void **
gompx_device_ranges (int device, size_t nt, void *const *addrs,
		     const size_t *sizes, const size_t *which)
{
  void **dev = gompx_xmalloc (2 * nt * (sizeof *dev + sizeof (size_t)
					+ sizeof (unsigned short)),
			      "for device addresses");
  size_t *zero = (size_t *) (dev + 2 * nt);
  unsigned short *kinds = (unsigned short *) (zero + 2 * nt);
  for (size_t t = 0; t < nt; t++)
    {
      size_t i = which[t];
      dev[2 * t] = addrs[i];
      dev[2 * t + 1] = (char *) addrs[i] + sizes[i] - 1;
      zero[2 * t] = zero[2 * t + 1] = 0;
      kinds[2 * t] = kinds[2 * t + 1] = GOMP_MAP_USE_DEVICE_PTR;
    }
  gompx_target_data (device, 2 * nt, dev, zero, kinds);
  GOMP_target_end_data ();
  return dev;
}

void
gompx_entries_grow (size_t *cap, void ***addrs, size_t **sizes,
		    unsigned short **kinds, void (*oom) (size_t))
{
  size_t c = *cap ? 2 * *cap : 256;
  void **a = realloc (*addrs, c * sizeof *a);
  if (a)
    *addrs = a;
  size_t *s = a ? realloc (*sizes, c * sizeof *s) : NULL;
  if (s)
    *sizes = s;
  unsigned short *k = s ? realloc (*kinds, c * sizeof *k) : NULL;
  if (!k)
    {
      if (oom)
	oom (c * sizeof *a);
      gompx_fatal ("out of memory (%zu bytes) for a map vector",
		   c * sizeof *a);
    }
  *kinds = k;
  *cap = c;
}
