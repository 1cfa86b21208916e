// An indirect declare target block in C++ with functions it only
// declares -- static members that only sizeof looks at, a function
// never defined -- links (their entries are null: no host pointer to
// them can come from the file); an explicit specialization of a
// function template is a function of the block, and the instantiations
// the file uses of its function templates and of its class templates'
// static members join its table where the file ends: all called
// through host pointers on the device.
// { dg-do run }

#include <cstdlib>
#include "hostemu.h"

#pragma omp begin declare target indirect
struct Traits
{
  static char probe (int);
  static long probe (...);
};
int never_defined (int);

template <typename T>
T tpl (T x)
{
  return x + 1;
}

template <>
int
tpl<int> (int x)
{
  return x + 100;
}

template <typename T>
struct CT
{
  static T sh (T x) { return x + 2; }
};

int
twice (int x)
{
  return 2 * x;
}
#pragma omp end declare target

int
main ()
{
  int (*f) (int) = twice, (*g) (int) = tpl<int>, (*k) (int) = CT<int>::sh;
  long (*h) (long) = tpl<long>;
  int r = 0, s = 0, u = 0;
  long t = 0;
  unsigned long long before = ompm_hostemu_thunk_calls ();
#pragma omp target map(from: r, s, t, u)
  {
    r = f (21);
    s = g (1);
    t = h (1);
    u = k (1);
  }
  if (r != 42 || s != 101 || t != 2 || u != 3
      || ompm_hostemu_thunk_calls () - before < 4
      || sizeof (Traits::probe (1)) != 1)
    std::abort ();
  return 0;
}
