// Member functions defined in a class before a mapper of the class --
// the usual order, functions first, data and their mappers last: g++
// parses their bodies before the mapper's, and their lowering waits
// for the parse to end, seeing what was visible where they stand (the
// class's mapper, which hides the global one): a whole member, a
// section of members (the runtime function), an implicit map.
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

// The global mapper maps the struct only.
#pragma omp declare mapper (S v) map(tofrom: v)

class Grid
{
public:
  explicit Grid (int n)
  {
    s.n = n;
    s.d = new int[n] ();
    for (int i = 0; i < 3; i++)
      {
	arr[i].n = 2;
	arr[i].d = new int[2] ();
      }
  }

  bool
  update ()
  {
    int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
    {
      dev = s.d;
      for (int i = 0; i < s.n; i++)
	s.d[i] += i;
    }
    return dev != s.d;
  }

  void
  sections ()
  {
#pragma omp target map(tofrom: arr[0:3])
    for (int k = 0; k < 3; k++)
      arr[k].d[1] = 9;
  }

  bool
  implicit ()
  {
    int *dev = nullptr;
    S &r = s;
#pragma omp target map(from: dev)
    {
      dev = r.d;
      r.d[0] = 77;
    }
    return dev != s.d;
  }

  bool
  check () const
  {
    for (int k = 0; k < 3; k++)
      if (arr[k].d[1] != 9)
	return false;
    return s.d[0] == 77 && s.d[s.n - 1] == s.n - 1;
  }

private:
  S s;
  S arr[3];
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])
};

// Outside the class: the global mapper.
static bool
outside (S &s)
{
  int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
  dev = s.d;
  return dev != s.d;
}

int
main ()
{
  Grid g (4);
  if (!g.update ())
    std::abort ();
  g.sections ();
  if (!g.implicit () || !g.check ())
    std::abort ();
  S t = { 1, new int[1] () };
  if (outside (t))
    std::abort ();
  return 0;
}
