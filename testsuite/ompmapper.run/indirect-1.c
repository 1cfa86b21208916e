/* declare target indirect: host function pointers called in target
   regions, kept in arrays, in mapped structs, and passed to declare
   target functions; the block form (begin declare target indirect), the
   list form with enter (5.2) and with to; the table of the three
   indirect functions built, sorted and installed on the device.  */
/* { dg-do run } */

#include "indirect.h"

#pragma omp begin declare target indirect
int add1 (int x) { return x + 1; }
int twice (int x) { return 2 * x; }
#pragma omp end declare target

int square (int x) { return x * x; }
#pragma omp declare target enter(square) indirect

int negate (int x) { return -x; }
#pragma omp declare target to(negate) indirect(1) device_type(any)

/* Not indirect at all: indirect(0).  */
int ident (int x) { return x; }
#pragma omp declare target to(ident) indirect(0)

#pragma omp declare target
int apply (op_t f, int x)
{
  return f (x);
}
#pragma omp end declare target

struct obj
{
  op_t op;
  int v;
};

int
main (void)
{
  op_t ops[4] = { add1, twice, square, negate };
  int out[4], r = 0, a = 0;
  struct obj o = { twice, 21 };

#pragma omp target map(to: ops, o) map(from: out, r, a)
  {
    for (int i = 0; i < 4; i++)
      out[i] = ops[i] (5);
    r = o.op (o.v);
    a = apply (add1, 41);
  }
  if (out[0] != 6 || out[1] != 10 || out[2] != 25 || out[3] != -5
      || r != 42 || a != 42)
    abort ();
  check_table (4);
  return 0;
}
