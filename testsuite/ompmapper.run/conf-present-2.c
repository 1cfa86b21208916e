/* map(present, to: b) of an array never mapped stops the program with a
   message naming it, after a region with a present item ran (GCC
   libgomp.c-c++-common/target-present-1.c; LLVM
   offload/test/mapping/present/target.c).  */
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
#pragma omp target map(present, to: a)
  for (int i = 0; i < N; i++)
    c[i] = a[i];
  fputs ("checkpoint\n", stderr);
#pragma omp target map(present, to: b)
  for (int i = 0; i < N; i++)
    c[i] += b[i];
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-2.c:23:\[0-9\]+: 'b' is not present on device 0" } */
