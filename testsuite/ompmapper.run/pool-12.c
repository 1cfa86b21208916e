/* Pool mode: a target update with depend must wait for its dependences.
   Pooled data libgomp was told of it moves itself, in turn.  A pooled
   block holding a pointer with its device value is libgompx's alone, and
   libgompx cannot move it ahead of the update's dependences: it stops
   the program, naming the item and its place in the source, before
   anything moves.  */
/* { dg-do run } */
/* { dg-shouldfail "a deferred update of pooled data libgomp does not know" } */

#include <stdio.h>
#include "gompx.h"
#include "section-1.h"
#include "outer-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  GOMPX_map_pool (1);
  struct elt *p = make_elts (4, 2, 1);
  int n = 4;
  unsigned long long allocs = device_counters ().allocs;
#pragma omp target enter data map(to: p[0:n])
  /* Pooled: the section and one block.  */
  if (device_counters ().allocs != allocs + 2)
    abort ();
#pragma omp target map(tofrom: p[0:n])
  p[1].d[1] = 7;
#pragma omp target update from(p[1].d[0:2]) depend(inout: n)
#pragma omp taskwait
  if (p[1].d[1] != 7)
    abort ();
  printf ("deferred update ok\n");
  fflush (stdout);

  struct outer *o = make_outers (2, 3);
  int two = 2;
#pragma omp target enter data map(to: o[0:two])
  o[1].in->n = 5;
#pragma omp target update to(o[1].in[0:1]) depend(inout: n)
  return 0;
}

/* { dg-output "deferred update ok\[\r\n\]+libgompx: \[^\r\n\]*pool-12.c:41:29: '\[^\r\n\]*' \\(16 bytes at 0x\[0-9a-f\]+\\) is pooled for the section at 0x\[0-9a-f\]+, and a target update with depend cannot move it before its dependences are met; update it without depend \\(after a taskwait\\) or run with GOMPX_MAP_POOL=0" } */
