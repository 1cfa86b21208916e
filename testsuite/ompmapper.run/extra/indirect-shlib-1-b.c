/* Library B of indirect-shlib-1.c: no indirect function of its own,
   only a target region that calls through pointers.  */

#include "../indirect.h"

/* F then G applied to X on the default device.  */

int
b_run (op_t f, op_t g, int x)
{
  int r = 0;
#pragma omp target map(from: r)
  r = g (f (x));
  return r;
}

__UINTPTR_TYPE__
b_table (void)
{
  return __gompx_indirect_table;
}
