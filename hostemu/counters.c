/* counters.c -- what the emulated device and the counting plugin count.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.

   ompmapper is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* Linked into hostemu.c's library and into count.c's (counters.h): the
   per-device counters both keep, and libgomp's mapping entry points,
   interposed (the library is preloaded) to count their calls
   (ompm_hostemu_get_calls) before going on to the next definition,
   libgomp's.  When both libraries are preloaded, the first one's
   definitions are what the program calls and reads; its calls go on to
   the second's, which go on to libgomp's.  */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "counters.h"

void
ompm_counters_fatal (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  fprintf (stderr, "%s: ", ompm_counters_who);
  vfprintf (stderr, fmt, ap);
  fputc ('\n', stderr);
  va_end (ap);
  abort ();
}

void
ompm_count_alloc (struct ompm_hostemu_counters *c, size_t size)
{
  __atomic_add_fetch (&c->allocs, 1, __ATOMIC_RELAXED);
  __atomic_add_fetch (&c->alloc_bytes, size, __ATOMIC_RELAXED);
  __atomic_add_fetch (&c->live_blocks, 1, __ATOMIC_RELAXED);
}

void
ompm_count_free (struct ompm_hostemu_counters *c)
{
  __atomic_sub_fetch (&c->live_blocks, 1, __ATOMIC_RELAXED);
}

void
ompm_count_host2dev (struct ompm_hostemu_counters *c, size_t n)
{
  __atomic_add_fetch (&c->host2dev, 1, __ATOMIC_RELAXED);
  __atomic_add_fetch (&c->host2dev_bytes, n, __ATOMIC_RELAXED);
}

void
ompm_count_dev2host (struct ompm_hostemu_counters *c, size_t n)
{
  __atomic_add_fetch (&c->dev2host, 1, __ATOMIC_RELAXED);
  __atomic_add_fetch (&c->dev2host_bytes, n, __ATOMIC_RELAXED);
}

void
ompm_count_kernel (struct ompm_hostemu_counters *c)
{
  __atomic_add_fetch (&c->kernels, 1, __ATOMIC_RELAXED);
}

void
ompm_counters_read (const struct ompm_hostemu_counters *c,
		    struct ompm_hostemu_counters *out)
{
  out->allocs = __atomic_load_n (&c->allocs, __ATOMIC_RELAXED);
  out->alloc_bytes = __atomic_load_n (&c->alloc_bytes, __ATOMIC_RELAXED);
  out->live_blocks = __atomic_load_n (&c->live_blocks, __ATOMIC_RELAXED);
  out->host2dev = __atomic_load_n (&c->host2dev, __ATOMIC_RELAXED);
  out->host2dev_bytes = __atomic_load_n (&c->host2dev_bytes,
					 __ATOMIC_RELAXED);
  out->dev2host = __atomic_load_n (&c->dev2host, __ATOMIC_RELAXED);
  out->dev2host_bytes = __atomic_load_n (&c->dev2host_bytes,
					 __ATOMIC_RELAXED);
  out->kernels = __atomic_load_n (&c->kernels, __ATOMIC_RELAXED);
}

void
ompm_counters_print (int ord, const struct ompm_hostemu_counters *counters)
{
  struct ompm_hostemu_counters c;
  ompm_counters_read (counters, &c);
  fprintf (stderr,
	   "%s: device %d: %llu allocations (%llu bytes, %llu blocks live), "
	   "%llu host-to-device copies (%llu bytes), %llu device-to-host "
	   "copies (%llu bytes), %llu kernels\n", ompm_counters_who, ord,
	   c.allocs, c.alloc_bytes, c.live_blocks, c.host2dev,
	   c.host2dev_bytes, c.dev2host, c.dev2host_bytes, c.kernels);
}

/* Calls of libgomp's mapping entry points.  */

static struct ompm_hostemu_calls calls;

/* The next definition of NAME after ours (libgomp's, or the other
   preloaded library's), found once.  */

static void *
next_symbol (void **cache, const char *name)
{
  void *f = __atomic_load_n (cache, __ATOMIC_ACQUIRE);
  if (!f)
    {
      f = dlsym (RTLD_NEXT, name);
      if (!f)
	ompm_counters_fatal ("%s not found in libgomp: %s", name, dlerror ());
      __atomic_store_n (cache, f, __ATOMIC_RELEASE);
    }
  return f;
}

