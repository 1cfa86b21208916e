/* Library A of indirect-shlib-1.c: indirect functions of its own, a
   target region that calls through a pointer it is given, and a declare
   target function that does.  */

#include "../indirect.h"

#pragma omp begin declare target indirect
int a_inc (int x) { return x + 1; }
int a_neg (int x) { return -x; }
#pragma omp end declare target

op_t a_ops[2] = { a_inc, a_neg };

#pragma omp declare target
static int
a_twice (op_t f, int x)
{
  return f (f (x));
}
#pragma omp end declare target

/* F applied twice to X on the default device.  */

int
a_run (op_t f, int x)
{
  int r = 0;
#pragma omp target map(from: r)
  r = a_twice (f, x);
  return r;
}

/* This library's own copy of the device runtime's table word.  */

__UINTPTR_TYPE__
a_table (void)
{
  return __gompx_indirect_table;
}
