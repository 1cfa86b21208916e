/* present on a clause that invokes a mapper applies to each entry the mapper
   makes: with the pointee the mapper maps already mapped and the member it
   maps not, map(present, alloc: s1) stops the program at the member (LLVM
   offload/test/mapping/mapper_map_ptee_then_present_absent_mbr.c, which passes
   today and says it should fail; GCC gcc
   c-c++-common/gomp/declare-mapper-15.c, where present reaches every
   entry).  */
/* { dg-do run } */
/* { dg-shouldfail "s1.x is not present" } */

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
#pragma omp target enter data map(alloc: s1.p[0:10])
  fputs ("checkpoint\n", stderr);
#pragma omp target enter data map(present, alloc: s1)
  fputs ("not reached\n", stderr);
  return 0;
}
/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*conf-present-9.c:32:\[0-9\]+: 's1.x' is not present on device 0" } */
