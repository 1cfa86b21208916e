/* libgomp.c -- libgomp's own functions and libgompx's place before it.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* libgompx defines some of libgomp's entry points (api/interpose.c,
   omp_target_is_present); its own calls of libgomp's functions of those
   names find libgomp's here, and the flag below tells the interposed
   entry points that a call is libgompx's own.  */

#define _GNU_SOURCE 1

#include "config.h"

#include <dlfcn.h>
#include <link.h>
#include <stddef.h>

#include "base/gomp.h"

gompx_hidden __thread int gompx_inside_libgomp_call;

gompx_hidden void *
gompx_libgomp_symbol (void **slot, const char *name)
{
  void *f = __atomic_load_n (slot, __ATOMIC_ACQUIRE);
  if (f)
    return f;
  f = dlsym (RTLD_NEXT, name);
  if (!f)
    {
      void *h = dlopen ("libgomp.so.1", RTLD_LAZY | RTLD_NOLOAD);
      f = h ? dlsym (h, name) : NULL;
    }
  if (!f)
    gompx_fatal ("cannot find libgomp's %s", name);
  __atomic_store_n (slot, f, __ATOMIC_RELEASE);
  return f;
}

/* Where libgompx's and libgomp's objects come in the process's list of
   loaded objects, which is the order of its symbol lookup (the program,
   preloaded libraries, then the libraries it needs, breadth first;
   those dlopened apart come later but are not searched).  */

struct order
{
  void *gompx, *gomp;		/* The objects' ELF headers.  */
  int index, gompx_at, gomp_at;
};

static int
find_objects (struct dl_phdr_info *info, size_t size, void *data)
{
  struct order *o = data;
  (void) size;
  for (int k = 0; k < info->dlpi_phnum; k++)
    if (info->dlpi_phdr[k].p_type == PT_LOAD
	&& info->dlpi_phdr[k].p_offset == 0)
      {
	void *base = (void *) (info->dlpi_addr + info->dlpi_phdr[k].p_vaddr);
	if (base == o->gompx && o->gompx_at < 0)
	  o->gompx_at = o->index;
	if (base == o->gomp && o->gomp_at < 0)
	  o->gomp_at = o->index;
	break;
      }
  o->index++;
  return 0;
}

gompx_hidden int
gompx_interposed (void)
{
  static int interposed = -1;
  int i = __atomic_load_n (&interposed, __ATOMIC_RELAXED);
  if (__builtin_expect (i < 0, 0))
    {
      /* libgompx before libgomp: libgompx's definitions are what calls
	 reach (through a preloaded library's that forward to the next,
	 as ompmapper-hostemu's, too).  Not if the program linked -lgomp
	 before -lgompx, or libgompx came with a library dlopened
	 apart.  */
      struct order o = { NULL, NULL, 0, -1, -1 };
      Dl_info di;
      void *h = dlopen ("libgomp.so.1", RTLD_LAZY | RTLD_NOLOAD);
      void *own = h ? dlsym (h, "GOMP_target_ext") : NULL;
      if (dladdr ((void *) gompx_interposed, &di))
	o.gompx = di.dli_fbase;
      if (own && dladdr (own, &di))
	o.gomp = di.dli_fbase;
      dl_iterate_phdr (find_objects, &o);
      i = !own || (o.gompx_at >= 0 && o.gompx_at < o.gomp_at);
      __atomic_store_n (&interposed, i, __ATOMIC_RELAXED);
    }
  return i;
}

typedef int (*is_present_fn) (const void *, int);

gompx_hidden int
gompx_libgomp_is_present (const void *ptr, int device)
{
  static void *f;
  return ((is_present_fn) gompx_libgomp_symbol (&f, "omp_target_is_present"))
    (ptr, device);
}
