/* A unit whose only indirect group has indirect(0): nothing registered
   for the device, nothing uploaded, and calls still work as host calls
   on the emulated device.  */
/* { dg-do run } */

#include "indirect.h"

int f (int x) { return x * 7; }
#pragma omp declare target to(f) indirect(0)

int
main (void)
{
  int r = 0;
  op_t p = f;
#pragma omp target map(from: r)
  r = p (3);
  if (r != 21)
    abort ();
  check_table (0);
  return 0;
}
