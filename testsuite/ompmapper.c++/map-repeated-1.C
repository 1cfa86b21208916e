// A list item in several map clauses of one construct in C++: the
// present check of map(present, to: s) map(from: s) (its place the
// item's, as g++ gives one to each), a struct with a mapper through the
// merged clause, and the clause the merged items leave.
// { dg-do run }

#include <omp.h>
#include <cstdlib>

struct S
{
  int *p;
  int n;
};
#pragma omp declare mapper (S v) map(tofrom: v, v.p[0:v.n])

int
main ()
{
  S s;
  s.n = 4;
  s.p = new int[4] ();
#pragma omp target enter data map(to: s)
#pragma omp target map(present, to: s) map(from: s)
  s.p[3] = 7;
#pragma omp target exit data map(from: s)
  if (s.p[3] != 7 || omp_target_is_present (s.p, omp_get_default_device ()))
    abort ();

  // Two items merged out of the end of a clause: a stays, alone.
  int a = 1, x = 2, y = 3;
#pragma omp target map(to: a, x, y) map(from: x, y)
  {
    x = a + 10;
    y = a + 20;
    a = 0;
  }
  if (a != 1 || x != 11 || y != 21)
    abort ();
  return 0;
}
