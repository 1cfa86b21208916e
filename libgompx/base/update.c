/* update.c -- target update motions that libgompx carries out itself.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* libgomp 12's target update (gomp_update) copies the data of a mapping
   that holds attachment counters a pointer's size at a time, and looks
   each word's counter up by its distance from the start of the list
   item, not of the mapping:

     struct { short a; int n; int *b; double c[3]; } x;   x.b attached
     target update to(bytes [16, 40) of x)

   copies 8 bytes at +16, skips +24 (the counter at index 1 is x.b's)
   and copies +32, so c[1] never moves; an item whose size is not a
   multiple of a pointer's moves up to 7 bytes past its end, over the
   host's or the device's next member.  What the plugin asks to move
   through a mapper that attaches pointers -- the element's storage in
   parts around its attached pointers, its members, its pointees -- is
   marked GOMPX_MAP_EXACT: none of it holds an attached pointer, so the
   bytes can be copied as they are, which libgompx does here with
   omp_target_memcpy at device addresses it looks up as GOMPX_present
   does (the first and the last byte present, their device addresses
   from one GOMP_MAP_USE_DEVICE_PTR data region and SIZE - 1 apart: one
   mapping holds the range).  An entry not held so goes to libgomp as it
   is, which skips one not mapped and stops the program for one mapped
   in part, as for any update.  The rest goes to libgomp unchanged.  */

#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/libgompx.h"
#include "base/gomp.h"

static void *
xmalloc (size_t size)
{
  return gompx_xmalloc (size, "for a target update");
}

/* The motions themselves: none is an attached pointer's entry.  */

static void
update_motions (int device, size_t n, void **addrs, size_t *sizes,
		unsigned short *kinds, int all_exact)
{
  if (!n)
    return;
  int dev = gompx_present_device (device);
  /* The entries libgompx copies (WHICH), each with the device addresses
     of its first and last byte (DEV, two a range) in one data region.  */
  size_t *which = NULL, nx = 0;
  if (dev >= 0)
    for (size_t i = 0; i < n; i++)
      {
	const char *a = addrs[i];
	unsigned k = GOMPX_KIND (kinds[i]);
	if (!(all_exact || (kinds[i] & GOMPX_MAP_EXACT)) || !sizes[i] || !a
	    || (k != GOMP_MAP_TO && k != GOMP_MAP_FROM)
	    || !gompx_libgomp_is_present (a, dev)
	    || !gompx_libgomp_is_present (a + sizes[i] - 1, dev))
	  continue;
	if (!which)
	  which = xmalloc (n * sizeof *which);
	which[nx++] = i;
      }

  /* The entries done, in WHICH[0..ND).  */
  size_t nd = 0;
  if (nx)
    {
      void **dv = gompx_device_ranges (dev, nx, addrs, sizes, which);
      int host = omp_get_initial_device ();
      for (size_t t = 0; t < nx; t++)
	{
	  size_t i = which[t];
	  char *d = dv[2 * t];
	  if ((uintptr_t) dv[2 * t + 1] - (uintptr_t) d != sizes[i] - 1)
	    continue;
	  int err = (GOMPX_KIND (kinds[i]) == GOMP_MAP_TO
		     ? omp_target_memcpy (d, addrs[i], sizes[i], 0, 0, dev, host)
		     : omp_target_memcpy (addrs[i], d, sizes[i], 0, 0, host,
					  dev));
	  if (err)
	    gompx_fatal ("copying %zu bytes at %p %s device %d failed",
			 sizes[i], addrs[i],
			 GOMPX_KIND (kinds[i]) == GOMP_MAP_TO ? "to" : "from", dev);
	  which[nd++] = i;
	}
      free (dv);
    }
  if (nd == 0)
    {
      /* libgomp looks at the low byte of a kind only.  */
      free (which);
      gompx_target_update (device, n, addrs, sizes, kinds);
      return;
    }
  size_t nf = n - nd;
  if (nf == 0)
    {
      free (which);
      return;
    }

  /* What is left, in order, for libgomp.  */
  void **fa = xmalloc (nf * (sizeof *fa + sizeof (size_t)
			     + sizeof (unsigned short)));
  size_t *fs = (size_t *) (fa + nf);
  unsigned short *fk = (unsigned short *) (fs + nf);
  size_t done = 0, f = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (done < nd && which[done] == i)
	{
	  done++;
	  continue;
	}
      fa[f] = addrs[i];
      fs[f] = sizes[i];
      fk[f++] = kinds[i];
    }
  free (which);
  gompx_target_update (device, f, fa, fs, fk);
  free (fa);
}

