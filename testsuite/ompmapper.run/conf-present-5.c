/* target update from(present: i) of a scalar that was mapped, then deleted,
   stops the program (LLVM offload/test/mapping/present/target_update.c,
   from).  */
/* { dg-do run } */
/* { dg-shouldfail "i is not present" } */

#include <stdio.h>

int
main (void)
{
  int i = 0;
#pragma omp target enter data map(alloc: i)
#pragma omp target update from(present: i)
#pragma omp target exit data map(delete: i)
  fputs ("checkpoint\n", stderr);
#pragma omp target update from(present: i)
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-5.c:17:\[0-9\]+: 'i' is not present on device 0" } */
