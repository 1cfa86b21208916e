/* On the emulated device a function's device address is a thunk of the
   emulator's own, which counts the calls through it, as a device address
   differs from the host's on a GPU: the calls through pointers in a
   target region go through the thunks exactly when the plugin
   translated them.  Without the translation (a host address called on
   the device) this test fails; a host call through the same pointer
   does not count.  */
/* { dg-do run } */

#include "indirect.h"
#include "hostemu.h"

#pragma omp begin declare target indirect
int inc (int x) { return x + 1; }
int dbl (int x) { return 2 * x; }
#pragma omp end declare target

#pragma omp declare target
static int
apply (op_t f, int x)
{
  return f (x);
}
#pragma omp end declare target

int
main (void)
{
  if (!ompm_hostemu_thunk_calls || !ompm_hostemu_function_address)
    abort ();
  op_t ops[2] = { inc, dbl };
  int r = 0;
  /* The table is installed before the first region.  */
#pragma omp target map(from: r)
  r = 0;
  unsigned long long before = ompm_hostemu_thunk_calls ();
#pragma omp target map(tofrom: r) map(to: ops)
  {
    for (int i = 0; i < 10; i++)
      r = ops[i & 1] (r);
    r = apply (ops[0], r);
  }
  unsigned long long after = ompm_hostemu_thunk_calls ();
  /* 0 +1 *2 +1 *2 ... ten times, then +1.  */
  if (r != 63 || after - before != 11)
    abort ();
  /* On the host, the host's functions, no thunk.  */
  if (ops[1] (ops[0] (1)) != 4 || ompm_hostemu_thunk_calls () != after)
    abort ();
  check_table (2);
  return 0;
}
