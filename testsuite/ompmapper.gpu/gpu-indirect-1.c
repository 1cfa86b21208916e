/* On a real NVIDIA GPU: host function pointers of indirect functions,
   called in a target region, reach the device versions (without the
   translation the call would jump to a host address and fault).  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>
#include "on-device.h"

typedef int (*op_t) (int);

#pragma omp begin declare target indirect
int add1 (int x) { return x + 1; }
int twice (int x) { return 2 * x; }
#pragma omp end declare target

int
main (void)
{
  op_t ops[2] = { add1, twice };
  int out[2], initial = 1;
  unsigned long long kernels = kernels_run ();
#pragma omp target map(to: ops) map(from: out, initial)
  {
    initial = omp_is_initial_device ();
    for (int i = 0; i < 2; i++)
      out[i] = ops[i] (20);
  }
  if (!ran_on_device (initial, kernels) || out[0] != 21 || out[1] != 40)
    abort ();
  return 0;
}
