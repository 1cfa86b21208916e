/* A default mapper on target makes a deep copy: the region sees the
   pointed-to data in device memory, and what the mapper maps "to" does
   not come back, while the struct itself does.  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

struct vec
{
  int len;
  int *d;
  int tag;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v) map(to: v.d[0:v.len])

int
main (void)
{
  int *data = malloc (8 * sizeof (int));
  struct vec s = { 8, data, 0 };
  for (int i = 0; i < 8; i++)
    data[i] = i;

  int sum = 0;
  uintptr_t dev = 0;
#pragma omp target map(tofrom: s, sum) map(from: dev)
  {
    dev = (uintptr_t) s.d;
    for (int i = 0; i < s.len; i++)
      {
	sum += s.d[i];
	s.d[i] = -1;
      }
    s.tag = 42;
  }

  /* The data was copied in (a shallow copy would have read host memory
     too, but then the writes below would show on the host).  */
  if (sum != 28 || dev == (uintptr_t) data || dev == 0)
    __builtin_abort ();
  /* Mapped "to": the device's writes stay there.  */
  for (int i = 0; i < 8; i++)
    if (data[i] != i)
      __builtin_abort ();
  /* The struct came back, and its pointer is the host's again.  */
  if (s.tag != 42 || s.d != data || s.len != 8)
    __builtin_abort ();
  free (data);
  return 0;
}
