/* Global function pointers that are not declare target, called in target
   regions with no clause naming them: each region gets the host's value
   at its start (firstprivate; a null pointer before), at file scope and
   as a static local, in a target region and in a combined construct;
   with firstprivate and map(to:) written out; and a declare target one,
   whose device copy holds the device image's value, then the host's
   after target update, both called.  */
/* { dg-do run } */

#include "indirect.h"

#pragma omp begin declare target indirect
int neg (int x) { return -x; }
int twice (int x) { return 2 * x; }
int add3 (int x) { return x + 3; }
#pragma omp end declare target

op_t gfp = neg;
static op_t sgfp = twice;

#pragma omp declare target
op_t dtfp = add3;
#pragma omp end declare target

static int
call_static (int x)
{
  static op_t sl = add3;
  int r = 0;
#pragma omp target map(from: r)
  r = sl (x);
  return r;
}

int
main (void)
{
  int r = 0, s = 0, x = 0;

#pragma omp target map(from: r, s)
  {
    r = gfp (5);
    s = sgfp (5);
  }
  if (r != -5 || s != 10)
    abort ();

  /* The value the host gave it last.  */
  gfp = twice;
#pragma omp target map(from: r)
  r = gfp (7);
  if (r != 14)
    abort ();

  gfp = neg;
#pragma omp target teams distribute parallel for reduction(+: x) \
	    map(tofrom: x)
  for (int i = 0; i < 100; i++)
    x += gfp (i);
  if (x != -4950)
    abort ();

  gfp = add3;
#pragma omp target firstprivate(gfp) map(from: r)
  r = gfp (1);
  if (r != 4)
    abort ();
#pragma omp target map(to: gfp) map(from: r)
  r = gfp (2);
  if (r != 5)
    abort ();

  if (call_static (10) != 13)
    abort ();

  /* declare target: the device address the device image holds, which
     translates to itself, then a host address.  */
#pragma omp target map(from: r)
  r = dtfp (1);
  if (r != 4)
    abort ();
  dtfp = neg;
#pragma omp target update to(dtfp)
#pragma omp target map(from: r)
  r = dtfp (1);
  if (r != -1)
    abort ();

  if (gfp != add3 || sgfp != twice)
    abort ();
  check_table (3);
  return 0;
}
