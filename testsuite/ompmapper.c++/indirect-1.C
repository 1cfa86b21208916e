// declare target ... indirect in C++, the list form: functions at
// global namespace scope and in a namespace (a qualified name in the
// list, and a directive inside the namespace), with to and enter,
// indirect(1) and indirect(0), and one in a declare target block; host
// function pointers called in a target region and through a declare
// target function reach each function's device address (the emulated
// device's thunks count the calls, and its table holds them), and
// indirect(0) registers nothing.
// { dg-do run }

#include <cstdlib>
#include "gompx.h"
#include "hostemu.h"

// The program's copy of the device runtime's table word (gompx.h).
extern "C" __UINTPTR_TYPE__ __gompx_indirect_table;

typedef int (*op_t) (int);

int
sq (int x)
{
  return x * x;
}

namespace ns
{
  int
  cube (int x)
  {
    return x * x * x;
  }

  int
  inc (int x)
  {
    return x + 1;
  }
#pragma omp declare target enter(inc) indirect(1)

  int
  dec (int x)
  {
    return x - 1;
  }
#pragma omp declare target to(dec) indirect(0)
}

#pragma omp declare target to(sq, ns::cube) indirect

int
neg (int x)
{
  return -x;
}

#pragma omp declare target
int
apply (op_t f, int x)
{
  return f (x);
}
#pragma omp declare target to(neg) indirect
#pragma omp end declare target

int
main ()
{
  op_t ops[4] = { sq, ns::cube, ns::inc, neg };
  int r[4] = { 0, 0, 0, 0 }, a = 0;
  unsigned long long before = ompm_hostemu_thunk_calls ();
#pragma omp target map(to: ops) map(from: r, a)
  {
    for (int i = 0; i < 4; i++)
      r[i] = ops[i] (3);
    a = apply (neg, 7);
  }
  unsigned long long calls = ompm_hostemu_thunk_calls () - before;
  if (r[0] != 9 || r[1] != 27 || r[2] != 4 || r[3] != -3 || a != -7
      || calls < 5)
    std::abort ();
  // The table installed on the device: the four functions, not dec
  // (indirect(0)).
  unsigned long pairs = 0;
  __UINTPTR_TYPE__ word = __gompx_indirect_table;
  const struct gompx_fptr_pair *p = GOMPX_FPTR_TABLE_PAIRS (word);
  for (unsigned long i = 0; p && i < GOMPX_FPTR_TABLE_SLOTS (word); i++)
    if (p[i].host)
      {
	pairs++;
	if (p[i].host == (const void *) ns::dec)
	  std::abort ();
      }
  if (pairs != 4)
    std::abort ();
  return 0;
}
