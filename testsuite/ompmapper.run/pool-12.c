/* Pool mode: a target update with depend must wait for its dependences,
   so libgompx cannot move pooled data for it ahead of time; it stops the
   program, naming the item and its place in the source, before anything
   moves.  */
/* { dg-do run } */
/* { dg-shouldfail "a deferred update of pooled data" } */

#include <stdio.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  GOMPX_map_pool (1);
  struct elt *p = make_elts (4, 2, 1);
  int n = 4;
#pragma omp target enter data map(to: p[0:n])
  /* Without depend it moves the data.  */
#pragma omp target map(tofrom: p[0:n])
  p[1].d[1] = 7;
#pragma omp target update from(p[1].d[0:2])
  if (p[1].d[1] != 7)
    abort ();
  printf ("plain update ok\n");
  fflush (stdout);
#pragma omp target update from(p[1].d[0:2]) depend(inout: n)
  return 0;
}

/* { dg-output "plain update ok\[\r\n\]+libgompx: \[^\r\n\]*pool-12.c:29:31: '\[^\r\n\]*' \\(8 bytes at 0x\[0-9a-f\]+\\) is pooled for the section at 0x\[0-9a-f\]+, and a target update with depend cannot move it before its dependences are met; update it without depend \\(after a taskwait\\) or run with GOMPX_MAP_POOL=0" } */
