/* A list item in several map clauses of one construct (OpenMP 5.0 and
   later; GCC 12 alone says "'x' appears more than once in map clauses"):
   the clauses mean what they say together.  map(present, to: x)
   map(from: x) checks that x is present and copies it back where the
   construct's map is the last (here an enclosing enter data holds it);
   to and from of one item on a region are tofrom; alloc and to on enter
   data are to; release and from on exit data are from; and items that
   appear once keep their own clauses.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

int
main (void)
{
  int x = 1, y = 2, z = 3, w = 4;
  int dev = omp_get_default_device ();

#pragma omp target enter data map(to: x)
#pragma omp target map(present, to: x) map(from: x) map(tofrom: y)
  {
    x += 10;
    y += 1;
  }
  /* x is still held by the enter data: not copied back yet.  */
  if (x != 1 || y != 3)
    abort ();
#pragma omp target exit data map(release: x) map(from: x)
  if (x != 11 || omp_target_is_present (&x, dev))
    abort ();

#pragma omp target map(to: z, w) map(from: z)
  {
    z *= 2;
    w *= 2;
  }
  if (z != 6 || w != 4)
    abort ();

#pragma omp target enter data map(alloc: w) map(to: w)
#pragma omp target map(alloc: w)
  w += 1;
#pragma omp target exit data map(from: w)
  if (w != 5)
    abort ();
  return 0;
}
