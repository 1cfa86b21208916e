/* Pool mode: a target region looks a local pointer it does not list up
   as a zero-length array section, and libgomp does not know pooled
   data, so the region would get a null pointer.  The program stops
   before the region, naming the pointer and the construct.  The same
   region works while nothing is pooled.  */
/* { dg-do run } */
/* { dg-shouldfail "a pointer into pooled data used in a region" } */

#include <stdio.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

static int
first_of (int *q)
{
  int got = -1;
#pragma omp target map(from: got)
  got = q[0];
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

  /* Pooled: the region reaches the data through p, which libgomp maps.  */
  GOMPX_map_pool (1);
#pragma omp target enter data map(to: p[0:n])
  int got = -1;
#pragma omp target map(from: got)
  got = p[1].d[1];
  if (got != 5)
    abort ();
  printf ("through the section ok\n");
  fflush (stdout);
  return first_of (p[1].d);
}

/* { dg-output "through the section ok\[\r\n\]+libgompx: \[^\r\n\]*pool-13.c:19:9: pointer 'q' points into data pooled for the section at 0x\[0-9a-f\]+, which libgomp does not know: the target region would get a null pointer for it; reach the data through the section in the region \\(as p\\\[i\\\]\\.d\\) or run with GOMPX_MAP_POOL=0" } */
