/* count.c -- a libgomp offload plugin that counts, in front of a real one.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.

   ompmapper is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* On a real GPU nothing counts what libgomp asks of the device, as the
   emulated device does (hostemu.h); yet each device allocation and each
   copy there is a call into the driver, the cost that pool mode exists
   to save.  This library counts them.  It is named as libgomp 12's
   NVIDIA plugin, libgomp-plugin-nvptx.so.1, in a directory of its own
   that the GPU kit (kit/run.sh) puts first on the library path and
   preloads, as ompmapper-hostemu does the emulated device; it loads the
   real plugin from the path OMPMAPPER_COUNT_PLUGIN names and forwards to
   it every GOMP_OFFLOAD_ function libgomp 12 uses for OpenMP, counting
   per device allocations, frees, copies each way and kernels
   (ompm_hostemu_get_counters); the preloaded copy counts libgomp's
   mapping calls too (counters.c).  OMPMAPPER_COUNT_STATS set (not 0)
   prints each device's counters at exit.

   The real plugin may be the emulated device itself (run.sh --emulated
   preloads this library, then the emulated device, and points
   OMPMAPPER_COUNT_PLUGIN at it): then the program reads this library's
   counters, and the emulated device keeps its own.

   What it leaves out: the capabilities it reports to libgomp drop
   OpenACC, so that libgomp looks up none of the openacc_ functions,
   which it does not forward; and it has no async_run (GCC 12's NVIDIA
   plugin has none either), so libgomp runs nowait regions as tasks
   that call run.  */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "counters.h"

/* The parts of GCC 12's libgomp-plugin.h that this plugin needs.  */

#define GOMP_OFFLOAD_CAP_OPENACC_200 (1 << 3)

struct addr_pair
{
  uintptr_t start;
  uintptr_t end;
};

const char ompm_counters_who[] = "ompmapper-count";
const char *const ompm_counters_trace_env = NULL;

/* The real plugin's functions.  */

static struct
{
  unsigned (*version) (void);
  const char *(*get_name) (void);
  unsigned int (*get_caps) (void);
  int (*get_type) (void);
  int (*get_num_devices) (unsigned int);
  bool (*init_device) (int);
  bool (*fini_device) (int);
  int (*load_image) (int, unsigned, const void *, struct addr_pair **,
		     uint64_t **, uint64_t *);
  bool (*unload_image) (int, unsigned, const void *);
  void *(*alloc) (int, size_t);
  bool (*free) (int, void *);
  bool (*dev2host) (int, void *, const void *, size_t);
  bool (*host2dev) (int, void *, const void *, size_t);
  bool (*dev2dev) (int, void *, const void *, size_t);
  void (*run) (int, void *, void *, void **);
  /* libgomp 16's omp_target_memset; null where the real plugin, for an
     older libgomp, has none (which then never asks for it).  */
  bool (*memset) (int, void *, int, size_t);
} real;

static pthread_once_t real_once = PTHREAD_ONCE_INIT;

/* The counters of each device, by libgomp's number for it among this
   plugin's devices; devices past MAX_DEVICES are not counted.  */
#define MAX_DEVICES 64
static struct ompm_hostemu_counters counters[MAX_DEVICES];
static int n_devices = -1;