gompx_hidden void
gompx_deferred_alloc (struct gompx_deferred *d, int device, size_t n)
{
  d->device = device;
  d->n = 0;
  d->addrs = NULL;
  if (!n)
    return;
  /* One block: addresses, sizes, kinds, always flags.  */
  d->addrs = xmalloc (n * (sizeof (void *) + sizeof (size_t)
			   + sizeof (unsigned short) + 1));
  d->sizes = (size_t *) (d->addrs + n);
  d->kinds = (unsigned short *) (d->sizes + n);
  d->always = (char *) (d->kinds + n);
}

gompx_hidden void *
gompx_copy_back_save (const struct gompx_deferred *d)
{
  if (!d->n)
    return NULL;
  size_t total = 0;
  for (size_t i = 0; i < d->n; i++)
    total += d->sizes[i];
  char *saved = xmalloc (total), *p = saved;
  for (size_t i = 0; i < d->n; i++)
    {
      memcpy (p, d->addrs[i], d->sizes[i]);
      p += d->sizes[i];
    }
  return saved;
}

gompx_hidden void *
gompx_copy_back_begin (const struct gompx_deferred *d)
{
  void *saved = gompx_copy_back_save (d);
  if (!saved)
    return NULL;
  /* The entries are members of sections, in parts around their attached
     pointers, or parts of mappings: libgompx copies them, as "from"
     (D's kinds stay for gompx_copy_back_end).  */
  unsigned short *from = xmalloc (d->n * sizeof *from);
  for (size_t i = 0; i < d->n; i++)
    from[i] = GOMP_MAP_FROM;
  gompx_update (d->device, d->n, d->addrs, d->sizes, from, 1);
  free (from);
  return saved;
}

static int
compare_addresses (const void *x, const void *y)
{
  uintptr_t a = (uintptr_t) *(char *const *) x;
  uintptr_t b = (uintptr_t) *(char *const *) y;
  return a < b ? -1 : a > b;
}

/* libgomp writes a pointer's host value to the device when it detaches
   it, after gompx_copy_back_begin's copy, which brought its device
   address: so the host's goes back from SAVED.  */

gompx_hidden void
gompx_copy_back_end (struct gompx_deferred *d, void *saved,
		     int (*present) (const void *, int),
		     const struct gompx_vector *m)
{
  if (!d->n)
    {
      free (d->addrs);
      return;
    }
  /* The pointers M detaches, sorted, each entry's found by a binary
     search: an exit of n elements has about n entries and n
     detachments.  */
  char **detached = NULL;
  size_t ndetached = 0;
  if (m)
    {
      for (size_t j = 0; j < m->n; j++)
	if (GOMPX_KIND (m->kinds[j]) == GOMP_MAP_DETACH)
	  ndetached++;
      if (ndetached)
	{
	  detached = xmalloc (ndetached * sizeof *detached);
	  ndetached = 0;
	  for (size_t j = 0; j < m->n; j++)
	    if (GOMPX_KIND (m->kinds[j]) == GOMP_MAP_DETACH)
	      detached[ndetached++] = m->addrs[j];
	  qsort (detached, ndetached, sizeof *detached, compare_addresses);
	}
    }
  int device = gompx_resolved_device (d->device);
  char *p = saved;
  for (size_t i = 0; i < d->n; i++)
    {
      char *a = d->addrs[i];
      if (!d->always[i] && present (a, device))
	memcpy (a, p, d->sizes[i]);
      else if (ndetached)
	{
	  /* The first pointer at or after A.  */
	  size_t lo = 0, hi = ndetached;
	  while (lo < hi)
	    {
	      size_t mid = lo + (hi - lo) / 2;
	      if ((uintptr_t) detached[mid] < (uintptr_t) a)
		lo = mid + 1;
	      else
		hi = mid;
	    }
	  for (; lo < ndetached; lo++)
	    {
	      char *ptr = detached[lo];
	      if ((uintptr_t) ptr + sizeof (void *)
		  > (uintptr_t) a + d->sizes[i])
		break;
	      memcpy (ptr, p + (ptr - a), sizeof (void *));
	    }
	}
      p += d->sizes[i];
    }
  free (detached);
  free (saved);
  free (d->addrs);
  d->addrs = NULL;
}

