/* exit data map(present, delete: i) works once, and stops the program when i
   is no longer mapped (LLVM
   offload/test/mapping/present/target_exit_data_delete.c,
   target_exit_data_release.c).  */
/* { dg-do run } */
/* { dg-shouldfail "i is not present" } */

#include <stdio.h>

int
main (void)
{
  int i;
#pragma omp target enter data map(alloc: i)
#pragma omp target exit data map(present, delete: i)
  fputs ("checkpoint\n", stderr);
#pragma omp target exit data map(present, release: i)
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-8.c:17:\[0-9\]+: 'i' is not present on device 0" } */
