/* Pool mode: a construct that cannot be pooled (here an element whose
   data has become empty) but reaches pooled data stops the program,
   rather than letting libgomp unmap the section with device pointers in
   it.  */
/* { dg-do run } */
/* { dg-shouldfail "an exit that cannot be pooled reaches pooled data" } */

#include <stdio.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  GOMPX_map_pool (1);
  int n = 10;
  struct elt *p = make_elts (n, 4, 0);
#pragma omp target enter data map(to: p[0:n])
  printf ("pooled\n");
  fflush (stdout);
  p[3].len = 0;
#pragma omp target exit data map(from: p[0:n])
  return 0;
}

/* { dg-output "pooled\[\r\n\]+libgompx: pooled map vector: a construct that pool mode cannot carry out reaches 0x\[0-9a-f\]+, pooled for the section at 0x\[0-9a-f\]+; run with GOMPX_MAP_POOL=0" } */
