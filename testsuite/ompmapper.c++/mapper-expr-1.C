// Mapper expressions in C++ that make a temporary without a destructor
// (std::min (v.n, 8) binds 8 to a const reference): each use of the
// mapper gets a temporary of its own -- two constructs in one function,
// a section of the type (the runtime function), a mapper in a function
// template -- and the lengths are each element's.
// { dg-do run }

#include <algorithm>
#include <cstdlib>

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:std::min (v.n, 8)])

static bool
bump (S &s)
{
  int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
  {
    dev = s.d;
    for (int i = 0; i < std::min (s.n, 8); i++)
      s.d[i] += i;
  }
#pragma omp target map(tofrom: s)
  s.d[0] += 100;
  return dev != s.d;
}

struct T
{
  int n;
  long *d;
};

template <typename U>
static void
twice (U *p, int k)
{
#pragma omp declare mapper (U v) map(tofrom: v, v.d[0:std::max (std::min (v.n, 4), 1)])
#pragma omp target map(tofrom: p[0:k])
  for (int j = 0; j < k; j++)
    for (int i = 0; i < std::max (std::min (p[j].n, 4), 1); i++)
      p[j].d[i] *= 2;
}

int
main ()
{
  S a = { 5, new int[5] () }, b = { 20, new int[20] () };
  if (!bump (a) || !bump (b))
    std::abort ();
  for (int i = 0; i < 5; i++)
    if (a.d[i] != i + (i ? 0 : 100))
      std::abort ();
  for (int i = 0; i < 20; i++)
    if (b.d[i] != (i == 0 ? 100 : i < 8 ? i : 0))
      std::abort ();

  // Each element's own length, through the runtime function.
  S arr[3] = { { 2, new int[2] () }, { 12, new int[12] () },
	       { 8, new int[8] () } };
#pragma omp target map(tofrom: arr[0:3])
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < std::min (arr[k].n, 8); i++)
      arr[k].d[i] = 7;
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < arr[k].n; i++)
      if (arr[k].d[i] != (i < 8 ? 7 : 0))
	std::abort ();

  T ts[2] = { { 0, new long[1] { 3 } }, { 6, new long[6] () } };
  for (int i = 0; i < 6; i++)
    ts[1].d[i] = i;
  twice (ts, 2);
  if (ts[0].d[0] != 6)
    std::abort ();
  for (int i = 0; i < 6; i++)
    if (ts[1].d[i] != (i < 4 ? 2 * i : i))
      std::abort ();
  return 0;
}