#define REAL_FUNCTION(h, f) \
  (real.f = (__typeof__ (real.f)) real_symbol (h, "GOMP_OFFLOAD_" #f))

static void *
real_symbol (void *handle, const char *name)
{
  void *f = dlsym (handle, name);
  if (!f)
    ompm_counters_fatal ("%s has no %s: %s",
			 getenv ("OMPMAPPER_COUNT_PLUGIN"), name, dlerror ());
  return f;
}

/* Load the real plugin, once.  */

static void
load_real (void)
{
  const char *path = getenv ("OMPMAPPER_COUNT_PLUGIN");
  if (!path || !*path)
    ompm_counters_fatal ("OMPMAPPER_COUNT_PLUGIN does not name the offload "
			 "plugin to count the calls of");
  void *h = dlopen (path, RTLD_LAZY);
  if (!h)
    ompm_counters_fatal ("cannot load %s: %s", path, dlerror ());
  REAL_FUNCTION (h, version);
  REAL_FUNCTION (h, get_name);
  REAL_FUNCTION (h, get_caps);
  REAL_FUNCTION (h, get_type);
  REAL_FUNCTION (h, get_num_devices);
  REAL_FUNCTION (h, init_device);
  REAL_FUNCTION (h, fini_device);
  REAL_FUNCTION (h, load_image);
  REAL_FUNCTION (h, unload_image);
  REAL_FUNCTION (h, alloc);
  REAL_FUNCTION (h, free);
  REAL_FUNCTION (h, dev2host);
  REAL_FUNCTION (h, host2dev);
  real.memset = (__typeof__ (real.memset)) dlsym (h, "GOMP_OFFLOAD_memset");
  REAL_FUNCTION (h, dev2dev);
  REAL_FUNCTION (h, run);
  Dl_info theirs, ours;
  if (dladdr ((void *) real.alloc, &theirs)
      && dladdr ((void *) load_real, &ours)
      && theirs.dli_fbase == ours.dli_fbase)
    ompm_counters_fatal ("OMPMAPPER_COUNT_PLUGIN=%s names this library, not "
			 "the plugin to count the calls of", path);
}

static inline void
need_real (void)
{
  pthread_once (&real_once, load_real);
}

/* Device ORD's counters, or NULL if it is not counted.  */

static struct ompm_hostemu_counters *
device_counters (int ord)
{
  return ord >= 0 && ord < MAX_DEVICES ? &counters[ord] : NULL;
}

EXPORT unsigned
GOMP_OFFLOAD_version (void)
{
  need_real ();
  return real.version ();
}

EXPORT const char *
GOMP_OFFLOAD_get_name (void)
{
  need_real ();
  return real.get_name ();
}

EXPORT unsigned int
GOMP_OFFLOAD_get_caps (void)
{
  need_real ();
  return real.get_caps () & ~GOMP_OFFLOAD_CAP_OPENACC_200;
}

EXPORT int
GOMP_OFFLOAD_get_type (void)
{
  need_real ();
  return real.get_type ();
}

/* The arguments libgomp 12 does not pass (REQUIRES from 13) go on as
   they are: the real plugin is of the same libgomp, and reads what its
   libgomp passes.  */

EXPORT int
GOMP_OFFLOAD_get_num_devices (unsigned int requires)
{
  need_real ();
  int n = real.get_num_devices (requires);
  __atomic_store_n (&n_devices, n, __ATOMIC_RELEASE);
  return n;
}

EXPORT bool
GOMP_OFFLOAD_init_device (int ord)
{
  return real.init_device (ord);
}

EXPORT bool
GOMP_OFFLOAD_fini_device (int ord)
{
  const char *env = getenv ("OMPMAPPER_COUNT_STATS");
  struct ompm_hostemu_counters *c = device_counters (ord);
  if (c && env && *env && strcmp (env, "0") != 0)
    ompm_counters_print (ord, c);
  return real.fini_device (ord);
}

EXPORT int
GOMP_OFFLOAD_load_image (int ord, unsigned version, const void *target_data,
			 struct addr_pair **target_table,
			 uint64_t **rev_fn_table, uint64_t *host_ind_fn_table)
{
  return real.load_image (ord, version, target_data, target_table,
			  rev_fn_table, host_ind_fn_table);
}

EXPORT bool
GOMP_OFFLOAD_unload_image (int ord, unsigned version, const void *target_data)
{
  return real.unload_image (ord, version, target_data);
}

EXPORT void *
GOMP_OFFLOAD_alloc (int ord, size_t size)
{
  void *p = real.alloc (ord, size);
  struct ompm_hostemu_counters *c = device_counters (ord);
  if (p && c)
    ompm_count_alloc (c, size);
  return p;
}

EXPORT bool
GOMP_OFFLOAD_free (int ord, void *ptr)
{
  bool ok = real.free (ord, ptr);
  struct ompm_hostemu_counters *c = device_counters (ord);
  if (ok && ptr && c)
    ompm_count_free (c);
  return ok;
}

EXPORT bool
GOMP_OFFLOAD_dev2host (int ord, void *dst, const void *src, size_t n)
{
  struct ompm_hostemu_counters *c = device_counters (ord);
  if (c)
    ompm_count_dev2host (c, n);
  return real.dev2host (ord, dst, src, n);
}

EXPORT bool
GOMP_OFFLOAD_host2dev (int ord, void *dst, const void *src, size_t n)
{
  struct ompm_hostemu_counters *c = device_counters (ord);
  if (c)
    ompm_count_host2dev (c, n);
  return real.host2dev (ord, dst, src, n);
}

EXPORT bool
GOMP_OFFLOAD_dev2dev (int ord, void *dst, const void *src, size_t n)
{
  return real.dev2dev (ord, dst, src, n);
}

/* libgomp 16 wants it of every plugin; forwarded (a memset is no
   transfer: not counted).  */

EXPORT bool
GOMP_OFFLOAD_memset (int ord, void *ptr, int val, size_t n)
{
  need_real ();
  if (!real.memset)
    ompm_counters_fatal ("%s has no GOMP_OFFLOAD_memset",
			 getenv ("OMPMAPPER_COUNT_PLUGIN"));
  return real.memset (ord, ptr, val, n);
}

EXPORT void
GOMP_OFFLOAD_run (int ord, void *fn_ptr, void *vars, void **args)
{
  struct ompm_hostemu_counters *c = device_counters (ord);
  if (c)
    ompm_count_kernel (c);
  real.run (ord, fn_ptr, vars, args);
}

/* The counters of device ORD, as hostemu.h says.  */

EXPORT int
ompm_hostemu_get_counters (int ord, struct ompm_hostemu_counters *out)
{
  int n = __atomic_load_n (&n_devices, __ATOMIC_ACQUIRE);
  /* Asked before libgomp looked for devices.  */
  if (n < 0)
    n = GOMP_OFFLOAD_get_num_devices (0);
  struct ompm_hostemu_counters *c = device_counters (ord);
  if (!c || ord >= n)
    return -1;
  ompm_counters_read (c, out);
  return 0;
}
