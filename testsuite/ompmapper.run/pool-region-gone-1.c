/* A data region on a pooled section holds every block of its pool; a
   block that leaves the device inside the region (an exit through a
   mapper that maps it alone, a delete) is not released again at the
   region's end: the others are, and the gone one stays gone.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

struct two
{
  int *a;
  int *b;
  int n;
};

#pragma omp declare mapper (struct two v) \
  map(tofrom: v, v.a[0:v.n], v.b[0:v.n])
#pragma omp declare mapper (onlya: struct two v) map(tofrom: v, v.a[0:v.n])
#pragma omp declare mapper (onlyb: struct two v) map(tofrom: v, v.b[0:v.n])

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  /* libgomp 12 alone stops on both programs ("attach count underflow"):
     pool mode only.  */
  GOMPX_map_pool (1);
  int dev = omp_get_default_device ();
  struct two s[2];
  for (int i = 0; i < 2; i++)
    {
      s[i].n = 4;
      s[i].a = calloc (4, sizeof (int));
      s[i].b = calloc (4, sizeof (int));
    }
  struct two *ps = s;
  int n = 2, one = 1;
#pragma omp target enter data map(to: ps[0:n])
#pragma omp target enter data map(mapper(onlyb), to: ps[0:n])
#pragma omp target data map(tofrom: ps[0:n])
  {
#pragma omp target exit data map(mapper(onlya), from: ps[0:n])
#pragma omp target exit data map(mapper(onlya), from: ps[0:n])
    if (omp_target_is_present (s[0].a, dev)
	|| !omp_target_is_present (s[0].b, dev))
      abort ();
  }
  if (omp_target_is_present (s[0].a, dev) || !omp_target_is_present (s[0].b, dev)
      || omp_target_is_present (s, dev))
    abort ();

  struct elt *e = make_elts (2, 4, 0);
  struct elt *pe = e;
#pragma omp target enter data map(to: pe[0:n])
#pragma omp target data map(tofrom: pe[0:n])
  {
#pragma omp target exit data map(delete: pe[0:one])
  }
  if (omp_target_is_present (e[0].d, dev) || !omp_target_is_present (e[1].d, dev))
    abort ();
#pragma omp target exit data map(from: pe[0:n])
  if (omp_target_is_present (e[1].d, dev) || omp_target_is_present (e, dev))
    abort ();
  return 0;
}
