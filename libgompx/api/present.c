/* present.c -- the present map-type and motion modifier at run time.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* OpenMP 5.1, 2.21.7.1: a list item with the present modifier that is
   not in the device data environment is a runtime error, and present
   items are checked before anything of the construct moves.  The plugin
   emits one GOMPX_present call per such item before the construct.  */

#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "engine/engine.h"
#include "api/present.h"

/* Whether SIZE bytes at ADDR are present on DEVICE is whether one
   mapping holds them all: the first and the last byte are mapped, and
   by the same mapping.  libgomp 12 can say only whether one byte is
   mapped (omp_target_is_present) and has no way to ask for a mapping's
   extent, while mapping [ADDR, ADDR + SIZE) to learn it stops the
   program when a mapping holds it in part.  What it can say is the
   device address of each byte (a GOMP_MAP_USE_DEVICE_PTR entry, which
   it rewrites in place): the first and the last byte in one mapping lie
   SIZE - 1 bytes apart on the device too.  Two mappings whose device
   copies lie so are two list items next to each other on the host that
   one construct mapped into one device block as the host has them; the
   device then holds the whole range, as one mapping would.  Anything
   else -- bytes between the two unmapped, two mappings of their own
   blocks, the range running out of its mapping -- fails, which the
   first and last byte alone would not.  The device addresses of all the
   ranges of a check come in one data region.

   Data the fast engine holds, which libgomp may not know, is the
   engine's to judge (gompx_engine_holds): one block must hold the
   range.  */

gompx_hidden size_t
gompx_present_ranges (void *const *addrs, const size_t *sizes, size_t n,
		      int device)
{
  /* The cheap checks, in order, up to the first failure (BAD); the
     ranges before it whose device addresses are to be compared.  */
  size_t bad = n, nt = 0;
  size_t *which = NULL;
  for (size_t i = 0; i < n && bad == n; i++)
    {
      const char *a = addrs[i];
      size_t size = sizes[i];
      int held = gompx_engine_holds (a, size, device);
      if (held)
	{
	  if (held < 0)
	    bad = i;
	  continue;
	}
      /* Held by no engine's block: libgomp's, all of it (a range that
	 runs on into an engine's block is not present).  */
      if (!gompx_libgomp_is_present (a, device)
	  || (size > 1 && !gompx_libgomp_is_present (a + size - 1, device)))
	{
	  bad = i;
	  continue;
	}
      if (size > 1)
	{
	  if (!which)
	    {
	      which = gompx_xmalloc (n * sizeof *which, "for a present check");
	    }
	  which[nt++] = i;
	}
    }
  if (!nt)
    return bad;

  void **dev = gompx_device_ranges (device, nt, addrs, sizes, which);
  for (size_t t = 0; t < nt; t++)
    if ((uintptr_t) dev[2 * t + 1] - (uintptr_t) dev[2 * t]
	!= sizes[which[t]] - 1)
      {
	bad = which[t];
	break;
      }
  free (dev);
  free (which);
  return bad;
}

/* Whether SIZE bytes at ADDR (non-null) are mapped on DEVICE, by one
   mapping.  */

static int
present_range (const void *addr, size_t size, int device)
{
  if (size <= 1)
    /* Data the fast engine holds is present too, though libgomp may not
       know it.  */
    return gompx_engine_is_present (addr, device);
  void *a = (void *) addr;
  return gompx_present_ranges (&a, &size, 1, device) == 1;
}

GOMPX_EXPORT void
GOMPX_present (int device, const void *addr, size_t size, const char *name,
	       const char *where)
{
  gompx_check_length (size, name, where);
  device = gompx_present_device (device);
  if (device < 0 || (addr && present_range (addr, size, device)))
    return;
  gompx_fatal ("%s: '%s' is not present on device %d (its map or motion "
	       "clause has the present modifier)", where, name, device);
}

GOMPX_EXPORT int
GOMPX_map_is_present (const void *ptr, int device)
{
  if (device == GOMP_DEVICE_ICV)
    device = omp_get_default_device ();
  return gompx_engine_is_present (ptr, device);
}
