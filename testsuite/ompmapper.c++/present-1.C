// The present modifier on map, to and from clauses and
// defaultmap(present) in C++, where every item is present: nothing
// stops and data move as without it; on a clause of several items
// (g++ gives each its own place), on a reference, on an item in a
// namespace, and through a mapper.
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (S s) map(tofrom: s, s.d[0:s.n])

namespace ns
{
  int y[2] = { 7, 8 };
}

static int
use (S &s, int (&a)[4])
{
  int r = 0;
#pragma omp target map(present, tofrom: a, s) map(from: r)
  r = a[1] + s.d[1];
  return r;
}

int
main ()
{
  int a[4] = { 1, 2, 3, 4 }, x = 5, r = 0;
  S s = { 3, static_cast<int *> (std::calloc (3, sizeof (int))) };
  s.d[1] = 30;
#pragma omp target enter data map(to: a, x, ns::y, s)
  a[1] = 20;
  s.d[1] = 300;
  if (use (s, a) != 32)
    std::abort ();
#pragma omp target map(present, tofrom: a, ns::y) map(from: r)
  {
    r = a[1] + ns::y[1];
    a[0] = 10;
    s.d[2] = 9;
  }
  if (r != 10 || a[0] != 1)
    std::abort ();
#pragma omp target update from(present: a[0:1], s)
  if (a[0] != 10 || s.d[2] != 9 || s.d[1] != 30)
    std::abort ();
#pragma omp target update to(present: a, ns::y)
#pragma omp target defaultmap(present) map(from: r)
  r = x + a[1] + ns::y[0];
  if (r != 32)
    std::abort ();
#pragma omp target exit data map(present, release: a, x, ns::y) \
			      map(present, from: s)
  if (s.d[2] != 9)
    std::abort ();
  return 0;
}
