/* declare target enter(f, g) indirect (indirect with no argument is true), and
   a function pointer chosen at run time, used in a region without a map
   clause; host addresses of indirect functions held in void * variables,
   mapped to, and called in a region after a cast back to their type (OpenMP
   Examples declare_target_indirect_call.1.c; LLVM
   offload/test/api/omp_indirect_call.c).  */
/* { dg-do run } */

#include "indirect.h"

typedef int (*funcptr) (void);

int fun1 (void) { return 1; }
int fun2 (void) { return 2; }
#pragma omp declare target enter(fun1, fun2) indirect

#pragma omp begin declare target indirect
void inc1 (int *x) { *x += 1; }
void inc10 (int *x) { *x += 10; }
#pragma omp end declare target

int
main (int argc, char **argv)
{
  (void) argv;
  for (int choice = 1; choice <= 2; choice++)
    {
      int ret = 0;
      /* Not a constant the compiler could fold.  */
      funcptr fptr = (choice + argc - 1 == 1) ? &fun1 : &fun2;
#pragma omp target map(from: ret)
      ret = fptr ();
      if (ret != choice)
	abort ();
    }

  void *p1 = inc1, *p10 = inc10;
  int count = 0;
#pragma omp target map(to: p1, p10) map(tofrom: count)
  {
    ((void (*) (int *)) p1) (&count);
    ((void (*) (int *)) p10) (&count);
    ((void (*) (int *)) p1) (&count);
  }
  if (count != 12)
    abort ();
  check_table (4);
  return 0;
}
