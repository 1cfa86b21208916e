/* target update to(present: b) of an array never mapped stops the program,
   after one of a mapped array (GCC libgomp.c-c++-common/target-present-3.c;
   LLVM offload/test/mapping/present/target_update.c, to).  */
/* { dg-do run } */
/* { dg-shouldfail "b is not present" } */

#include <stdio.h>

int
main (void)
{
  int a[10], b[10];
#pragma omp target enter data map(alloc: a)
#pragma omp target update to(present: a)
  fputs ("checkpoint\n", stderr);
#pragma omp target update to(present: b)
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-4.c:16:\[0-9\]+: 'b' is not present on device 0" } */
