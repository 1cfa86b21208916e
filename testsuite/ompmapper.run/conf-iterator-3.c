/* An array of pointers mapped in one construct both by an iterator clause over
   its rows, written first, and by a plain map(to: x) after it: on a target
   region, on target data and on enter data with a matching exit data (GCC
   libgomp.c-c++-common/target-map-iterators-6.c, target-data-iterators-1.c,
   target-enter-data-iterators-1.c, which used to ICE).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>
#include <omp.h>

#define DIM 64

static int *x[DIM];
static uintptr_t h7;

static void
make (void)
{
  for (int i = 0; i < DIM; i++)
    {
      x[i] = malloc (sizeof (int));
      *x[i] = i;
    }
  h7 = (uintptr_t) x[7];
}

static void
check (int sign)
{
  for (int i = 0; i < DIM; i++)
    if (*x[i] != sign * i)
      abort ();
}

int
main (void)
{
  int moved = 0;
  make ();
#pragma omp target map(iterator(it = 0:DIM), tofrom: x[it][:1]) map(to: x) \
		   map(from: moved)
  {
    moved = (uintptr_t) x[7] != h7;
    for (int i = 0; i < DIM; i++)
      x[i][0] = -x[i][0];
  }
  if (!moved)
    abort ();
  check (-1);

#pragma omp target data map(iterator(it = 0:DIM), tofrom: x[it][:1]) \
			map(to: x)
#pragma omp target map(from: moved)
  {
    moved = (uintptr_t) x[7] != h7;
    for (int i = 0; i < DIM; i++)
      x[i][0] = -x[i][0];
  }
  if (!moved)
    abort ();
  check (1);

#pragma omp target enter data map(iterator(it = 0:DIM), to: x[it][:1]) \
			      map(to: x)
#pragma omp target map(from: moved)
  {
    moved = (uintptr_t) x[7] != h7;
    for (int i = 0; i < DIM; i++)
      x[i][0] = -x[i][0];
  }
  check (1);
#pragma omp target exit data map(iterator(it = 0:DIM), from: x[it][:1])
#pragma omp target exit data map(release: x)
  if (!moved || omp_target_is_present (x, omp_get_default_device ()))
    abort ();
  check (-1);
  return 0;
}
