// Block-scope mappers in C++ that name each other and local types: a
// mapper whose map clause goes through a named mapper of the same
// block (nested, on a section: the runtime path), a mapper of a local
// class, and a local struct with a member of that class, which maps
// through an implicit mapper made from the block's.
// { dg-do run }

#include <cstdlib>

struct T
{
  int n;
  double *x;
};

struct O
{
  int n;
  T *t;
};

static double
run (int cnt)
{
  struct Loc
  {
    int len;
    int *v;
  };
#pragma omp declare mapper (inner: T t) map(tofrom: t, t.x[0:t.n])
#pragma omp declare mapper (O o) map(tofrom: o) \
				 map(mapper(inner), tofrom: o.t[0:o.n])
#pragma omp declare mapper (Loc l) map(tofrom: l, l.v[0:l.len])
  O o;
  o.n = cnt;
  o.t = static_cast<T *> (std::malloc (cnt * sizeof (T)));
  for (int i = 0; i < cnt; i++)
    {
      o.t[i].n = i + 1;
      o.t[i].x = static_cast<double *> (std::calloc (i + 1, sizeof (double)));
    }
  Loc l = { 3, static_cast<int *> (std::calloc (3, sizeof (int))) };
  struct W
  {
    Loc in;
    int k;
  } w = { l, 5 };
#pragma omp target map(tofrom: o, w)
  {
    for (int i = 0; i < o.n; i++)
      o.t[i].x[i] = i * 2.5;
    w.in.v[2] = w.k;
  }
  double s = 0;
  for (int i = 0; i < cnt; i++)
    s += o.t[i].x[i];
  return s + w.in.v[2];
}

int
main ()
{
  if (run (4) != 2.5 * 6 + 5)
    std::abort ();
  return 0;
}
