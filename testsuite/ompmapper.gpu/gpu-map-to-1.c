/* On a real NVIDIA GPU (libgomp's own nvptx plugin), a region runs on the
   device and map(to:) keeps device and host copies apart, as on the
   emulated device.  */
/* { dg-do run } */

#include <omp.h>
#include "on-device.h"

int
main (void)
{
  int a[256], initial = 1;
  unsigned long long kernels = kernels_run ();
  for (int i = 0; i < 256; i++)
    a[i] = i;

#pragma omp target map(to: a) map(from: initial)
  {
    initial = omp_is_initial_device ();
    for (int i = 0; i < 256; i++)
      a[i] = -a[i];
  }

  if (!ran_on_device (initial, kernels))
    __builtin_abort ();
  for (int i = 0; i < 256; i++)
    if (a[i] != i)
      __builtin_abort ();
  return 0;
}
