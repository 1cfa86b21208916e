/* deep-copy.c -- a declare mapper that copies a struct and its data.

   The mapper says once how a "struct vec" travels to a device: the
   struct itself and the LEN doubles its pointer points to.  Every target
   construct that maps a struct vec, explicitly or implicitly, then makes
   a deep copy.

   Build:  gcc deep-copy.c $(pkg-config --cflags --libs ompmapper)
   Run:    ompmapper-hostemu ./a.out      (emulated device)

   This example is in the public domain.  */

#include <stdio.h>
#include <stdlib.h>

struct vec
{
  int len;
  double *data;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.data[0:v.len])

int
main (void)
{
  struct vec v = { 1000, malloc (1000 * sizeof (double)) };
  for (int i = 0; i < v.len; i++)
    v.data[i] = i;

  /* No map clause: the region maps V implicitly, through the mapper.  */
#pragma omp target teams distribute parallel for
  for (int i = 0; i < v.len; i++)
    v.data[i] *= 2;

  double sum = 0;
  for (int i = 0; i < v.len; i++)
    sum += v.data[i];
  printf ("sum of doubled data: %g (expected %g)\n", sum, 999.0 * 1000.0);
  free (v.data);
  return sum != 999.0 * 1000.0;
}
