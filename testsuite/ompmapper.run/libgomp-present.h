/* libgomp-present.h -- what libgomp itself knows is mapped.  */

#ifndef LIBGOMP_PRESENT_H
#define LIBGOMP_PRESENT_H

#include <dlfcn.h>
#include <stdlib.h>

/* What libgomp itself knows: libgomp's own omp_target_is_present.  The
   program's calls of omp_target_is_present reach libgompx's, which
   knows pooled data too (and the plugin makes direct calls ask
   GOMPX_map_is_present, the same).  */

static int
libgomp_is_present (const void *ptr, int device)
{
  static int (*own) (const void *, int);
  if (!own)
    {
      void *h = dlopen ("libgomp.so.1", RTLD_LAZY | RTLD_NOLOAD);
      own = h ? (int (*) (const void *, int)) dlsym (h,
						     "omp_target_is_present")
	      : NULL;
      if (!own)
	abort ();
    }
  return own (ptr, device);
}

/* What a program sees through a pointer to omp_target_is_present, which
   the plugin cannot rewrite: libgompx's.  */
extern int omp_target_is_present (const void *, int);
static int (*volatile program_is_present) (const void *, int)
  = omp_target_is_present;

#endif
