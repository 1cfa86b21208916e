/* The iterator modifier on enter data, target update to and from (all rows,
   and a subset chosen through a function call), a region with map(present,
   alloc: x), and exit data from and release: rows move only when a construct
   says so (GCC libgomp.c-c++-common/target-update-iterators-1.c, -2.c,
   -3.c).  */
/* { dg-do run } */

#include <stdlib.h>
#include <omp.h>

#define DIM1 8
#define DIM2 15

static int
f (int i)
{
  return i * 2;
}

int
main (void)
{
  int dev = omp_get_default_device ();
  int *x[DIM1];
  for (int i = 0; i < DIM1; i++)
    {
      x[i] = malloc (DIM2 * sizeof (int));
      for (int j = 0; j < DIM2; j++)
	x[i][j] = i + j;
    }

#pragma omp target enter data map(alloc: x[:DIM1])
#pragma omp target enter data map(iterator(i = 0:DIM1), to: x[i][:DIM2])
  long sum = 0;
#pragma omp target map(from: sum)
  {
    sum = 0;
    for (int i = 0; i < DIM1; i++)
      for (int j = 0; j < DIM2; j++)
	{
	  sum += x[i][j];
	  x[i][j] = (i + 1) * (j + 2);
	}
  }
  if (sum != (long) DIM2 * DIM1 * (DIM1 - 1) / 2
	     + (long) DIM1 * DIM2 * (DIM2 - 1) / 2)
    abort ();
  /* The host still has its own values.  */
  if (x[3][4] != 7)
    abort ();
#pragma omp target update from(iterator(i = 0:DIM1): x[i][:DIM2])
  for (int i = 0; i < DIM1; i++)
    for (int j = 0; j < DIM2; j++)
      if (x[i][j] != (i + 1) * (j + 2))
	abort ();

  /* Update a subset (rows 0, 2, 4, 6) on the device.  */
  for (int i = 0; i < DIM1; i++)
    for (int j = 0; j < DIM2; j++)
      x[i][j] = -1;
#pragma omp target update to(iterator(i = 0:DIM1 / 2): x[f (i)][:DIM2])
  int neg = 0;
#pragma omp target map(present, alloc: x) map(from: neg)
  {
    neg = 0;
    for (int i = 0; i < DIM1; i++)
      {
	neg += x[i][DIM2 - 1] == -1;
	x[i][0] = 42 + i;
      }
  }
  if (neg != DIM1 / 2)
    abort ();

#pragma omp target exit data map(iterator(i = 0:DIM1), from: x[i][:DIM2])
  for (int i = 0; i < DIM1; i++)
    if (x[i][0] != 42 + i || omp_target_is_present (x[i], dev))
      abort ();
#pragma omp target exit data map(release: x[:DIM1])
  if (omp_target_is_present (x, dev))
    abort ();
  return 0;
}
