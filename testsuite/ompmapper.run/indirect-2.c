/* Several translation units, each with indirect functions of its own,
   linked together: one table with all of them; calls across units.  */
/* { dg-do run } */
/* { dg-additional-sources "extra/indirect-2-other.c" } */

#include "indirect.h"

#pragma omp begin declare target indirect
int here_inc (int x) { return x + 100; }
#pragma omp end declare target

extern op_t other_fns[2];

int
main (void)
{
  op_t f[3] = { here_inc, other_fns[0], other_fns[1] };
  int out[3];
#pragma omp target map(to: f) map(from: out)
  for (int i = 0; i < 3; i++)
    out[i] = f[i] (1);
  if (out[0] != 101 || out[1] != 1001 || out[2] != -1)
    abort ();
  check_table (3);
  return 0;
}
