/* Pointer initialization (OpenMP 5.1, 2.21.7.2) as GCC 12 does it: a
   pointer a region uses without a map clause gets the device address of
   the mapped storage it points into, at the start of a section and in
   its middle.  (One past the end, the extended address range, GCC 12
   passes a null pointer: see README.)  */
/* { dg-do run } */

#include <stdint.h>

int
main (void)
{
  int a[8];
  for (int i = 0; i < 8; i++)
    a[i] = i;
  int *start = a, *mid = a + 3;
  uintptr_t s = 0, m = 0;
  int vs = -1, vm = -1;
#pragma omp target enter data map(to: a)
#pragma omp target map(from: s, m, vs, vm)
  {
    s = (uintptr_t) start;
    m = (uintptr_t) mid;
    vs = *start;
    vm = *mid;
    *mid = 30;
  }
  /* Device addresses, 3 ints apart, reading and writing the device
     copy.  */
  if (s == (uintptr_t) a || m - s != 3 * sizeof (int) || vs != 0 || vm != 3
      || a[3] != 3)
    __builtin_abort ();
#pragma omp target exit data map(from: a)
  if (a[3] != 30)
    __builtin_abort ();
  return 0;
}
