// declare mapper in a block of a function template in C++: each
// instantiation has the mapper for its own T, registered where its
// walk meets the mapper's place (g++ instantiates the hidden local
// class with the function) -- default and named, whole objects and
// sections (one runtime function per instantiation), implicit maps,
// and a mapper for a type that does not depend on T.
// { dg-do run }

#include <cstdlib>

struct S
{
  int len;
  int *base;
};

struct R
{
  long *data;
  int count;
};

struct Q
{
  int *q;
};

template <typename T>
static bool
adjust (T param)
{
#pragma omp declare mapper (T x) map(to: x) map(tofrom: x.base[0:x.len])

  int *dev = nullptr;
#pragma omp target map(from: dev)
  {
    dev = param.base;
    for (int i = 0; i < param.len; i++)
      param.base[i]++;
  }
  return dev != param.base;
}

template <typename T>
static bool
scale (T *arr, int n, int by)
{
#pragma omp declare mapper (deep: T x) map(tofrom: x, x.data[0:x.count])
  long *dev = nullptr;
#pragma omp target map(mapper(deep), tofrom: arr[0:n]) map(from: dev)
  {
    dev = arr[0].data;
    for (int k = 0; k < n; k++)
      for (int i = 0; i < arr[k].count; i++)
	arr[k].data[i] *= by;
  }
  return dev != arr[0].data;
}

// A mapper for Q whatever T is.
template <typename T>
static bool
fixed (Q &q, T v)
{
#pragma omp declare mapper (Q x) map(tofrom: x, x.q[0:2])
  int *dev = nullptr;
#pragma omp target map(tofrom: q) map(from: dev)
  {
    dev = q.q;
    q.q[1] = static_cast<int> (v);
  }
  return dev != q.q;
}

// Never instantiated.
template <typename T>
static void
unused (T &x)
{
#pragma omp declare mapper (T v) map(v)
#pragma omp target map(x)
  ;
}

int
main ()
{
  S a;
  a.len = 100;
  a.base = new int[a.len];
  for (int i = 0; i < a.len; i++)
    a.base[i] = i;
  if (!adjust (a) || !adjust (a))
    std::abort ();
  for (int i = 0; i < a.len; i++)
    if (a.base[i] != i + 2)
      std::abort ();

  R rs[3];
  for (int k = 0; k < 3; k++)
    {
      rs[k].count = k + 2;
      rs[k].data = new long[k + 2];
      for (int i = 0; i < k + 2; i++)
	rs[k].data[i] = i + 1;
    }
  if (!scale (rs, 3, 3))
    std::abort ();
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < k + 2; i++)
      if (rs[k].data[i] != 3 * (i + 1))
	std::abort ();

  // The same template for another type: its own mapper.
  struct R2
  {
    int pad;
    long *data;
    int count;
  } r2[2];
  for (int k = 0; k < 2; k++)
    {
      r2[k].count = 2;
      r2[k].data = new long[2] { 5, 6 };
    }
  if (!scale (r2, 2, 2))
    std::abort ();
  for (int k = 0; k < 2; k++)
    if (r2[k].data[0] != 10 || r2[k].data[1] != 12)
      std::abort ();

  Q q = { new int[2] { 0, 0 } };
  if (!fixed (q, 7) || !fixed (q, 9.0) || q.q[1] != 9)
    std::abort ();
  return 0;
}
