// A list item in several map clauses of one construct in C++: the
// present check of map(present, to: s) map(from: s) (its place the
// item's, as g++ gives one to each), and a struct with a mapper through
// the merged clause.
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
  return 0;
}
