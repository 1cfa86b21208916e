/* indirect.c -- host side of "declare target ... indirect".
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* A host function pointer called inside a target region must reach the
   device version of the function (OpenMP 5.1, 2.14.7, indirect).  Each
   translation unit with indirect functions registers, from a
   constructor, the host addresses of those functions and a function of
   its own that reads the same functions' device addresses from a
   declare-target table of the unit (in the device image the same
   initializer yields device addresses); its destructor takes them back
   when a shared library goes (dlclose).  Each image (the program, a
   shared library) whose device code translates pointers has its own
   copy of the device runtime (nvptx/translate.c), which registers the
   function that installs a table where that image's code looks.

   Before the first target region on a device, GOMPX_indirect_prepare
   pairs host and device addresses of every registered unit, puts the
   pairs in one hash table by host address (fptr-search.h; a function
   listed twice goes in once), uploads it with omp_target_alloc /
   omp_target_memcpy and installs it in every registered image: a
   pointer to a function of the program called in a library's region
   and the other way round translate alike.  A registration or
   deregistration (dlopen, dlclose) makes the next region prepare again.
   Device code translates a pointer with __gompx_translate_fptr, a
   lookup in that table; a pointer that is not in the table comes back
   unchanged.  */

#include "config.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "api/indirect.h"
#include "api/fptr-search.h"

/* ompmapper-hostemu's (hostemu.h), only in a program run under it.  */
extern void *ompm_hostemu_function_address (void *) __attribute__ ((weak));

/* One registered translation unit: its N indirect functions' host
   addresses HOST, and FETCH, which reads their device addresses.  */

struct unit
{
  void *const *host;
  unsigned long n;
  gompx_indirect_fetch_fn fetch;
  struct unit *next;
};

/* One registered image, by the function that installs a table in it.  */

struct image
{
  gompx_indirect_install_fn install;
  struct image *next;
};

/* A device table libgompx allocated: BLOCK as omp_target_alloc gave
   it, WORD the table word for it (gompx.h).  */

struct table
{
  void *block;
  uintptr_t word;
  struct table *next;
};

/* A device's state.  Invariant: PREPARED is nonzero only while every
   registered unit's pairs are in CURRENT (or there are none, and
   CURRENT is null) and every registered image looks up CURRENT; every
   registration and deregistration of a unit or an image clears
   PREPARED on every device.  RETIRED holds the tables CURRENT replaced:
   a kernel another thread started before may still read one, so they
   stay allocated (one per dlopen or dlclose that changed the
   functions).  */

struct device_state
{
  int prepared;
  struct table *current;
  struct table *retired;
};

/* All under LOCK; UNITS and DEVICES are also read without it, as
   GOMPX_indirect_prepare's quick way out.  DEVICES has one entry per
   device omp_get_num_devices counts, made at the first preparation.
   Lock order: LOCK is taken inside the dynamic loader's (registrations
   run in constructors, at dlopen, and destructors), so nothing under
   LOCK may take the loader's: the device is initialized (by libgomp,
   which may load the driver's libraries) before LOCK is taken.  */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct unit *units;
static unsigned long n_functions;
static struct image *images;
static struct device_state *devices;
static int n_devices;

/* Set once the program is exiting (an atexit handler, which runs
   before the destructors of shared objects): deregistrations then do
   nothing.  A fatal error under LOCK (ours, or libgomp's inside a
   fetch) exits while LOCK is held, and the destructors must not wait
   for it.  */
static int exiting;
static pthread_once_t exit_once = PTHREAD_ONCE_INIT;

static void
note_exit (void)
{
  __atomic_store_n (&exiting, 1, __ATOMIC_RELEASE);
}

static void
watch_exit (void)
{
  atexit (note_exit);
}

/* Make every device prepare again.  Called with LOCK held.  */

static void
unprepare (void)
{
  for (int d = 0; devices && d < n_devices; d++)
    __atomic_store_n (&devices[d].prepared, 0, __ATOMIC_RELEASE);
}

GOMPX_EXPORT void
GOMPX_indirect_register (void *const *host, unsigned long n,
			 gompx_indirect_fetch_fn fetch)
{
  pthread_once (&exit_once, watch_exit);
  struct unit *u = gompx_xmalloc (sizeof *u, "registering indirect functions");
  u->host = host;
  u->n = n;
  u->fetch = fetch;
  pthread_mutex_lock (&lock);
  u->next = units;
  __atomic_store_n (&units, u, __ATOMIC_RELEASE);
  n_functions += n;
  unprepare ();
  pthread_mutex_unlock (&lock);
}

