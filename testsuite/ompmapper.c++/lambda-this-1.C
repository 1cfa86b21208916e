// A target construct in a lambda that captures this: g++ maps the
// object through the closure's copy of the pointer (map(always_pointer:
// this), "this" a proxy for __closure->__this), which the plugin keeps
// as g++ reads it -- a member of plain type, and one whose type has a
// mapper.  (libgomp stopped with "always pointer not mapped" when the
// plugin gave the clause the bare proxy.)
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])

struct C
{
  int x;
  S s;

  int
  bump_x ()
  {
    auto f = [this] () {
#pragma omp target map(tofrom: x)
      x += 5;
      return x;
    };
    return f ();
  }

  bool
  bump_s ()
  {
    auto f = [this] () {
      int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
      {
	dev = s.d;
	for (int i = 0; i < s.n; i++)
	  s.d[i] += i;
      }
      return dev != s.d;
    };
    return f ();
  }
};

int
main ()
{
  C c;
  c.x = 1;
  c.s.n = 3;
  c.s.d = static_cast<int *> (std::calloc (3, sizeof (int)));
  if (c.bump_x () != 6 || c.x != 6)
    std::abort ();
  if (!c.bump_s ())
    std::abort ();
  for (int i = 0; i < 3; i++)
    if (c.s.d[i] != i)
      std::abort ();
  return 0;
}
