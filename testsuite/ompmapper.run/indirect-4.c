/* Calls through host function pointers in host fallback (if(0)) and in
   plain host code stay calls of the host functions; a target region
   with a device clause prepares that device's table only.  */
/* { dg-do run } */

#include "indirect.h"

#pragma omp begin declare target indirect
int inc (int x) { return x + 1; }
#pragma omp end declare target

int
main (void)
{
  setenv ("OMPMAPPER_HOSTEMU_DEVICES", "2", 1);
  op_t f = inc;
  int r = 0;
#pragma omp target map(from: r) if(0)
  r = f (1);
  if (r != 2 || __gompx_indirect_table != 0)
    abort ();
  if (f (2) != 3)
    abort ();
  int dev = 1;
#pragma omp target map(from: r) device(dev)
  r = f (3);
  if (r != 4)
    abort ();
  check_table (1);
  return 0;
}
