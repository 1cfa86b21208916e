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
   constructor, the host addresses of those functions and two functions
   of its own: one that reads the same functions' device addresses from
   a declare-target table of the unit (in the device image the same
   initializer yields device addresses), and one that installs a table
   where device code looks it up.

   Before the first target region on a device, GOMPX_indirect_prepare
   pairs host and device addresses of every registered unit, puts the
   pairs in a hash table by host address (fptr-search.h; a function
   listed twice goes in once), uploads it with omp_target_alloc /
   omp_target_memcpy and installs pointer and size on the device.
   Device code then translates a pointer with __gompx_translate_fptr, a
   lookup in that table (nvptx/translate.c, which also says where its
   host version comes from); a pointer that is not in the table comes
   back unchanged.  */

#include "config.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "libgompx.h"
#include "indirect.h"
#include "fptr-search.h"

/* ompmapper-hostemu's (hostemu.h), only in a program run under it.  */
extern void *ompm_hostemu_function_address (void *) __attribute__ ((weak));

extern void *omp_target_alloc (size_t, int);
extern void omp_target_free (void *, int);
extern int omp_target_memcpy (void *, const void *, size_t, size_t, size_t,
			      int, int);
extern int omp_get_default_device (void);
extern int omp_get_initial_device (void);
extern int omp_get_num_devices (void);

/* One registered translation unit.  */

struct unit
{
  void *const *host;
  unsigned long n;
  gompx_indirect_fetch_fn fetch;
  gompx_indirect_install_fn install;
  struct unit *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct unit *units;
static unsigned long n_functions;

/* Per device: 0 not prepared, 1 prepared.  Devices beyond the array are
   prepared every time (there are not that many).  */
#define MAX_DEVICES 64
static int prepared[MAX_DEVICES];

GOMPX_EXPORT void
GOMPX_indirect_register (void *const *host, unsigned long n,
			 gompx_indirect_fetch_fn fetch,
			 gompx_indirect_install_fn install)
{
  struct unit *u = malloc (sizeof *u);
  if (!u)
    gompx_fatal ("out of memory registering indirect functions");
  u->host = host;
  u->n = n;
  u->fetch = fetch;
  u->install = install;
  pthread_mutex_lock (&lock);
  u->next = units;
  units = u;
  n_functions += n;
  /* A unit loaded later (dlopen) must reach devices prepared already.  */
  memset (prepared, 0, sizeof prepared);
  pthread_mutex_unlock (&lock);
}

struct gompx_fptr_pair *
gompx_indirect_table (const struct gompx_fptr_pair *pairs, unsigned long n,
		      unsigned long *slots)
{
  unsigned long m = 2;
  while (m < 2 * n)
    m *= 2;
  struct gompx_fptr_pair *table = calloc (m, sizeof *table);
  if (!table)
    gompx_fatal ("out of memory building the indirect call table");
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

/* Build, upload and install the table for device DEVICE.  */

static void
prepare_device (int device)
{
  unsigned long n = n_functions;
  struct gompx_fptr_pair *pairs = malloc ((n ? n : 1) * sizeof *pairs);
  void **dev = malloc ((n ? n : 1) * sizeof *dev);
  if (!pairs || !dev)
    gompx_fatal ("out of memory building the indirect call table");

  unsigned long k = 0;
  struct unit *first = NULL;
  for (struct unit *u = units; u; u = u->next)
    {
      /* indirect(false): nothing to fetch (the unit's fetch function
	 would write all its functions).  */
      if (!u->n)
	continue;
      u->fetch (device, dev);
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
      first = u;
    }
  free (dev);
  if (!k)
    {
      free (pairs);
      return;
    }
  unsigned long slots;
  struct gompx_fptr_pair *hashed = gompx_indirect_table (pairs, k, &slots);
  free (pairs);

  int host = omp_get_initial_device ();
  void *table = omp_target_alloc (slots * sizeof *hashed, device);
  if (!table
      || omp_target_memcpy (table, hashed, slots * sizeof *hashed, 0, 0,
			    device, host) != 0)
    gompx_fatal ("cannot upload the table of %lu indirect functions to "
		 "device %d", k, device);
  free (hashed);
  /* Any unit's install function will do: all write the same device
     globals, those of the device library.  */
  first->install (device, table, slots);
}

GOMPX_EXPORT void
GOMPX_indirect_prepare (int device)
{
  if (!__atomic_load_n (&units, __ATOMIC_ACQUIRE))
    return;
  if (device == GOMPX_DEVICE_ICV)
    device = omp_get_default_device ();
  if (device < 0 || device == omp_get_initial_device ()
      || device >= omp_get_num_devices ())
    return;
  if (device < MAX_DEVICES
      && __atomic_load_n (&prepared[device], __ATOMIC_ACQUIRE))
    return;
  pthread_mutex_lock (&lock);
  if (device >= MAX_DEVICES || !prepared[device])
    {
      prepare_device (device);
      if (device < MAX_DEVICES)
	__atomic_store_n (&prepared[device], 1, __ATOMIC_RELEASE);
    }
  pthread_mutex_unlock (&lock);
}
