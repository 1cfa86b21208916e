/* Nested begin declare target blocks: functions in an indirect(1) block are
   indirect, those in an inner indirect(0) block are not, unless a declare
   target indirect enter() inside names them; indirect(0) on a list form and on
   a block makes nothing indirect: the device table holds exactly the indirect
   ones, and calls through pointers to them work (GCC gcc
   c-c++-common/gomp/declare-target-indirect-2.c).  */
/* { dg-do run } */

#include "indirect.h"

#pragma omp begin declare target indirect(1)
int foo (int x) { return x + 5; }
#pragma omp begin declare target indirect(0)
int bar (int x) { return x + 8; }
int baz (int x) { return x + 11; }
#pragma omp declare target indirect enter(baz)
#pragma omp end declare target
#pragma omp end declare target

int fn4 (int x) { return x; }
#pragma omp declare target indirect(0) to(fn4)

#pragma omp begin declare target indirect(0)
int fn5 (int x) { return -x; }
#pragma omp end declare target

#pragma omp declare target
static int
call_direct (int x)
{
  return bar (x) + fn4 (x) + fn5 (x);
}
#pragma omp end declare target

int
main (void)
{
  op_t f = foo, g = baz;
  int r1 = 0, r2 = 0, r3 = 0;
#pragma omp target map(from: r1, r2, r3)
  {
    r1 = f (1);
    r2 = g (1);
    r3 = call_direct (1);
  }
  if (r1 != 6 || r2 != 12 || r3 != 9)
    abort ();
  check_table (2);
  return 0;
}
