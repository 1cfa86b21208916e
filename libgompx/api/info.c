/* info.c -- GOMPX_INFO=1: what each construct mapped, for users.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* Like libomptarget's LIBOMPTARGET_INFO: with GOMPX_INFO=1 in the
   environment, every target construct that reaches libgompx (a map
   vector of the plugin's, or a call of libgomp's mapping entry points,
   which libgompx defines) prints on stderr, after it is carried out,

     libgompx: info: t.c:12:23: target enter data, device 0, 3 entries
     libgompx: info:   [0] 'p[0:n]' 0x55d0a0 (48 bytes) to -> 0x7f10c0, refs 1
     libgompx: info:   [1] 'p[0:n]' 0x55d2f0 (64 bytes) to -> 0x7f1100, refs 1 (pooled)
     libgompx: info:   [2] 'p[0:n]' 0x55d0a8 attach
     libgompx: info: t.c:12:23: 1 device allocation, 2 transfers, 112 bytes

   the construct's place (as the plugin named it; for code built without
   the plugin, the function that called libgomp), its device, each entry
   (the list item it was pushed for, host address, bytes, map kind, the
   device address it has after the construct, or had before an exit,
   and its reference count after: exact for data libgompx pooled;
   libgomp 12 says only whether data is mapped, so for libgomp's
   mappings "1" for one the construct made, "0" for one it unmapped,
   "more" or "some" otherwise), and what the device did: allocations,
   transfers and bytes, as the emulated device counts them
   (ompmapper-hostemu), or the GPU kit's counting plugin on a GPU
   (hostemu/count.c); elsewhere the line says it cannot.  The first
   line says which libgomp runs and which of libgompx's workarounds of
   its behaviour are on (base/quirks.def).  Lines go out
   whole, so that threads do not interleave within one.  */

#define _GNU_SOURCE 1
#include "config.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "engine/engine.h"
#include "api/info.h"

/* -1 until the environment is read.  */
static int info = -1;

gompx_hidden int
gompx_info_on (void)
{
  return gompx_env_flag (&info, "GOMPX_INFO");
}

static void
line (const char *fmt, ...)
{
  char buf[512];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (buf, sizeof buf, fmt, ap);
  va_end (ap);
  fprintf (stderr, "libgompx: info: %s\n", buf);
}

static const char *
kind_name (unsigned k)
{
  switch (GOMPX_KIND (k))
    {
    case GOMP_MAP_ALLOC: return "alloc";
    case GOMP_MAP_TO: return "to";
    case GOMP_MAP_FROM: return "from";
    case GOMP_MAP_TOFROM: return "tofrom";
    case GOMP_MAP_DELETE: return "delete";
    case GOMP_MAP_RELEASE: return "release";
    case GOMP_MAP_ALWAYS_TO: return "always, to";
    case GOMP_MAP_ALWAYS_FROM: return "always, from";
    case GOMP_MAP_ALWAYS_TOFROM: return "always, tofrom";
    case GOMP_MAP_STRUCT: return "struct";
    case GOMP_MAP_ATTACH: return "attach";
    case GOMP_MAP_ATTACH_ZERO_LENGTH_ARRAY_SECTION: return "attach";
    case GOMP_MAP_DETACH: return "detach";
    case GOMP_MAP_USE_DEVICE_PTR: return "use_device_ptr";
    case GOMP_MAP_USE_DEVICE_PTR_IF_PRESENT: return "use_device_ptr";
    case GOMP_MAP_ZERO_LEN_ARRAY_SECTION: return "pointer";
    case GOMP_MAP_FIRSTPRIVATE: return "firstprivate";
    case GOMP_MAP_FIRSTPRIVATE_INT: return "firstprivate";
    case GOMP_MAP_POINTER: return "pointer assign";
    default: return "kind";
    }
}

static void
counters (int device, struct ompm_hostemu_counters *c)
{
  memset (c, 0, sizeof *c);
  if (!ompm_hostemu_get_counters
      || ompm_hostemu_get_counters (device, c) != 0)
    c->allocs = (unsigned long long) -1;
}

/* For each data entry of V mapped on DEVICE now: its device address in
   DEV[I], and, if the fast engine holds it, its reference count in
   REFS[I] and POOLED[I] set (each array of V->n, zeroed).  The device
   addresses of libgomp's mappings come from one data region.  */