GOMPX_EXPORT void
GOMPX_indirect_unregister (void *const *host)
{
  if (__atomic_load_n (&exiting, __ATOMIC_ACQUIRE))
    return;
  pthread_mutex_lock (&lock);
  for (struct unit **p = &units; *p; p = &(*p)->next)
    if ((*p)->host == host)
      {
	struct unit *u = *p;
	__atomic_store_n (p, u->next, __ATOMIC_RELEASE);
	n_functions -= u->n;
	free (u);
	unprepare ();
	break;
      }
  pthread_mutex_unlock (&lock);
}

GOMPX_EXPORT void
GOMPX_indirect_register_image (gompx_indirect_install_fn install)
{
  pthread_once (&exit_once, watch_exit);
  struct image *m = gompx_xmalloc (sizeof *m, "registering an offload image");
  m->install = install;
  pthread_mutex_lock (&lock);
  m->next = images;
  images = m;
  unprepare ();
  pthread_mutex_unlock (&lock);
}

GOMPX_EXPORT void
GOMPX_indirect_unregister_image (gompx_indirect_install_fn install)
{
  if (__atomic_load_n (&exiting, __ATOMIC_ACQUIRE))
    return;
  pthread_mutex_lock (&lock);
  for (struct image **p = &images; *p; p = &(*p)->next)
    if ((*p)->install == install)
      {
	struct image *m = *p;
	*p = m->next;
	free (m);
	unprepare ();
	break;
      }
  pthread_mutex_unlock (&lock);
}

struct gompx_fptr_pair *
gompx_indirect_table (const struct gompx_fptr_pair *pairs, unsigned long n,
		      unsigned long *slots)
{
  unsigned long m = 2;
  while (m < 2 * n)
    m *= 2;
  struct gompx_fptr_pair *table
    = gompx_xcalloc (m, sizeof *table,
		     "building the indirect call table");
  for (unsigned long k = 0; k < n; k++)
    {
      const void *p = pairs[k].host;
      if (!p)
	continue;
      unsigned long i = gompx_fptr_hash (p, m);
      while (table[i].host && table[i].host != p)
	i = (i + 1) & (m - 1);
      /* A function two units list (a header's declarations): once.  */
      if (!table[i].host)
	table[i] = pairs[k];
    }
  *slots = m;
  return table;
}

const void *
gompx_indirect_lookup (const struct gompx_fptr_pair *pairs, unsigned long n,
		       const void *p)
{
  return gompx_fptr_search (pairs, n, p);
}

/* Upload the N pairs PAIRS to DEVICE as a table; null if N is 0.  */

static struct table *
upload (int device, const struct gompx_fptr_pair *pairs, unsigned long n)
{
  if (!n)
    return NULL;
  unsigned long slots, log2 = 0;
  struct gompx_fptr_pair *hashed = gompx_indirect_table (pairs, n, &slots);
  while ((1UL << log2) < slots)
    log2++;
  size_t bytes = slots * sizeof *hashed;
  struct table *t = gompx_xmalloc (sizeof *t,
				   "building the indirect call table");
  /* Room to align the slots, wherever the block starts.  */
  t->block = omp_target_alloc (bytes + GOMPX_FPTR_TABLE_ALIGN - 1, device);
  uintptr_t at = (((uintptr_t) t->block + GOMPX_FPTR_TABLE_ALIGN - 1)
		  & ~(uintptr_t) (GOMPX_FPTR_TABLE_ALIGN - 1));
  if (!t->block
      || omp_target_memcpy ((void *) at, hashed, bytes, 0, 0, device,
			    omp_get_initial_device ()) != 0)
    gompx_fatal ("cannot upload the table of %lu indirect functions to "
		 "device %d", n, device);
  free (hashed);
  t->word = at | log2;
  return t;
}

/* Build, upload and install the table for device DEVICE.  Called with
   LOCK held.  A unit or an image whose offload image libgomp has not
   loaded on the device is left out: when libgomp loads or unloads an
   image, every device prepares again (GOMP_offload_register_ver
   below).  */

