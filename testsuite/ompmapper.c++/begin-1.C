// begin declare target ... end declare target in C++ (OpenMP 5.1,
// 2.14.7): functions, a function in a namespace, a static member
// function of a class, global variables (present for the whole
// program), a macro on the line after the directive, blocks nested and
// one with device_type(any); a region calls them on the device.
// { dg-do run }

#include <cstdlib>
#include <omp.h>

#define DECLARE_INT(name, value) int name = value;

#pragma omp begin declare target
DECLARE_INT (counter, 5)
int table[4] = { 1, 2, 3, 4 };

int
twice (int x)
{
  return 2 * x;
}

namespace calc
{
  int
  thrice (int x)
  {
    return 3 * x;
  }
}

struct Ops
{
  static int
  sum (const int *t, int n)
  {
    int s = 0;
    for (int i = 0; i < n; i++)
      s += t[i];
    return s;
  }
};

#pragma omp begin declare target device_type(any)
int
inner (int x)
{
  return x + counter;
}
#pragma omp end declare target
#pragma omp end declare target

int
main ()
{
  int dev = omp_get_default_device ();
  if (!omp_target_is_present (table, dev)
      || !omp_target_is_present (&counter, dev))
    std::abort ();
  table[3] = 40;
#pragma omp target update to(table)
  int r = 0;
#pragma omp target map(from: r)
  r = twice (1) + calc::thrice (1) + Ops::sum (table, 4) + inner (0);
  // 2 + 3 + 46 + 5
  if (r != 56)
    std::abort ();
  return 0;
}
