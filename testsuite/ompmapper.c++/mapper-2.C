// Named and default mappers at namespace scope in C++, nested: the
// default mapper of Outer maps its Inner array through Inner's named
// mapper (a mapper modifier inside a mapper), found through a typedef
// of the struct; a class with a member function, whose objects map as
// structs do.
// { dg-do run }

#include <cstdlib>

struct Inner
{
  int n;
  double *x;
};

class Outer
{
public:
  int m;
  Inner *in;
  int sum () const { return m; }
};

typedef Inner inner_t;

#pragma omp declare mapper (deep: inner_t v) map(tofrom: v, v.x[0:v.n])
#pragma omp declare mapper (Outer o) map(tofrom: o) \
			    map(mapper(deep), tofrom: o.in[0:o.m])

int
main ()
{
  Outer o;
  o.m = 4;
  o.in = static_cast<Inner *> (std::malloc (o.m * sizeof (Inner)));
  for (int i = 0; i < o.m; i++)
    {
      o.in[i].n = i + 1;
      o.in[i].x = static_cast<double *> (std::calloc (i + 1, sizeof (double)));
    }
#pragma omp target map(tofrom: o)
  for (int i = 0; i < o.m; i++)
    for (int k = 0; k < o.in[i].n; k++)
      o.in[i].x[k] = i + 0.25 * k;
  for (int i = 0; i < o.m; i++)
    for (int k = 0; k < o.in[i].n; k++)
      if (o.in[i].x[k] != i + 0.25 * k)
	std::abort ();
  if (o.sum () != 4)
    std::abort ();
  return 0;
}