static void
prepare_device (int device)
{
  unsigned long n = n_functions;
  struct gompx_fptr_pair *pairs
    = gompx_xmalloc (n * sizeof *pairs, "building the indirect call table");
  void **dev = gompx_xmalloc (n * sizeof *dev,
			      "building the indirect call table");

  /* Without an image that looks, nothing to fetch either.  */
  unsigned long k = 0;
  for (struct unit *u = images ? units : NULL; u; u = u->next)
    {
      /* indirect(false): nothing to fetch (the unit's fetch function
	 would write all its functions).  */
      if (!u->n)
	continue;
      if (!u->fetch (device, dev))
	continue;
      for (unsigned long i = 0; i < u->n; i++, k++)
	{
	  pairs[k].host = u->host[i];
	  /* On the emulated device a device function's address is a thunk
	     of its own (hostemu.h), as it differs from the host's on a
	     GPU: a call through a host address that was not translated
	     then misses the thunk's count.  */
	  pairs[k].device = (ompm_hostemu_function_address
			     ? ompm_hostemu_function_address (dev[i])
			     : dev[i]);
	}
    }
  free (dev);

  struct device_state *ds = &devices[device];
  struct table *t = upload (device, pairs, k);
  free (pairs);
  for (struct image *m = images; m; m = m->next)
    m->install (device, t ? t->word : 0);
  if (ds->current)
    {
      ds->current->next = ds->retired;
      ds->retired = ds->current;
    }
  ds->current = t;
}

GOMPX_EXPORT void
GOMPX_indirect_prepare (int device)
{
  if (!__atomic_load_n (&units, __ATOMIC_ACQUIRE))
    return;
  if (device == GOMP_DEVICE_ICV)
    device = omp_get_default_device ();
  if (device < 0 || device == omp_get_initial_device ()
      || device >= omp_get_num_devices ())
    return;
  struct device_state *ds = __atomic_load_n (&devices, __ATOMIC_ACQUIRE);
  if (ds && __atomic_load_n (&ds[device].prepared, __ATOMIC_ACQUIRE))
    return;
  /* Initialize the device (libgomp loads its images, and the driver may
     load libraries) before LOCK: see LOCK.  */
  omp_target_free (omp_target_alloc (1, device), device);
  pthread_mutex_lock (&lock);
  if (!devices)
    {
      /* The number of devices is fixed once libgomp has counted them.  */
      int n = omp_get_num_devices ();
      ds = calloc (n, sizeof *ds);
      if (!ds)
	gompx_fatal ("out of memory preparing device %d", device);
      n_devices = n;
      __atomic_store_n (&devices, ds, __ATOMIC_RELEASE);
    }
  if (!devices[device].prepared)
    {
      prepare_device (device);
      __atomic_store_n (&devices[device].prepared, 1, __ATOMIC_RELEASE);
    }
  pthread_mutex_unlock (&lock);
}

/* libgomp's registration of an offload image, interposed: libgompx
   precedes libgomp in every program and library the pkg-config flags
   link, so the constructor GCC's mkoffload emits calls this.  A shared
   library's units and image register (their constructors) before its
   offload image does (the last constructor) and go after it (dlclose
   runs the image's destructor first): a region prepared between the
   two leaves them out (their fetch and install functions find their
   variables not present), and the image's arrival or departure makes
   every device prepare again.  libgomp loads and unloads the image
   under LOCK, so that no image goes between a fetch's or an install's
   presence check and its region.  */

typedef void (*offload_register_fn) (unsigned, const void *, int,
				     const void *);

GOMPX_EXPORT void
GOMP_offload_register_ver (unsigned version, const void *host_table,
			   int target_type, const void *target_data)
{
  static void *f;
  offload_register_fn next
    = ((offload_register_fn)
       gompx_libgomp_symbol (&f, "GOMP_offload_register_ver"));
  pthread_mutex_lock (&lock);
  next (version, host_table, target_type, target_data);
  unprepare ();
  pthread_mutex_unlock (&lock);
}

GOMPX_EXPORT void
GOMP_offload_unregister_ver (unsigned version, const void *host_table,
			     int target_type, const void *target_data)
{
  static void *f;
  offload_register_fn next
    = ((offload_register_fn)
       gompx_libgomp_symbol (&f, "GOMP_offload_unregister_ver"));
  /* At exit LOCK may be held by the thread that is exiting.  */
  if (__atomic_load_n (&exiting, __ATOMIC_ACQUIRE))
    {
      next (version, host_table, target_type, target_data);
      return;
    }
  pthread_mutex_lock (&lock);
  next (version, host_table, target_type, target_data);
  unprepare ();
  pthread_mutex_unlock (&lock);
}
