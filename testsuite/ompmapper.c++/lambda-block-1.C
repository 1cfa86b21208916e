// A target construct in a lambda or a local class's member within the
// scope of a mapper declared in a block: g++ lowers them while it
// parses the function around them, and they see the mappers of its
// blocks as a variable there would be seen -- an inner block's hiding
// an outer one's, the global one's hidden, sections of the type (the
// runtime function) -- and so does the function's own construct after
// them; in a function template's instantiation too.
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

// The global mapper maps the struct only.
#pragma omp declare mapper (S v) map(tofrom: v)

// Bits: 1 the first lambda attached, 2 the lambda of the inner block
// did, 4 the function's own construct, 8 the local class's member, 16
// the section through the lambda.
static int
scopes (S &s, S *arr)
{
  S *ps = &s;
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])
  auto f = [ps] () {
    int *dev = nullptr;
#pragma omp target map(tofrom: ps[0:1]) map(from: dev)
    {
      dev = ps->d;
      ps->d[0] = 5;
    }
    return dev != ps->d;
  };
  int r = f ();
  {
#pragma omp declare mapper (S v) map(tofrom: v)
    auto g = [ps] () {
      int *dev = nullptr;
#pragma omp target map(tofrom: ps[0:1]) map(from: dev)
      dev = ps->d;
      return dev != ps->d;
    };
    r += 2 * g ();
  }
  int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
  dev = s.d;
  r += 4 * (dev != s.d);
  struct L
  {
    static int
    h (S *p)
    {
      int *dev = nullptr;
#pragma omp target map(tofrom: p[0:1]) map(from: dev)
      dev = p->d;
      return dev != p->d;
    }
  };
  r += 8 * L::h (&s);
  auto sec = [arr] () {
#pragma omp target map(tofrom: arr[0:3])
    for (int k = 0; k < 3; k++)
      arr[k].d[arr[k].n - 1] = 9;
  };
  sec ();
  if (arr[0].d[1] == 9 && arr[1].d[2] == 9 && arr[2].d[0] == 9)
    r += 16;
  return r;
}

template <typename T>
static int
in_template (T *p)
{
#pragma omp declare mapper (T v) map(tofrom: v, v.d[0:v.n])
  auto f = [p] () {
    int *dev = nullptr;
#pragma omp target map(tofrom: p[0:1]) map(from: dev)
    dev = p->d;
    return dev != p->d;
  };
  return f ();
}

int
main ()
{
  S s = { 2, new int[2] () };
  S arr[3] = { { 2, new int[2] () }, { 3, new int[3] () },
	       { 1, new int[1] () } };
  int r = scopes (s, arr);
  if (r != 1 + 4 + 8 + 16 || s.d[0] != 5)
    std::abort ();
  if (!in_template (&s))
    std::abort ();
  return 0;
}
