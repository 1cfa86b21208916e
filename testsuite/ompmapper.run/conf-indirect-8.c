/* declare target indirect on a list holding a variable besides a function: the
   variable becomes declare target as without indirect, only the function is
   indirect (OpenMP 5.1 2.14.7: indirect concerns the procedures in the list;
   GCC gcc c-c++-common/gomp/declare-target-indirect-1.c, "indirect on a
   variable should have no effect").  */
/* { dg-do run } */

#include <omp.h>
#include "indirect.h"

int var = 7;
int twice (int x) { return 2 * x; }
#pragma omp declare target indirect to(var, twice)

int
main (void)
{
  op_t f = twice;
  int r = 0;
  if (!omp_target_is_present (&var, omp_get_default_device ()))
    abort ();
#pragma omp target map(from: r)
  r = f (var);
  if (r != 14)
    abort ();
  check_table (1);
  return 0;
}
