/* query.c -- what the engines hold: the questions every layer above
   the engines asks, whichever engine carries a vector out.
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

#include <stddef.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "pool/pool-engine.h"
#include "engine/engine.h"

gompx_hidden int
gompx_engine_guarding (void)
{
#ifdef GOMPX_WITH_POOL
  return gompx_pool_engine.holding ();
#else
  return 0;
#endif
}

gompx_hidden int
gompx_engine_holds (const void *addr, size_t size, int device)
{
#ifdef GOMPX_WITH_POOL
  if (gompx_pool_engine.holding ())
    return gompx_pool_engine.holds (addr, size, device);
#else
  (void) addr, (void) size, (void) device;
#endif
  return 0;
}

gompx_hidden void *
gompx_engine_device_address (const void *addr, int device, unsigned *refs)
{
#ifdef GOMPX_WITH_POOL
  if (gompx_pool_engine.holding ())
    return gompx_pool_engine.device_address (addr, device, refs);
#else
  (void) addr, (void) device, (void) refs;
#endif
  return NULL;
}

gompx_hidden int
gompx_engine_is_present (const void *addr, int device)
{
  int present = gompx_libgomp_is_present (addr, device);
#ifdef GOMPX_WITH_POOL
  if (addr && gompx_pool_engine.holding ())
    return present || gompx_pool_engine.holds (addr, 1, device) > 0;
#endif
  return present;
}

gompx_hidden void
gompx_check_exit_extent (int device, const void *addr, size_t size,
			 unsigned short kind)
{
  unsigned k = GOMPX_KIND (kind);
  const char *a = addr;
  if (device < 0 || (k != GOMP_MAP_FROM && k != GOMP_MAP_ALWAYS_FROM)
      || !a || size <= 1
      || gompx_engine_is_present (a + size - 1, device)
      || !gompx_engine_is_present (a, device))
    return;
  char names[512];
  const char *where = gompx_handing_items (names, sizeof names);
  if (where)
    gompx_fatal ("%s: exit data of %s would copy back %zu bytes at %p, "
		 "past the end of what is mapped there on device %d "
		 "(mapped shorter?); nothing has come back", where, names,
		 size, (void *) a, device);
  gompx_fatal ("exit data would copy back %zu bytes at %p, past the end "
	       "of what is mapped there on device %d (mapped shorter?); "
	       "nothing has come back", size, (void *) a, device);
}
