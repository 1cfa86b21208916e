// defaultmap(present) in C++ where the region uses a member function's
// object (g++ maps *this itself) and references (each checked as the
// object it refers to, not as the reference): all present, nothing
// stops and the region's changes come back with exit data.  A static
// member of a class template that only a present clause names is
// defined for the check's sake.
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

template <typename T, int N>
struct Box
{
  static T s[N];
};

template <typename T, int N>
T Box<T, N>::s[N];

struct M
{
  int m[2];
  void
  bump ()
  {
#pragma omp target defaultmap(present)
    m[1] += 10;
  }
};

static void
refs (int (&r)[2], S &s, int &x)
{
#pragma omp target defaultmap(present)
  {
    r[0] += 1;
    s.n += 2;
    x += 3;
  }
}

int
main ()
{
  M obj = { { 1, 2 } };
  int a[2] = { 0, 0 }, x = 0;
  S s = { 0, nullptr };
#pragma omp target enter data map(to: obj, a, s, x)
  obj.bump ();
  refs (a, s, x);
#pragma omp target exit data map(from: obj, a, s, x)
  if (obj.m[1] != 12 || a[0] != 1 || s.n != 2 || x != 3)
    std::abort ();
#pragma omp target enter data map(to: Box<int, 2>::s)
#pragma omp target map(present, alloc: Box<int, 2>::s)
  ;
#pragma omp target exit data map(release: Box<int, 2>::s)
  return 0;
}
