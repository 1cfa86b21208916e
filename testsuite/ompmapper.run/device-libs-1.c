/* Device code that needs no flags beyond pkg-config's: assert (whose
   glibc macro calls __assert_fail, which the nvptx C library lacks:
   libgompx-nvptx.a has it), math functions (the offload compiler's
   libm) and a 16-byte atomic (its libatomic), in a target region and in
   a declare target function.  */
/* { dg-do run } */

#include <assert.h>
#include <math.h>
#include <stdlib.h>

#pragma omp declare target
static double
cube (double x)
{
  assert (x == x);
  return pow (x, 3.0);
}
#pragma omp end declare target

int
main (void)
{
  double x = 2.0, r = 0;
  __int128 big = 0;
  int ok = 0;
#pragma omp target map(tofrom: r, big, ok)
  {
    assert (x > 1.0);
    r = sqrt (x) * sqrt (x) + sin (0.0) + cube (x);
#pragma omp atomic
    big += 3;
    ok = 1;
  }
  if (!ok || fabs (r - 10.0) > 1e-12 || big != 3)
    abort ();
  return 0;
}
