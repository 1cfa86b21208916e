/* Struct members with pointer attachment: the device copy of a struct
   points at the device copy of its data, and tofrom brings the data back
   through the attached pointer.  */
/* { dg-do run } */

#include <stdint.h>

struct vec
{
  int len;
  double *d;
};

int
main (void)
{
  double data[16];
  for (int i = 0; i < 16; i++)
    data[i] = i;
  struct vec v = { 16, data };
  uintptr_t dev_ptr = 0;

#pragma omp target map(to: v) map(tofrom: v.d[0:v.len]) map(from: dev_ptr)
  {
    dev_ptr = (uintptr_t) v.d;
    for (int i = 0; i < v.len; i++)
      v.d[i] *= 2;
  }

  /* The region saw the device copy of the data, not the host array...  */
  if (dev_ptr == (uintptr_t) data || dev_ptr == 0)
    __builtin_abort ();
  /* ...and the host struct still points at host memory.  */
  if (v.d != data)
    __builtin_abort ();
  for (int i = 0; i < 16; i++)
    if (data[i] != 2 * i)
      __builtin_abort ();
  return 0;
}
