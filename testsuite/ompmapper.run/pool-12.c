/* Pool mode: a target update with depend must wait for its dependences.
   Pooled data libgomp was told of it moves itself, in turn.  A pooled
   block holding a pointer with its device value is libgompx's alone, and
   libgompx cannot move it ahead of the update's dependences: the pool is
   handed to libgomp first, which then moves it in turn, leaving the
   attached pointer inside it alone.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

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

  /* Room for 5 doubles, 3 of them mapped until n grows to 5 below.  */
  struct outer *o = make_outers (2, 5);
  for (int i = 0; i < 2; i++)
    o[i].in->n = 3;
  int two = 2;
#pragma omp target enter data map(to: o[0:two])
#pragma omp target map(tofrom: o[0:two])
  o[1].in->data[2] = 7.5;
  double *data1 = o[1].in->data;
  o[1].in->n = 5;
#pragma omp target update to(o[1].in[0:1]) depend(inout: n)
#pragma omp taskwait
  int got_n = -1;
  double got_d = -1;
  /* The device's pointer still points to the device's data.  */
#pragma omp target map(from: got_n, got_d)
  {
    got_n = o[1].in->n;
    got_d = o[1].in->data[2];
  }
  if (got_n != 5 || got_d != 7.5 || data1[2] != 0)
    abort ();
  /* The data is mapped 3 long: exit data "from" 5 long would copy back
     what lies past its mapping (exit-grown-1.c).  n comes back 5.  */
  o[1].in->n = 3;
#pragma omp target exit data map(from: o[0:two])
  if (o[1].in->data != data1 || data1[2] != 7.5 || o[1].in->n != 5)
    abort ();
  printf ("update of a pointer's block ok\n");
  return 0;
}

/* { dg-output "deferred update ok\[\r\n\]+update of a pointer's block ok" } */
