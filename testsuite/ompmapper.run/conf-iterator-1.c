/* map(iterator(...)) on a target region over rows of an array of pointers: to
   with the lower bound left out (x[i][:D2]), from into rows allocated on the
   device, two iterators in one modifier with a function call in the subscript,
   bounds and a step that are variables; each row is attached to the device
   copy of the row array, and the rows the iterator skips stay unmapped (GCC
   libgomp.c-c++-common/target-map-iterators-1.c, -2.c, -3.c, -4.c, -5.c; gcc
   c-c++-common/gomp/target-map-iterators-5.c).  */
/* { dg-do run } */

#include <stdlib.h>
#include <omp.h>

#define DIM1 16
#define DIM2 15

static int
f (int i, int j)
{
  return i * 4 + j;
}

int
main (void)
{
  int dev = omp_get_default_device ();
  int *x[DIM1], *y[DIM1];
  long expected = 0, sum = 0;
  for (int i = 0; i < DIM1; i++)
    {
      x[i] = malloc (DIM2 * sizeof (int));
      y[i] = malloc (sizeof (int));
      *y[i] = i % 5 + 1;
      for (int j = 0; j < DIM2; j++)
	{
	  x[i][j] = i * 100 + j;
	  expected += (long) x[i][j] * *y[i];
	}
    }

#pragma omp target enter data map(to: x, y)
  /* to, no lower bound.  */
#pragma omp target map(iterator(i = 0:DIM1), to: x[i][:DIM2]) map(from: sum)
  {
    sum = 0;
    for (int i = 0; i < DIM1; i++)
      for (int j = 0; j < DIM2; j++)
	sum += x[i][j];
  }
  if (sum != (long) DIM1 * DIM2 * (DIM1 - 1) * 50
	     + DIM1 * (DIM2 * (DIM2 - 1) / 2))
    abort ();

  /* Two iterators and a call in the subscript, and a second iterator
     clause.  */
#pragma omp target map(iterator(i = 0:DIM1 / 4, j = 0:4), \
		       to: x[f (i, j)][:DIM2]) \
		   map(iterator(i = 0:DIM1), to: y[i][:1]) map(from: sum)
  {
    sum = 0;
    for (int i = 0; i < DIM1; i++)
      for (int j = 0; j < DIM2; j++)
	sum += (long) x[i][j] * y[i][0];
  }
  if (sum != expected)
    abort ();

  /* from: the rows are written on the device only.  */
#pragma omp target map(iterator(i = 0:DIM1), from: x[i][:DIM2]) map(from: sum)
  {
    sum = 0;
    for (int i = 0; i < DIM1; i++)
      for (int j = 0; j < DIM2; j++)
	{
	  x[i][j] = (i + 1) * (j + 1);
	  sum += x[i][j];
	}
  }
  for (int i = 0; i < DIM1; i++)
    for (int j = 0; j < DIM2; j++)
      if (x[i][j] != (i + 1) * (j + 1))
	abort ();

  /* Bounds and step in variables: rows lo, lo + step, ... below hi.  */
  int lo = 3, hi = DIM1 - 1, step = 4, n = 0;
#pragma omp target data map(iterator(i = lo:hi:step), tofrom: x[i][:DIM2])
  {
    for (int i = 0; i < DIM1; i++)
      if (omp_target_is_present (x[i], dev)
	  != (i >= lo && i < hi && (i - lo) % step == 0))
	abort ();
#pragma omp target map(tofrom: n)
    for (int i = lo; i < hi; i += step)
      {
	x[i][0] = -1;
	n++;
      }
  }
  if (n != 3 || x[3][0] != -1 || x[7][0] != -1 || x[11][0] != -1
      || x[4][0] != 5 || x[15][0] != 16)
    abort ();
#pragma omp target exit data map(release: x, y)
  return 0;
}
