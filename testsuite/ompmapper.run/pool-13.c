/* Pool mode: a target region looks a local pointer it does not list up
   as a zero-length array section.  Pooled data libgomp was told of it
   finds, as the exact way would.  A pooled block holding a pointer with
   its device value is libgompx's alone, so the region would get a null
   pointer for it: the program stops before the region, naming the
   pointer and the construct.  */
/* { dg-do run } */
/* { dg-shouldfail "a pointer into pooled data libgomp does not know" } */

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
  return n_of (o[1].in);
}

/* { dg-output "pooled data ok\[\r\n\]+libgompx: \[^\r\n\]*pool-13.c:30:9: pointer 'q' points into data pooled for the section at 0x\[0-9a-f\]+, which libgomp does not know: the target region would get a null pointer for it; reach the data through the section in the region \\(as p\\\[i\\\]\\.d\\) or run with GOMPX_MAP_POOL=0" } */
