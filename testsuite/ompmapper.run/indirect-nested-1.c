/* An indirect block, and a declare target indirect list, nested in a
   declare target block of GCC's own form: their registration (a
   constructor) waits for the outer block's end, where it is host code
   (inside it would be device code too, and the offload compiler has no
   constructors: "global constructors not supported on this target").  */
/* { dg-do run } */

#include "indirect.h"

#pragma omp declare target
int plain (int x) { return x + 1; }
#pragma omp begin declare target indirect
int twice (int x) { return 2 * x; }
#pragma omp end declare target
int thrice (int x) { return 3 * x; }
#pragma omp declare target indirect enter (thrice)
#pragma omp end declare target

int
main (void)
{
  op_t f = twice, g = thrice;
  int r = 0;
#pragma omp target map(from: r)
  r = f (5) + g (1) + plain (0);
  if (r != 14)
    abort ();
  check_table (2);
  return 0;
}
