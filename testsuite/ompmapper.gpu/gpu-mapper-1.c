/* On a real NVIDIA GPU: a mapper's deep copy of a struct and of an array
   section of structs reaches device memory (the region runs on the
   device and writes through the translated pointers).  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>
#include "on-device.h"

struct vec
{
  int len;
  double *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  int n = 64;
  struct vec s = { 100, malloc (100 * sizeof (double)) };
  struct vec *p = malloc (n * sizeof *p);
  for (int i = 0; i < n; i++)
    {
      p[i].len = 8;
      p[i].d = calloc (8, sizeof (double));
    }
  for (int i = 0; i < 100; i++)
    s.d[i] = i;

  int initial = 1;
  unsigned long long kernels = kernels_run ();
#pragma omp target map(tofrom: s, initial)
  {
    initial = omp_is_initial_device ();
    for (int i = 0; i < s.len; i++)
      s.d[i] *= 2;
  }
  if (!ran_on_device (initial, kernels) || s.d[99] != 198)
    abort ();

#pragma omp target enter data map(to: p[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    p[i].d[3] = i;
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < n; i++)
    if (p[i].d[3] != i)
      abort ();
  return 0;
}
