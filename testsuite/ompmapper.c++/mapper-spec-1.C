// Mappers for specializations of class templates in C++: one for
// Box<int>, one for W<int, 2> (a comma among the header's template
// arguments), one for Z<(1 > 0), int> (a comparison in parentheses
// among them) and one for Box<Box<int> > spelt with ">>"; each applies to
// its specialization only (Box<long> maps as a struct), also through a
// function template instantiated for both.
// { dg-do run }

#include <cstdlib>

template <typename T>
struct Box
{
  int n;
  T *d;
};

template <typename T, int N>
struct W
{
  int n;
  T *d;
};

#pragma omp declare mapper (Box<int> b) map(tofrom: b, b.d[0:b.n])
#pragma omp declare mapper (W<int, 2> w) map(tofrom: w, w.d[0:w.n])
#pragma omp declare mapper (Box<Box<int>> bb) map(tofrom: bb, bb.d[0:bb.n])

template <bool B, typename T>
struct Z
{
  int n;
  T *d;
};

#pragma omp declare mapper (Z<(1 > 0), int> z) map(tofrom: z, z.d[0:z.n])

template <typename T>
static bool
attached (Box<T> &b)
{
  T *dev = nullptr;
#pragma omp target map(tofrom: b) map(from: dev)
  dev = b.d;
  return dev != b.d;
}

template <typename T>
static T *
alloc (int n)
{
  return static_cast<T *> (std::calloc (n, sizeof (T)));
}

int
main ()
{
  Box<int> b = { 2, alloc<int> (2) };
  Box<long> l = { 2, alloc<long> (2) };
  W<int, 2> w = { 3, alloc<int> (3) };
  Box<Box<int>> bb = { 2, alloc<Box<int>> (2) };
  Z<true, int> z = { 2, alloc<int> (2) };
  for (int i = 0; i < 2; i++)
    bb.d[i] = Box<int> { i + 1, alloc<int> (i + 1) };
#pragma omp target map(tofrom: b, w, bb, z)
  {
    z.d[1] = 8;
    b.d[1] = 5;
    w.d[2] = 6;
    bb.d[1].d[1] = 7;
  }
  if (b.d[1] != 5 || w.d[2] != 6 || bb.d[1].d[1] != 7 || z.d[1] != 8)
    std::abort ();
  if (!attached (b) || attached (l))
    std::abort ();
  return 0;
}
