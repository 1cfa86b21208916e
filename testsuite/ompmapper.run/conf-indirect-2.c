/* A global function pointer to an indirect function, used by target regions
   without a map clause and with map(fp), before and after the host points it
   at another function: the region sees the value the host last stored (LLVM
   offload/test/api/omp_indirect_func_basic.c).  */
/* { dg-do run } */

#include "indirect.h"

#define V 5

#pragma omp begin declare target indirect
int direct (int x) { return 2 * x; }
int indirect_base (int x) { return -x; }
#pragma omp end declare target

int (*indirect) (int) = indirect_base;

int
main (void)
{
  int d = 0, r = 0;
#pragma omp target map(from: d, r)
  {
    d = direct (V);
    r = indirect (V);
  }
  if (d != 2 * V || r != -V)
    abort ();
  indirect = direct;
#pragma omp target map(from: d, r)
  {
    d = direct (V);
    r = indirect (V);
  }
  if (d != 2 * V || r != 2 * V)
    abort ();

  indirect = indirect_base;
#pragma omp target map(indirect) map(from: d, r)
  r = indirect (V);
  if (r != -V)
    abort ();
  indirect = direct;
#pragma omp target map(indirect) map(from: d, r)
  r = indirect (V);
  if (r != 2 * V)
    abort ();
  check_table (2);
  return 0;
}