static void
look_up (const struct gompx_vector *v, int device, void **dev,
	 unsigned *refs, char *pooled)
{
  size_t *which = gompx_xmalloc (v->n * sizeof *which, "for GOMPX_INFO");
  size_t *one = gompx_xmalloc (v->n * sizeof *one, "for GOMPX_INFO");
  size_t nt = 0;
  for (size_t i = 0; i < v->n; i++)
    {
      one[i] = 1;
      if (!gompx_data_kind_p (GOMPX_KIND (v->kinds[i]), 1)
	  || !v->addrs[i] || !v->sizes[i]
	  || !gompx_engine_is_present (v->addrs[i], device))
	continue;
      unsigned count;
      if ((dev[i] = gompx_engine_device_address (v->addrs[i], device,
						 &count)))
	{
	  if (refs)
	    {
	      refs[i] = count;
	      pooled[i] = 1;
	    }
	}
      else if (gompx_libgomp_is_present (v->addrs[i], device))
	which[nt++] = i;
    }
  if (nt)
    {
      void **d = gompx_device_ranges (device, nt, v->addrs, one, which);
      for (size_t t = 0; t < nt; t++)
	dev[which[t]] = d[2 * t];
      free (d);
    }
  free (one);
  free (which);
}

gompx_hidden void
gompx_info_begin (struct gompx_info *st, const char *construct,
		  const char *where, const struct gompx_vector *v)
{
  static int said;
  if (!__atomic_exchange_n (&said, 1, __ATOMIC_RELAXED))
    {
      char buf[256];
      gompx_quirks_describe (buf, sizeof buf);
      line ("%s", buf);
    }
  st->construct = construct;
  st->where = where ? where : "?";
  st->device = v->resolved;
  st->before = NULL;
  if (st->device < 0)
    return;
  counters (st->device, &st->counters);
  /* What is mapped before, and where: for an exit, the device addresses
     the entries had; for the reference counts, which entries are new.  */
  st->before = gompx_xcalloc (v->n ? v->n : 1, sizeof *st->before,
			      "for GOMPX_INFO");
  look_up (v, st->device, st->before, NULL, NULL);
}

gompx_hidden void
gompx_info_end (struct gompx_info *st, const struct gompx_vector *v,
		const char *const *names)
{
  if (st->device < 0)
    {
      line ("%s: %s, on the host, %zu entries", st->where, st->construct,
	    v->n);
      return;
    }
  line ("%s: %s, device %d, %zu entries", st->where, st->construct,
	st->device, v->n);
  size_t n = v->n ? v->n : 1;
  void **dev = gompx_xcalloc (n, sizeof *dev, "for GOMPX_INFO");
  unsigned *refs = gompx_xcalloc (n, sizeof *refs, "for GOMPX_INFO");
  char *pooled = gompx_xcalloc (n, 1, "for GOMPX_INFO");
  look_up (v, st->device, dev, refs, pooled);
  for (size_t i = 0; i < v->n; i++)
    {
      char item[160] = "";
      if (names && names[i])
	snprintf (item, sizeof item, " '%s'", names[i]);
      unsigned k = v->kinds[i];
      if (!gompx_data_kind_p (GOMPX_KIND (k), 1))
	{
	  line ("  [%zu]%s %p %s", i, item, v->addrs[i], kind_name (k));
	  continue;
	}
      char num[32];
      const char *count;
      void *d = dev[i];
      if (pooled[i])
	{
	  snprintf (num, sizeof num, "%u", refs[i]);
	  count = num;
	}
      else if (!d)
	{
	  count = st->before[i] ? "0" : "none";
	  d = st->before[i];
	}
      else
	count = st->before[i] ? "more" : "1";
      line ("  [%zu]%s %p (%zu bytes) %s -> %p, refs %s%s", i, item,
	    v->addrs[i], v->sizes[i], kind_name (k), d, count,
	    pooled[i] ? " (pooled)" : "");
    }
  free (dev);
  free (refs);
  free (pooled);
  struct ompm_hostemu_counters after;
  counters (st->device, &after);
  if (st->counters.allocs == (unsigned long long) -1
      || after.allocs == (unsigned long long) -1)
    line ("%s: no device counters (only under ompmapper-hostemu or the "
	  "GPU kit's counting plugin)", st->where);
  else
    line ("%s: %llu device allocations, %llu transfers, %llu bytes",
	  st->where, after.allocs - st->counters.allocs,
	  (after.host2dev + after.dev2host)
	  - (st->counters.host2dev + st->counters.dev2host),
	  (after.host2dev_bytes + after.dev2host_bytes)
	  - (st->counters.host2dev_bytes + st->counters.dev2host_bytes));
  free (st->before);
  st->before = NULL;
}

/* Where code built without the plugin called libgomp: the function
   holding RET, a return address, and its object.  */

gompx_hidden const char *
gompx_info_caller (void *ret, char *buf, size_t size)
{
  /* The object and the return address's offset in it, which addr2line
     -f -e OBJECT turns into the function and the line (a program's own
     functions are in no dynamic symbol table).  */
  Dl_info di;
  if (ret && dladdr (ret, &di) && di.dli_fname)
    snprintf (buf, size, "%s+%#lx", di.dli_fname,
	      (unsigned long) ((char *) ret - (char *) di.dli_fbase));
  else
    snprintf (buf, size, "%p", ret);
  return buf;
}
