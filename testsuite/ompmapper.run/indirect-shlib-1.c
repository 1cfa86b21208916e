/* Indirect functions in the program and in a shared library, and a
   second library with none: a pointer to a function of any of them,
   called in a target region of any of them, reaches the function's
   device version (each call goes through the emulated device's thunk of
   the function, which counts it: an untranslated host address would
   not), and every image looks up the same table of all three
   functions.  */
/* { dg-do run } */
/* { dg-shared-libraries "extra/indirect-shlib-1-a.c extra/indirect-shlib-1-b.c" } */

#include "indirect.h"

#pragma omp begin declare target indirect
int p_dbl (int x) { return 2 * x; }
#pragma omp end declare target

extern op_t a_ops[2];
extern int a_run (op_t, int);
extern __UINTPTR_TYPE__ a_table (void);
extern int b_run (op_t, op_t, int);
extern __UINTPTR_TYPE__ b_table (void);

int
main (void)
{
  if (!ompm_hostemu_thunk_calls)
    abort ();
  op_t inc = a_ops[0], neg = a_ops[1], dbl = p_dbl;
  int r = 0;
  unsigned long long before = ompm_hostemu_thunk_calls ();
  /* The library's functions in the program's region.  */
#pragma omp target map(tofrom: r)
  r = neg (dbl (inc (r + 4)));
  if (r != -10 || ompm_hostemu_thunk_calls () - before != 3)
    abort ();
  /* The program's function in library A's region, and A's own.  */
  before = ompm_hostemu_thunk_calls ();
  if (a_run (dbl, 3) != 12 || a_run (inc, 3) != 5
      || ompm_hostemu_thunk_calls () - before != 4)
    abort ();
  /* Library B, which has no indirect function, calls A's and the
     program's.  */
  before = ompm_hostemu_thunk_calls ();
  if (b_run (inc, dbl, 5) != 12 || b_run (dbl, neg, 5) != -10
      || ompm_hostemu_thunk_calls () - before != 4)
    abort ();
  /* One table, installed in all three images.  */
  check_table (3);
  if (a_table () != __gompx_indirect_table
      || b_table () != __gompx_indirect_table)
    abort ();
  /* On the host, the host's functions.  */
  before = ompm_hostemu_thunk_calls ();
  if (neg (dbl (inc (1))) != -4 || ompm_hostemu_thunk_calls () != before)
    abort ();
  return 0;
}