/* With ompm_counters_trace_env set (not 0), each call of a mapping
   entry point prints its entries to stderr: address, size, map kind (in
   hex, the alignment's log2 above the low byte).  */

static int
tracing (void)
{
  static int trace = -1;
  if (trace < 0)
    {
      const char *env = (ompm_counters_trace_env
			 ? getenv (ompm_counters_trace_env) : NULL);
      trace = env && *env && strcmp (env, "0") != 0;
    }
  return trace;
}

static void
trace_call (const char *what, int device, size_t mapnum, void **hostaddrs,
	    size_t *sizes, unsigned short *kinds, unsigned int flags)
{
  if (!tracing ())
    return;
  fprintf (stderr, "hostemu: %s device %d, %zu entries, flags %#x\n", what,
	   device, mapnum, flags);
  for (size_t i = 0; i < mapnum; i++)
    fprintf (stderr, "hostemu:   %p %zu %#x\n", hostaddrs[i], sizes[i],
	     kinds[i]);
}

EXPORT void
GOMP_target_enter_exit_data (int device, size_t mapnum, void **hostaddrs,
			     size_t *sizes, unsigned short *kinds,
			     unsigned int flags, void **depend)
{
  static void *next;
  __atomic_add_fetch (&calls.enter_exit_data, 1, __ATOMIC_RELAXED);
  trace_call ("GOMP_target_enter_exit_data", device, mapnum, hostaddrs,
	      sizes, kinds, flags);
  ((void (*) (int, size_t, void **, size_t *, unsigned short *, unsigned int,
	      void **)) next_symbol (&next, "GOMP_target_enter_exit_data"))
    (device, mapnum, hostaddrs, sizes, kinds, flags, depend);
}

EXPORT void
GOMP_target_update_ext (int device, size_t mapnum, void **hostaddrs,
			size_t *sizes, unsigned short *kinds,
			unsigned int flags, void **depend)
{
  static void *next;
  __atomic_add_fetch (&calls.update, 1, __ATOMIC_RELAXED);
  trace_call ("GOMP_target_update_ext", device, mapnum, hostaddrs, sizes,
	      kinds, flags);
  ((void (*) (int, size_t, void **, size_t *, unsigned short *, unsigned int,
	      void **)) next_symbol (&next, "GOMP_target_update_ext"))
    (device, mapnum, hostaddrs, sizes, kinds, flags, depend);
}

EXPORT void
GOMP_target_data_ext (int device, size_t mapnum, void **hostaddrs,
		      size_t *sizes, unsigned short *kinds)
{
  static void *next;
  __atomic_add_fetch (&calls.data, 1, __ATOMIC_RELAXED);
  trace_call ("GOMP_target_data_ext", device, mapnum, hostaddrs, sizes,
	      kinds, 0);
  ((void (*) (int, size_t, void **, size_t *, unsigned short *))
   next_symbol (&next, "GOMP_target_data_ext"))
    (device, mapnum, hostaddrs, sizes, kinds);
}

EXPORT void
GOMP_target_ext (int device, void (*fn) (void *), size_t mapnum,
		 void **hostaddrs, size_t *sizes, unsigned short *kinds,
		 unsigned int flags, void **depend, void **args)
{
  static void *next;
  __atomic_add_fetch (&calls.target, 1, __ATOMIC_RELAXED);
  trace_call ("GOMP_target_ext", device, mapnum, hostaddrs, sizes, kinds,
	      flags);
  ((void (*) (int, void (*) (void *), size_t, void **, size_t *,
	      unsigned short *, unsigned int, void **, void **))
   next_symbol (&next, "GOMP_target_ext"))
    (device, fn, mapnum, hostaddrs, sizes, kinds, flags, depend, args);
}

EXPORT void
ompm_hostemu_get_calls (struct ompm_hostemu_calls *out)
{
  out->enter_exit_data = __atomic_load_n (&calls.enter_exit_data,
					  __ATOMIC_RELAXED);
  out->update = __atomic_load_n (&calls.update, __ATOMIC_RELAXED);
  out->data = __atomic_load_n (&calls.data, __ATOMIC_RELAXED);
  out->target = __atomic_load_n (&calls.target, __ATOMIC_RELAXED);
}
