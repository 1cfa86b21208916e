/* Pool mode: data pooled for one section and reached again from another
   section (shared by elements of both) would get a second device copy;
   libgompx stops the program and says what to do.  */
/* { dg-do run } */
/* { dg-shouldfail "data pooled for another section" } */

#include <stdio.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  GOMPX_map_pool (1);
  struct elt *a = make_elts (4, 2, 0);
  struct elt *b = make_elts (4, 2, 0);
  b[2].d = a[1].d;
#pragma omp target enter data map(to: a[0:4])
  printf ("first section ok\n");
  fflush (stdout);
#pragma omp target enter data map(to: b[0:4])
  return 0;
}

/* { dg-output "first section ok\[\r\n\]+libgompx: pooled map vector: the data reached from 0x\[0-9a-f\]+ is in part pooled for another mapping; run with GOMPX_MAP_POOL=0" } */
