/* Functions in a begin declare target indirect block, called in target regions
   through local function pointers taken with &f, mapped to, and called with
   (*p) () as well as p (); an array of pointers to them, of a size that makes
   every element different from its neighbour, in a combined target teams
   distribute parallel for with a reduction (GCC
   libgomp.c-c++-common/declare-target-indirect-1.c,
   declare-target-indirect-2.c).  */
/* { dg-do run } */

#include "indirect.h"

#define N 256

#pragma omp begin declare target indirect
int foo (void) { return 5; }
int bar (void) { return 8; }
int baz (void) { return 11; }
#pragma omp end declare target

typedef int (*fn_t) (void);

int
main (void)
{
  fn_t foo_p = &foo, bar_p = &bar, baz_p = baz;
  int x = 0;
#pragma omp target map(to: foo_p, bar_p, baz_p) map(from: x)
  x = (*foo_p) () + (*bar_p) () + baz_p ();
  if (x != 24)
    abort ();

  fn_t fns[N];
  int expected = 0;
  for (int i = 0; i < N; i++)
    {
      fns[i] = i % 3 == 0 ? &foo : i % 3 == 1 ? &bar : &baz;
      expected += fns[i] ();
    }
  x = 0;
#pragma omp target teams distribute parallel for reduction(+: x) \
		   map(to: fns) map(tofrom: x)
  for (int i = 0; i < N; i++)
    x += (*fns[i]) ();
  if (x != expected)
    abort ();
  check_table (3);
  return 0;
}
