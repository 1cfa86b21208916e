// Two translation units each declare a mapper numbered 0 by the plugin,
// for different types: the hidden functions of one unit are not the
// other's (an inline member has vague linkage; the plugin makes them
// local), so each section maps through its own mapper.
// { dg-do run }
// { dg-additional-sources "extra/mapper-tu-1-b.C" }

#include <cstdlib>

struct T
{
  double *x;
  int m;
};

#pragma omp declare mapper (T v) map(tofrom: v, v.x[0:v.m])

int other_unit (int n);

int
main ()
{
  const int n = 50;
  T *q = static_cast<T *> (std::malloc (n * sizeof *q));
  for (int i = 0; i < n; i++)
    {
      q[i].m = 3;
      q[i].x = static_cast<double *> (std::calloc (3, sizeof (double)));
    }
#pragma omp target enter data map(to: q[0:n])
#pragma omp target
  for (int i = 0; i < n; i++)
    q[i].x[2] = i + 0.5;
#pragma omp target exit data map(from: q[0:n])
  for (int i = 0; i < n; i++)
    if (q[i].x[2] != i + 0.5)
      std::abort ();
  if (other_unit (40) != 40 * 39 / 2)
    std::abort ();
  return 0;
}
