/* defaultmap(present) on a region that uses an array never mapped stops the
   program, after a region whose arrays were all present (GCC
   libgomp.c-c++-common/target-present-2.c).  */
/* { dg-do run } */
/* { dg-shouldfail "b is not present" } */

#include <stdio.h>

#define N 100

int
main (void)
{
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = b[i] = i;
#pragma omp target enter data map(alloc: a, c)
#pragma omp target defaultmap(present)
  for (int i = 0; i < N; i++)
    c[i] = a[i];
  fputs ("checkpoint\n", stderr);
#pragma omp target defaultmap(present)
  for (int i = 0; i < N; i++)
    c[i] += b[i];
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-3.c:22:\[0-9\]+: 'b' is not present on device 0" } */
