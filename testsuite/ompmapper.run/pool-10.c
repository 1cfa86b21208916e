/* Pool mode: data that would overlap data pooled for another section
   without starting inside it (slices of one buffer) has the pool handed
   to libgomp, which then refuses the mapping as it does in the exact
   way, rather than the data getting a second device copy.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */
/* { dg-shouldfail "overlaps mapped data" } */

#include <stdio.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  GOMPX_map_pool (1);
  int *buf = calloc (100, sizeof (int));
  struct elt a[3], b[1];
  for (int i = 0; i < 3; i++)
    {
      a[i].len = 4;
      a[i].d = buf + 10 * i;
    }
  b[0].len = 4;
  b[0].d = buf + 8;
  struct elt *pa = a, *pb = b;
  int three = 3, one = 1;
#pragma omp target enter data map(to: pa[0:three])
  printf ("first section ok\n");
  fflush (stdout);
#pragma omp target enter data map(to: pb[0:one])
  return 0;
}

/* { dg-output "first section ok\[\r\n\]+libgomp: Trying to map into device \\\[0x\[0-9a-f\]+\\.\\.0x\[0-9a-f\]+\\) object when \\\[0x\[0-9a-f\]+\\.\\.0x\[0-9a-f\]+\\) is already mapped" } */
