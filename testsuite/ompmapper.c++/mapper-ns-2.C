// A mapper in a namespace whose clause maps a member of another mapped
// type goes through the mapper visible where it is declared (OpenMP
// 5.1 2.21.7.4: nested mappers are those visible at the declaration),
// not the one visible where it is used: from another namespace that a
// using-directive brings it into, the member still gets the
// namespace's deep mapper, not the global namespace's struct-only one.
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

struct O
{
  int k;
  S s;
};

#pragma omp declare mapper (S v) map(tofrom: v)

namespace ns
{
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])
#pragma omp declare mapper (oo: O o) map(tofrom: o.k, o.s)

  static bool
  attached (O *o, int n)
  {
    int *dev = nullptr;
#pragma omp target map(mapper(oo), tofrom: o[0:n]) map(from: dev)
    dev = o[n - 1].s.d;
    return dev != o[n - 1].s.d;
  }
}

namespace other
{
  using namespace ns;

  static bool
  attached (O *o, int n)
  {
    int *dev = nullptr;
#pragma omp target map(mapper(oo), tofrom: o[0:n]) map(from: dev)
    {
      dev = o[n - 1].s.d;
      o[n - 1].s.d[1] = 9;
    }
    return dev != o[n - 1].s.d;
  }
}

int
main ()
{
  O o[2];
  for (auto &e : o)
    {
      e.k = 0;
      e.s.n = 2;
      e.s.d = static_cast<int *> (std::calloc (2, sizeof (int)));
    }
  if (!ns::attached (o, 2) || !other::attached (o, 2) || o[1].s.d[1] != 9)
    std::abort ();
  return 0;
}