/* An attached pointer's entry among a target update's (kind
   GOMP_MAP_ATTACH; the plugin pushes one for each pointer that a
   mapper's iterator clause attaches, since which they are is known only
   at run time): the pointer keeps its value on both sides, as 5.1 has
   it and libgomp's own update does for the pointers it counts.  So an
   entry that holds such a word is copied in parts around it, by
   libgompx (GOMPX_MAP_EXACT): libgomp knows nothing of an attachment
   pool mode made into its mapping, and moves a mapping that holds its
   own a pointer's size at a time from the wrong words (see above).  The
   entry itself goes nowhere.  */

static int
is_kept (unsigned short kind)
{
  return GOMPX_KIND (kind) == GOMP_MAP_ATTACH;
}

gompx_hidden void
gompx_update (int device, size_t n, void **addrs, size_t *sizes,
	      unsigned short *kinds, int all_exact)
{
  size_t nkept = 0;
  for (size_t i = 0; i < n; i++)
    nkept += is_kept (kinds[i]);
  if (!nkept)
    {
      update_motions (device, n, addrs, sizes, kinds, all_exact);
      return;
    }
  char **kept = xmalloc (nkept * sizeof *kept);
  nkept = 0;
  for (size_t i = 0; i < n; i++)
    if (is_kept (kinds[i]))
      kept[nkept++] = addrs[i];
  qsort (kept, nkept, sizeof *kept, compare_addresses);

  /* The motions, those libgompx copies in parts around the kept words:
     at most one part more than there are kept words in each.  */
  size_t cap = n + nkept;
  void **fa = xmalloc (cap * (sizeof *fa + sizeof (size_t)
			      + sizeof (unsigned short)));
  size_t *fs = (size_t *) (fa + cap);
  unsigned short *fk = (unsigned short *) (fs + cap);
  size_t f = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (is_kept (kinds[i]))
	continue;
      uintptr_t a = (uintptr_t) addrs[i], end = a + sizes[i];
      /* The first kept word that ends after A.  */
      size_t lo = 0, hi = nkept;
      while (lo < hi)
	{
	  size_t mid = lo + (hi - lo) / 2;
	  if ((uintptr_t) kept[mid] + sizeof (void *) <= a)
	    lo = mid + 1;
	  else
	    hi = mid;
	}
      if (!sizes[i] || lo == nkept || (uintptr_t) kept[lo] >= end)
	{
	  /* None inside: as it is.  */
	  fa[f] = addrs[i];
	  fs[f] = sizes[i];
	  fk[f++] = kinds[i];
	  continue;
	}
      for (; a < end; lo++)
	{
	  uintptr_t stop = (lo < nkept && (uintptr_t) kept[lo] < end
			    ? (uintptr_t) kept[lo] : end);
	  if (stop > a)
	    {
	      if (f == cap)
		gompx_fatal ("target update: too many parts");
	      fa[f] = (void *) a;
	      fs[f] = stop - a;
	      fk[f++] = kinds[i] | GOMPX_MAP_EXACT;
	    }
	  if (stop == end)
	    break;
	  a = stop + sizeof (void *);
	}
    }
  free (kept);
  update_motions (device, f, fa, fs, fk, all_exact);
  free (fa);
}
