/* The library indirect-shlib-2.c dlopens: an indirect function, and a
   target region that calls through a pointer it is given.  */

#include "../indirect.h"

#pragma omp begin declare target indirect
int d_triple (int x) { return 3 * x; }
#pragma omp end declare target

op_t
d_get (void)
{
  return d_triple;
}

int
d_run (op_t f, int x)
{
  int r = 0;
#pragma omp target map(from: r)
  r = f (x);
  return r;
}
