// declare target ... indirect in C++ before <omp.h> is included (the
// registration declares what it uses as libgompx and omp.h have them),
// with indirect(constant expression), for a function in an anonymous
// namespace and an inline one; the calls go through the device's
// addresses (the emulated device's thunks count them).
// { dg-do run }

#include <cstdlib>
#include "hostemu.h"

constexpr bool on = true;

namespace
{
  int
  twice (int x)
  {
    return 2 * x;
  }
}

inline int
plus3 (int x)
{
  return x + 3;
}

#pragma omp declare target to(twice, plus3) indirect(on && sizeof (int) > 1)

#include <omp.h>

typedef int (*op_t) (int);

int
main ()
{
  op_t f = twice, g = plus3;
  int r = 0, s = 0;
  unsigned long long before = ompm_hostemu_thunk_calls ();
#pragma omp target map(from: r, s) device(omp_get_default_device ())
  {
    r = f (5);
    s = g (5);
  }
  if (r != 10 || s != 8 || ompm_hostemu_thunk_calls () - before < 2)
    std::abort ();
  return 0;
}
