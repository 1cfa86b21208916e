/* A zero-length section with present is present where it lies inside mapped
   storage, and stops the program where nothing there is mapped (a zero-length
   section maps nothing itself) (LLVM
   offload/test/mapping/present/zero_length_array_section.c).  */
/* { dg-do run } */
/* { dg-shouldfail "arr is not present" } */

#include <stdio.h>

int
main (void)
{
  int arr[5];
#pragma omp target data map(alloc: arr[0:5])
#pragma omp target map(present, alloc: arr[0:0])
  ;
  fputs ("checkpoint\n", stderr);
#pragma omp target data map(alloc: arr[0:0])
#pragma omp target map(present, alloc: arr[0:0])
  ;
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-7.c:19:\[0-9\]+: 'arr\[^'\]*' is not present on device 0" } */
