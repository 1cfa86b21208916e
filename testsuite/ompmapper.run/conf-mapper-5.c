/* Mapper bounds that use a function parameter and a local variable of the
   enclosing function; an element of an array through a pointer, p[5], mapped
   with and without the pointer, and as the section p[5:1], each through the
   mapper, with reference counts that keep data between regions only while
   mapped (GCC libgomp.c-c++-common/declare-mapper-14.c, gcc
   c-c++-common/gomp/declare-mapper-3.c).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>
#include <omp.h>

struct Z
{
  int *arr;
};

static void
bump (struct Z *zarr, int len)
{
  int first = len > 3;
#pragma omp declare mapper (struct Z v) map(to: v.arr) \
		    map(tofrom: v.arr[first:len - first])
  zarr[0].arr = calloc (len, sizeof (int));
  zarr[5].arr = calloc (len, sizeof (int));
  uintptr_t h5 = (uintptr_t) zarr[5].arr;
  int moved = 0;

#pragma omp target map(zarr, zarr[5]) map(from: moved)
  {
    moved = (uintptr_t) zarr[5].arr != h5;
    for (int i = first; i < len; i++)
      zarr[5].arr[i]++;
  }
  if (!moved)
    __builtin_abort ();
#pragma omp target map(zarr[5])
  for (int i = first; i < len; i++)
    zarr[5].arr[i]++;
#pragma omp target map(zarr, zarr[5:1]) map(from: moved)
  {
    moved = (uintptr_t) zarr[5].arr != h5;
    for (int i = first; i < len; i++)
      zarr[5].arr[i]++;
  }
  if (!moved)
    __builtin_abort ();
#pragma omp target map(zarr[0:1])
  for (int i = first; i < len; i++)
    zarr[0].arr[i]++;
  /* Element FIRST - 1, when there is one, was never mapped.  */
  for (int i = 0; i < len; i++)
    if (zarr[0].arr[i] != (i >= first) || zarr[5].arr[i] != 3 * (i >= first))
      __builtin_abort ();
  if (omp_target_is_present (zarr[5].arr, omp_get_default_device ())
      || omp_target_is_present (&zarr[5], omp_get_default_device ()))
    __builtin_abort ();
  free (zarr[0].arr);
  free (zarr[5].arr);
}

int
main (void)
{
  struct Z z[10];
  bump (z, 64);
  bump (z, 3);
  return 0;
}
