/* What indirect(expr) makes indirect: -1, 5.5 and a macro expression that is
   nonzero do, 0 and a macro expression that is zero do not, in the list form
   with to and with enter and in the block form; the device table holds exactly
   the functions made indirect, and calls through pointers to them work (GCC
   gcc c-c++-common/gomp/declare-target-indirect-1.c,
   declare-target-indirect-2.c).  */
/* { dg-do run } */

#include "indirect.h"

#define X 1
#define Y 0

int fn1 (int x) { return x + 1; }
#pragma omp declare target indirect(-1) to(fn1)

int fn2 (int x) { return x + 2; }
#pragma omp declare target indirect(5.5) enter(fn2)

int fn3 (int x) { return x + 3; }
#pragma omp declare target indirect(X + Y) to(fn3)

int fn4 (int x) { return x + 4; }
#pragma omp declare target indirect(X * Y) to(fn4)

int fn5 (int x) { return x + 5; }
#pragma omp declare target indirect(0) enter(fn5)

#pragma omp begin declare target indirect(X * Y)
int fn6 (int x) { return x + 6; }
#pragma omp end declare target

int
main (void)
{
  op_t f1 = fn1, f2 = fn2, f3 = fn3;
  int r = 0;
#pragma omp target map(from: r)
  r = f1 (0) + f2 (0) + f3 (0) + fn4 (0) + fn5 (0) + fn6 (0);
  if (r != 1 + 2 + 3 + 4 + 5 + 6)
    abort ();
  check_table (3);
  return 0;
}
