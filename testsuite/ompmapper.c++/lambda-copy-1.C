// Lambdas in and around target regions that use a struct with a mapper:
// by copy ([=], whose copy of the struct g++ makes in a temporary inside
// the region: the plugin took the temporary for a variable to map, and
// GCC crashed), by reference, [this] and [*this] in member functions, a
// generic one, and ones made outside the region and called in it.
// { dg-do run }

#include <cstdlib>

struct A
{
  int *p;
  int n;
};
#pragma omp declare mapper (A a) map(tofrom: a, a.p[0:a.n])

static A
make (int n)
{
  A a;
  a.n = n;
  a.p = new int[n] ();
  return a;
}

struct Obj
{
  A a;

  void
  run ()
  {
#pragma omp target map(tofrom: a)
    {
      auto f = [=] (int i) { a.p[i] += 1; };
      auto g = [this] (int i) { a.p[i] += 2; };
      auto h = [&] (int i) { a.p[i] += 4; };
      for (int i = 0; i < a.n; i++)
	{
	  f (i);
	  g (i);
	  h (i);
	}
    }
  }

  void
  run_copy ()
  {
#pragma omp target map(tofrom: a)
    {
      auto f = [*this] (int i) { return a.p[i]; };
      a.p[0] += f (1);
    }
  }
};

int
main ()
{
  A a = make (4);
  A b[3] = { make (2), make (2), make (2) };
  int n = 3;
#pragma omp target map(tofrom: a, b[0:n])
  {
    auto f = [=] (int i) { a.p[i] += 1; b[1].p[1] += i; };
    auto g = [&] (int i) { a.p[i] += 2; b[2].p[0] += 1; };
    auto k = [=] (auto i) { a.p[i] += 100; };
    for (int i = 0; i < 4; i++)
      {
	f (i);
	g (i);
      }
    k (0);
  }
  if (a.p[0] != 103 || a.p[3] != 3 || b[1].p[1] != 6 || b[2].p[0] != 4)
    abort ();

  // No clause: a is mapped implicitly, through its mapper.
#pragma omp target
  {
    auto f = [=] () { a.p[1] += 10; };
    f ();
  }
  if (a.p[1] != 13)
    abort ();

  // Made outside the region: the closure is mapped, and what it holds.
  auto f = [=] (int i) { a.p[i] += 1; };
#pragma omp target map(tofrom: a)
  for (int i = 0; i < 4; i++)
    f (i);
  auto g = [&] (int i) { a.p[i] += 2; };
#pragma omp target map(tofrom: a)
  for (int i = 0; i < 4; i++)
    g (i);
  if (a.p[3] != 6 || a.p[1] != 16)
    abort ();

  Obj o;
  o.a = make (3);
  o.run ();
  if (o.a.p[2] != 7)
    abort ();
  o.run_copy ();
  if (o.a.p[0] != 14)
    abort ();
  return 0;
}
