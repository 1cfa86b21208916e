/* libgomp-present.h -- what libgomp itself knows is mapped.  */

#ifndef LIBGOMP_PRESENT_H
#define LIBGOMP_PRESENT_H

extern int omp_target_is_present (const void *, int);

/* What libgomp itself knows: omp_target_is_present called through a
   pointer.  The plugin makes direct calls ask GOMPX_map_is_present,
   which knows pooled data too.  */
static int (*volatile libgomp_is_present) (const void *, int)
  = omp_target_is_present;

#endif
