/* libgomp-release.h -- which libgomp the program runs with.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.

   ompmapper is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* The libgomp a program runs with need not be its compiler's: a Debian
   or Ubuntu system has one libgomp1, from its newest GCC, for every GCC
   it ships.  The emulated device must answer that libgomp's plugin
   interface (its GOMP_VERSION), and libgompx routes around that
   libgomp's behaviour (libgompx/base/quirks.def), so both ask here:
   the newest version node of libgomp's symbols that it defines (each
   release from 13 on added one, libgomp/libgomp.map), probed with a
   function of that node; 12 where none is found, the oldest release
   ompmapper is built for.  Header-only: the emulated device and libgompx
   each have their copy.  */

#ifndef OMPM_LIBGOMP_RELEASE_H
#define OMPM_LIBGOMP_RELEASE_H 1

#include <dlfcn.h>
#include <stddef.h>

static inline int
ompm_libgomp_release (void)
{
  static const struct
  {
    int release;
    const char *name, *version;
  } nodes[] = {
    { 16, "omp_target_memset", "GOMP_6.0.1" },
    { 15, "omp_get_interop_int", "GOMP_5.1.3" },
    { 14, "GOMP_target_map_indirect_ptr", "GOMP_5.1.2" },
    { 13, "omp_get_mapped_ptr", "OMP_5.1.1" },
  };
  void *h = dlopen ("libgomp.so.1", RTLD_LAZY | RTLD_NOLOAD);
  int r = 12;
  for (size_t i = 0; h && i < sizeof nodes / sizeof nodes[0]; i++)
    if (dlvsym (h, nodes[i].name, nodes[i].version))
      {
	r = nodes[i].release;
	break;
      }
  if (h)
    dlclose (h);
  return r;
}

/* The version of libgomp's offload plugin interface (gomp-constants.h's
   GOMP_VERSION, which libgomp wants a plugin to return exactly) in
   libgomp release RELEASE: 1 in 12; 2 from 13 (load_image's table of
   reverse offload functions, get_num_devices's requires mask); 3 from
   14 (load_image's table of indirect functions).  */

static inline unsigned
ompm_libgomp_plugin_version (int release)
{
  return release >= 14 ? 3 : release == 13 ? 2 : 1;
}

#endif /* OMPM_LIBGOMP_RELEASE_H */
