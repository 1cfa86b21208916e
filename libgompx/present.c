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

#include "libgompx.h"

extern int omp_target_is_present (const void *, int);
extern int omp_get_default_device (void);
extern int omp_get_initial_device (void);

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
gompx_present_range (const void *addr, size_t size, int device)
{
  /* Data in pool mode's pools is present too, though libgomp does not
     know it.  */
  return (GOMPX_map_is_present (addr, device)
	  && (size <= 1
	      || GOMPX_map_is_present ((const char *) addr + size - 1,
				       device)));
}

GOMPX_EXPORT void
GOMPX_present (int device, const void *addr, size_t size, const char *name,
	       const char *where)
{
  device = gompx_present_device (device);
  if (device < 0 || (addr && gompx_present_range (addr, size, device)))
    return;
  gompx_fatal ("%s: '%s' is not present on device %d (its map or motion "
	       "clause has the present modifier)", where, name, device);
}
