/* exact.c -- the exact engine: libgomp maps a vector as it is.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* Every entry of the vector goes to libgomp in one call, so every
   element's data is a libgomp mapping with libgomp's reference count,
   as the same clauses written by hand would make it.  What libgompx adds
   is for libgomp 12's mistakes: on exit, a "from" entry that is part of
   a larger mapping is copied back by libgompx (take_partial), since
   libgomp 12 copies back the whole mapping once pointers were attached
   in it; motions marked GOMPX_MAP_EXACT are copied byte for byte
   (base/update.c).  It never declines a vector.  */

#include "config.h"

#include <stddef.h>
#include <stdlib.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "engine/engine.h"

static int
active (void)
{
  return 1;
}

static int
holding (void)
{
  return 0;
}

static int
enter (struct gompx_vector *v)
{
  gompx_target_enter_exit_data (v->device, v->n, v->addrs, v->sizes,
				v->kinds, 0);
  return 1;
}

/* Set D to the "from" and "always, from" entries of exit vector V that
   lie in a mapping larger than themselves, or may: their first byte is
   mapped, and so is the byte before or after them.  Each becomes a
   release in V and is copied back around the call, like deferred
   entries: libgomp 12 copies back for such an entry its whole mapping,
   other list items' bytes included, when that mapping has or had
   pointers attached (the quirk partial-copy-back, base/quirks.def).
   In the same pass, stop the program at an entry that runs past its
   mapping (gompx_check_exit_extent), before anything of V changes.  */

static void
take_partial (struct gompx_vector *v, struct gompx_deferred *d)
{
  int device = v->resolved;
  gompx_deferred_alloc (d, v->device, 0);
  if (device < 0)
    return;
  int partial = gompx_quirk_on (GOMPX_QUIRK_PARTIAL_COPY_BACK);
  size_t n = 0, cap = 0, *which = NULL;
  for (size_t i = 0; i < v->n; i++)
    {
      unsigned k = GOMPX_KIND (v->kinds[i]);
      char *a = v->addrs[i];
      gompx_check_exit_extent (device, a, v->sizes[i], v->kinds[i]);
      /* The neighbours first: mostly neither is mapped (a pointee of
	 its own), and then the entry's own lookup is not needed.  */
      if (!partial || (k != GOMP_MAP_FROM && k != GOMP_MAP_ALWAYS_FROM)
	  || (!gompx_libgomp_is_present (a - 1, device)
	      && !gompx_libgomp_is_present (a + v->sizes[i], device))
	  || !gompx_libgomp_is_present (a, device))
	continue;
      if (n == cap)
	{
	  cap = cap ? 2 * cap : 8;
	  which = gompx_xrealloc (which, cap * sizeof *which,
				  "for an exit data construct");
	}
      which[n++] = i;
    }
  if (!n)
    return;
  gompx_deferred_alloc (d, v->device, n);
  for (size_t t = 0; t < n; t++)
    {
      size_t i = which[t];
      d->addrs[t] = v->addrs[i];
      d->sizes[t] = v->sizes[i];
      d->kinds[t] = v->kinds[i];
      d->always[t] = GOMPX_KIND (v->kinds[i]) == GOMP_MAP_ALWAYS_FROM;
      v->kinds[i] = (v->kinds[i] & GOMPX_KIND_FLAGS) | GOMP_MAP_RELEASE;
    }
  d->n = n;
  free (which);
}

static int
exit_data (struct gompx_vector *v)
{
  struct gompx_deferred p;
  take_partial (v, &p);
  void *saved = gompx_copy_back_begin (&p);
  gompx_target_enter_exit_data (v->device, v->n, v->addrs, v->sizes,
				v->kinds, GOMP_TARGET_FLAG_EXIT_DATA);
  gompx_copy_back_end (&p, saved, gompx_libgomp_is_present, v);
  return 1;
}

static int
update (struct gompx_vector *v)
{
  gompx_update (v->device, v->n, v->addrs, v->sizes, v->kinds, 0);
  return 1;
}

static int
region_begin (struct gompx_vector *v, void **frame)
{
  *frame = NULL;
  gompx_target_data (v->device, v->n, v->addrs, v->sizes, v->kinds);
  return 1;
}

static void
region_end (void *frame)
{
  (void) frame;
  GOMP_target_end_data ();
}

static int
holds (const void *addr, size_t size, int device)
{
  (void) addr, (void) size, (void) device;
  return 0;
}

static void *
device_address (const void *addr, int device, unsigned *refs)
{
  (void) addr, (void) device, (void) refs;
  return NULL;
}

static void
guard (int device, const void *addr, size_t size, int how)
{
  (void) device, (void) addr, (void) size, (void) how;
}

gompx_hidden const struct gompx_engine gompx_exact_engine =
{
  "exact", active, holding, enter, NULL, NULL, exit_data, update, region_begin,
  region_end, holds, device_address, guard
};
