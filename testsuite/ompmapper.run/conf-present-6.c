/* map(present, tofrom: arr[0:100]) where only arr[98:2] is mapped: the section
   extends past what is present, so the program stops (LLVM
   offload/test/mapping/present/target_array_extension.c,
   target_data_array_extension.c, target_update_array_extension.c).  */
/* { dg-do run } */
/* { dg-shouldfail "arr is not present" } */

#include <stdio.h>

int
main (void)
{
  int arr[100];
#pragma omp target data map(alloc: arr[0:100])
  {
#pragma omp target map(present, tofrom: arr[98:2])
    ;
  }
  fputs ("checkpoint\n", stderr);
#pragma omp target data map(alloc: arr[98:2])
  {
#pragma omp target map(present, tofrom: arr[0:100])
    ;
  }
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-6.c:22:\[0-9\]+: 'arr\[^'\]*' is not present on device 0" } */
