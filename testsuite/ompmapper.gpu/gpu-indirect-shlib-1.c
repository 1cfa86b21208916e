/* On a real NVIDIA GPU: indirect functions in a shared library and in
   the program, each called through a host pointer in the other's target
   region (each image has its own device runtime and the same table).  */
/* { dg-do run } */
/* { dg-shared-libraries "extra/gpu-indirect-shlib-1-lib.c" } */

#include <omp.h>
#include <stdlib.h>
#include "on-device.h"

typedef int (*op_t) (int);

extern op_t lib_neg_ptr;
extern int lib_apply (op_t, int, int *);

#pragma omp begin declare target indirect
int add1 (int x) { return x + 1; }
#pragma omp end declare target

int
main (void)
{
  op_t neg = lib_neg_ptr, inc = add1;
  int r = 0, initial = 1;
  unsigned long long kernels = kernels_run ();
#pragma omp target map(tofrom: r) map(from: initial)
  {
    initial = omp_is_initial_device ();
    r = neg (inc (r + 4));
  }
  if (!ran_on_device (initial, kernels) || r != -5)
    abort ();
  kernels = kernels_run ();
  if (lib_apply (inc, 7, &initial) != 8 || !ran_on_device (initial, kernels))
    abort ();
  kernels = kernels_run ();
  if (lib_apply (neg, 7, &initial) != -7 || !ran_on_device (initial, kernels))
    abort ();
  return 0;
}
