/* map-to-demo.c -- where does a target region write?

   A region that writes to a map(to:) array changes the device's copy
   only.  On a device with its own memory (a GPU, or ompmapper's emulated
   device) the host array is unchanged afterwards; when the region runs
   on the host (host fallback) it is the host array that changes.

   Build:  gcc map-to-demo.c $(pkg-config --cflags --libs ompmapper)
   Run:    ompmapper-hostemu ./a.out      (emulated device)
	   ./a.out                         (host fallback)

   The exit status is 0 when the region wrote a separate device copy, 1
   when it wrote the host array: the test suite runs this example on the
   emulated device and expects 0.

   This example is in the public domain.  */

#include <stdio.h>

#define N 8

int
main (void)
{
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;

#pragma omp target map(to: a)
  for (int i = 0; i < N; i++)
    a[i] = -1;

  int changed = 0;
  for (int i = 0; i < N; i++)
    changed |= a[i] != i;
  printf ("host array %s\n",
	  changed ? "changed: the region ran in host memory"
	  : "unchanged: the region wrote the device copy");
  return changed;
}
