/* A section behind a null pointer member at an offset from it, in a
   mapper (map(alloc: w, w.b[2:1]) with w.b null): its address is not
   zero (48 here) but it has no storage; it maps nothing and the pointer
   is not attached, as a section at address zero, rather than libgomp's
   "attempt to attach null pointer".  On a variable, on an array whose
   elements are null or not, in exact and pool mode.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct t1
{
  long x[3];
};

struct t3
{
  int n;
  struct t1 *b;
};

#pragma omp declare mapper (struct t3 w) map(tofrom: w, w.b[2:1])
#pragma omp declare mapper (al: struct t3 w) map(alloc: w, w.b[2:1])

int
main (void)
{
  struct t3 v = { 4, 0 }, u = { 5, 0 }, a[3];
  long r = 0;
  int d = omp_get_default_device ();
  a[0].n = 1;
  a[0].b = 0;
  a[1].n = 2;
  a[1].b = calloc (3, sizeof (struct t1));
  a[1].b[2].x[1] = 7;
  a[2].n = 3;
  a[2].b = 0;

#pragma omp target data map(tofrom: v, a)
  {
#pragma omp target map(from: r)
    r = v.n * 1000 + (long) v.b + a[1].b[2].x[1] * 10 + a[2].n;
    if (!omp_target_is_present (&a[1].b[2], d)
	|| omp_target_is_present (&a[1].b[1], d))
      abort ();
  }
  if (r != 4073 || v.b != 0 || a[0].b != 0)
    abort ();
#pragma omp target enter data map(to: v, a)
#pragma omp target exit data map(from: v, a)
  if (omp_target_is_present (&v, d) || omp_target_is_present (a, d))
    abort ();

  /* Alloc: libgomp stopped the program.  */
  r = 0;
#pragma omp target data map(mapper(al), to: v) map(to: u)
  {
#pragma omp target map(from: r)
    r = u.n;
  }
  if (r != 5)
    abort ();
  return 0;
}
