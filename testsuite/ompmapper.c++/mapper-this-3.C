// Members of *this whose type has a mapper, in a member function's
// clauses beside g++'s own map of *this (the region uses other
// members): two of them, and one with a member of another by hand.
// The object goes first, through the members' mappers; the clauses'
// members find it (libgomp stopped: "already mapped").
// { dg-do run }

#include <cstdlib>

struct vec
{
  int n;
  double *d;
};

#pragma omp declare mapper (vec v) map(tofrom: v, v.d[0:v.n])

struct holder
{
  vec a, b;
  void run ()
  {
#pragma omp target map(tofrom: a, b)
    {
      a.d[0] += b.d[0];
      b.d[1] = a.d[1];
    }
  }
  void run2 ()
  {
#pragma omp target map(tofrom: a) map(to: b.n)
    {
      a.d[0] += b.d[0];
      a.d[1] += b.n;
    }
  }
};

int
main ()
{
  holder h;
  double x[2] = { 1, 2 }, y[2] = { 10, 20 };
  h.a.n = 2;
  h.a.d = x;
  h.b.n = 2;
  h.b.d = y;
  h.run ();
  if (x[0] != 11 || x[1] != 2 || y[0] != 10 || y[1] != 2)
    std::abort ();
  h.run2 ();
  if (x[0] != 21 || x[1] != 4 || h.a.d != x || h.b.d != y)
    std::abort ();
  return 0;
}
