/* Pool mode: a target region looks a local pointer it does not list up
   as a zero-length array section.  Pooled data libgomp was told of it
   finds, as the exact way would.  A pooled block holding a pointer with
   its device value is libgompx's alone, so the region would get a null
   pointer for it: the pool is handed to libgomp before the region,
   which then finds the block, pointer and all.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdio.h>
#include "gompx.h"
#include "section-1.h"
#include "outer-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

static int
first_of (int *q)
{
  int got = -1;
#pragma omp target map(from: got)
  got = q[0];
  return got;
}

static int
n_of (struct inner *q)
{
  int got = -1;
#pragma omp target map(from: got)
  got = q->n;
  return got;
}

int
main (void)
{
  int n = 4;
  struct elt *p = make_elts (n, 2, 5);

  /* The exact way: libgomp maps p[1].d, and finds it for q.  */
  GOMPX_map_pool (0);
#pragma omp target enter data map(to: p[0:n])
  if (first_of (p[1].d) != 5)
    abort ();
#pragma omp target exit data map(release: p[0:n])

  /* Pooled: the same, the device's data.  */
  GOMPX_map_pool (1);
  unsigned long long allocs = device_counters ().allocs;
#pragma omp target enter data map(to: p[0:n])
  if (device_counters ().allocs != allocs + 2)
    abort ();
  p[1].d[0] = -1;
  if (first_of (p[1].d) != 5)
    abort ();
  printf ("pooled data ok\n");
  fflush (stdout);

  struct outer *o = make_outers (2, 3);
  int two = 2;
#pragma omp target enter data map(to: o[0:two])
  /* A length the data still has: the mapper takes it for one.  */
  o[1].in->n = 2;
  if (n_of (o[1].in) != 3)
    abort ();
#pragma omp target exit data map(release: o[0:two])
  if (o[1].in->n != 2 || GOMPX_map_is_present (o[1].in, 0))
    abort ();
  printf ("pointer into a pointer's block ok\n");
  return 0;
}

/* { dg-output "pooled data ok\[\r\n\]+pointer into a pointer's block ok" } */
