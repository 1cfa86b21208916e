// Device code in C++ that needs no flags beyond pkg-config's: assert
// from <cassert> and std:: math functions from <cmath>, in a target
// region through a mapper's deep copy.
// { dg-do run }

#include <cassert>
#include <cmath>
#include <cstdlib>

struct V
{
  double *d;
  int n;
};
#pragma omp declare mapper (V v) map(tofrom: v, v.d[0:v.n])

int
main ()
{
  V v;
  v.n = 3;
  v.d = new double[3];
  for (int i = 0; i < 3; i++)
    v.d[i] = i + 1;
#pragma omp target map(tofrom: v)
  for (int i = 0; i < v.n; i++)
    {
      assert (v.d[i] > 0);
      v.d[i] = std::pow (v.d[i], 2.0) + std::exp (0.0);
    }
  if (std::fabs (v.d[2] - 10.0) > 1e-12)
    abort ();
  return 0;
}
