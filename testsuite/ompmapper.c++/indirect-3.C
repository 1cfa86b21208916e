// begin declare target indirect in C++, and declare target indirect
// without a list: the functions declared in the block -- in the global
// namespace and a namespace, overloads, a static member function
// (which g++ 12 refuses in a declare target list), a function declared
// in the block and defined after it -- are called through host
// function pointers in a target region and reach their device
// addresses (the emulated device's thunks count the calls, and its
// table holds them); a member function with an object, a nested block
// without indirect, indirect(0) and a block with none register
// nothing.
// { dg-do run }

#include <cstdlib>
#include "gompx.h"
#include "hostemu.h"

// The program's copy of the device runtime's table word (gompx.h).
extern "C" __UINTPTR_TYPE__ __gompx_indirect_table;

typedef int (*op_t) (int);
typedef double (*dop_t) (double);

#pragma omp begin declare target indirect
int
sq (int x)
{
  return x * x;
}

double
sq (double x)
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
}

struct K
{
  static int
  twice (int x)
  {
    return 2 * x;
  }
  int
  member (int x)
  {
    return x + k;
  }
  int k;
};

int later (int);

#pragma omp declare target
int
plain (int x)
{
  return x + 100;
}
#pragma omp end declare target
#pragma omp end declare target

int
later (int x)
{
  return x - 5;
}

#pragma omp begin declare target indirect(0)
int
never (int x)
{
  return x;
}
#pragma omp end declare target

namespace ns
{
#pragma omp declare target indirect /* { dg-warning "28: '#pragma omp declare target indirect' without a list is an extension" } */
  int
  neg (int x)
  {
    return -x;
  }
#pragma omp end declare target
}

#pragma omp begin declare target
int
apply (op_t f, int x)
{
  return f (x);
}
#pragma omp end declare target

int
main ()
{
  op_t ops[5] = { sq, ns::cube, K::twice, later, ns::neg };
  dop_t dsq = sq;
  int r[5] = { 0, 0, 0, 0, 0 }, a = 0, p = 0;
  double d = 0;
  unsigned long long before = ompm_hostemu_thunk_calls ();
#pragma omp target map(to: ops, dsq) map(from: r, a, d, p)
  {
    for (int i = 0; i < 5; i++)
      r[i] = ops[i] (3);
    a = apply (ns::cube, 2);
    d = dsq (1.5);
    p = plain (1);
  }
  unsigned long long calls = ompm_hostemu_thunk_calls () - before;
  if (r[0] != 9 || r[1] != 27 || r[2] != 6 || r[3] != -2 || r[4] != -3
      || a != 8 || d != 2.25 || p != 101 || calls < 7)
    std::abort ();
  // The table installed on the device: the six functions of the
  // indirect blocks, not never, plain, apply or K::member.
  unsigned long pairs = 0;
  __UINTPTR_TYPE__ word = __gompx_indirect_table;
  const struct gompx_fptr_pair *t = GOMPX_FPTR_TABLE_PAIRS (word);
  for (unsigned long i = 0; t && i < GOMPX_FPTR_TABLE_SLOTS (word); i++)
    if (t[i].host)
      {
	pairs++;
	if (t[i].host == (const void *) never
	    || t[i].host == (const void *) plain
	    || t[i].host == (const void *) apply)
	  std::abort ();
      }
  if (pairs != 6)
    std::abort ();
  return 0;
}
