/* Pool mode, corners: a pointed-to block deleted inside a data region
   that holds it (the region's end leaves the pool's other blocks
   alone); blocks placed at their alignment; "always, to" on part of a
   pooled section keeps the device's data elsewhere in it; delete on one
   section and release on another in one construct.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdint.h>
#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

struct wide
{
  _Alignas (64) double v[8];
};

struct holder
{
  char tag[3];
  int *small;
  struct wide *w;
};

#pragma omp declare mapper (struct holder h) \
  map(tofrom: h, h.small[0:3], h.w[0:1])

#define N 8

int
main (void)
{
  int dev = omp_get_default_device ();
  GOMPX_map_pool (1);

  /* Two elements, two roots, one pool; the region holds the first.  */
  struct elt s[2];
  for (int i = 0; i < 2; i++)
    {
      s[i].len = 4;
      s[i].d = calloc (4, sizeof (int));
    }
  /* ps[0:one], not s[0]: items whose mapper the plugin expands at
     compile time go to libgomp directly, past the pools.  */
  struct elt *ps = s;
  int one = 1;
#pragma omp target enter data map(iterator(i = 0:2), to: s[i])
#pragma omp target data map(tofrom: ps[0:one])
  {
#pragma omp target exit data map(delete: ps[0:one])
  }
  if (!GOMPX_map_is_present (s[1].d, dev) || GOMPX_map_is_present (s[0].d, dev))
    abort ();
#pragma omp target map(tofrom: ps[1:one])
  ps[1].d[2] = 9;
#pragma omp target exit data map(from: ps[1:one])
  if (s[1].d[2] != 9 || GOMPX_map_is_present (s[1].d, dev))
    abort ();

  /* Alignment: each struct wide 64-aligned on the device.  */
  struct holder h[N];
  for (int i = 0; i < N; i++)
    {
      h[i].small = calloc (3, sizeof (int));
      h[i].w = aligned_alloc (64, sizeof (struct wide));
      for (int k = 0; k < 8; k++)
	h[i].w->v[k] = i + k;
    }
  int n = N, misaligned = 0;
  double sum = 0;
#pragma omp target map(tofrom: h[0:n]) map(tofrom: misaligned, sum)
  for (int i = 0; i < N; i++)
    {
      misaligned += ((uintptr_t) h[i].w % 64) != 0;
      for (int k = 0; k < 8; k++)
	sum += h[i].w->v[k];
    }
  if (misaligned || sum != N * 28 + 8 * (N * (N - 1) / 2))
    abort ();

  /* "always, to" on a[0:1] leaves the device's a[2] alone.  */
  struct elt *a = make_elts (4, 2, 0);
#pragma omp target enter data map(to: a[0:4])
#pragma omp target
  a[2].len = 1;
  a[0].d[0] = 5;
#pragma omp target enter data map(always, to: a[0:one])
  int got = 0;
#pragma omp target map(tofrom: got)
  got = a[0].d[0] * 10 + a[2].len;
  if (got != 51)
    abort ();
#pragma omp target exit data map(release: a[0:one])
#pragma omp target exit data map(from: a[0:4])
  if (a[2].len != 1 || a[0].d[0] != 5 || omp_target_is_present (a, dev))
    abort ();

  /* delete one section, release another, in one construct.  */
  struct elt *b = make_elts (3, 2, 1), *c = make_elts (3, 2, 2);
#pragma omp target enter data map(to: b[0:3], c[0:3])
#pragma omp target enter data map(to: c[0:3])
#pragma omp target exit data map(delete: b[0:3]) map(release: c[0:3])
  if (GOMPX_map_is_present (b[1].d, dev) || !GOMPX_map_is_present (c[1].d, dev)
      || !omp_target_is_present (c, dev))
    abort ();
#pragma omp target exit data map(release: c[0:3])
  if (GOMPX_map_is_present (c[1].d, dev) || omp_target_is_present (c, dev))
    abort ();
  return 0;
}
