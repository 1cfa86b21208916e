/* present on a clause that invokes a mapper applies to the pointee the mapper
   maps too: with the member mapped and the pointee not, target update
   to(present: s1) stops the program at the pointee.  GCC gcc
   c-c++-common/gomp/declare-mapper-15.c gives every entry present, as OpenMP
   6.0 says; LLVM offload/test/mapping/mapper_map_mbr_then_present_mbr_ptee.c
   and mapper_target_update_present_ptee.c apply it to the pointee only for
   6.0, not 5.2; 5.1 is silent, we follow GCC and 6.0.  */
/* { dg-do run } */
/* { dg-shouldfail "the pointee is not present" } */

#include <stdio.h>

int x[10];

typedef struct
{
  int x;
  int dummy[100];
  int *p;
} S;

#pragma omp declare mapper (default: S s) map(s.x, s.p[0:10])

S s1;

int
main (void)
{
  s1.p = x;
#pragma omp target enter data map(alloc: s1.x)
  fputs ("checkpoint\n", stderr);
#pragma omp target update to(present: s1)
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-10.c:32:\[0-9\]+: '\[^'\]*p\[^'\]*' is not present on device 0" } */
