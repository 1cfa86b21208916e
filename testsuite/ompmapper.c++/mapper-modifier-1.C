// The mapper(ID) modifier on the map, to and from clauses of target
// constructs in C++: one clause with several list items, each through
// the named mapper (g++ gives each item's clause its own place); items
// spelt through a namespace and a static member of a class template
// whose arguments hold a comma; enter, exit, update, target data and a
// target region; the default mapper where no modifier is written.
// { dg-do run }

#include <cstdlib>

struct Vec
{
  int n;
  double *x;
};

// The default mapper maps the struct only; "deep" its data too.
#pragma omp declare mapper (Vec v) map(tofrom: v)
#pragma omp declare mapper (deep: Vec v) map(tofrom: v, v.x[0:v.n])

namespace ns
{
  Vec w;
}

template <typename T, int N>
struct Box
{
  static Vec s;
};

template <typename T, int N>
Vec Box<T, N>::s;

static void
make (Vec &v, int n, double base)
{
  v.n = n;
  v.x = static_cast<double *> (std::malloc (n * sizeof (double)));
  for (int k = 0; k < n; k++)
    v.x[k] = base + k;
}

static void
check (const Vec &v, double base)
{
  for (int k = 0; k < v.n; k++)
    if (v.x[k] != base + k)
      std::abort ();
}

int
main ()
{
  Vec a, b[3];
  make (a, 4, 0);
  for (int i = 0; i < 3; i++)
    make (b[i], 2 + i, 10 * i);
  make (ns::w, 3, 100);
  make (Box<int, 2>::s, 5, 200);

  // One clause, four items, each deep.
#pragma omp target map(mapper(deep), tofrom: a, b[0:3], ns::w, Box<int, 2>::s)
  {
    a.x[3] += 1;
    for (int i = 0; i < 3; i++)
      b[i].x[b[i].n - 1] += 1;
    ns::w.x[0] += 1;
    Box<int, 2>::s.x[4] += 1;
  }
  if (a.x[3] != 4 || b[2].x[3] != 24 || ns::w.x[0] != 101
      || Box<int, 2>::s.x[4] != 205)
    std::abort ();
  a.x[3] = 3;
  b[2].x[3] = 23;
  b[0].x[1] = 1;
  b[1].x[2] = 12;
  ns::w.x[0] = 100;
  Box<int, 2>::s.x[4] = 204;

  // enter and exit data through the named mapper; update through it.
#pragma omp target enter data map(mapper(deep), to: a, ns::w)
  a.x[0] = -1;
#pragma omp target update to(mapper(deep): a)
#pragma omp target
  {
    a.x[0] *= 2;
    ns::w.x[2] = 7;
  }
#pragma omp target update from(mapper(deep): a, ns::w)
  if (a.x[0] != -2 || ns::w.x[2] != 7)
    std::abort ();
  a.x[0] = 0;
  ns::w.x[2] = 102;
#pragma omp target update to(mapper(deep): ns::w, a)
#pragma omp target exit data map(mapper(deep), from: a, ns::w)
  check (a, 0);
  check (ns::w, 100);

  // The default mapper maps the struct only: its pointer on the device
  // is the host's, so the data stay put; deep in a data region moves them.
  double *host_x = nullptr;
#pragma omp target map(tofrom: a) map(from: host_x)
  host_x = a.x;
  if (host_x != a.x)
    std::abort ();
#pragma omp target data map(mapper(deep), tofrom: b[1:2])
  {
#pragma omp target map(tofrom: b[1:2])
    b[1].x[0] = 42;
  }
  if (b[1].x[0] != 42)
    std::abort ();
  return 0;
}
