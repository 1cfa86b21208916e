/* A region that writes through a host pointer, one the deep copy did not
   translate, does not change host memory: the kernel runs in a child
   process, and only device memory is shared with it.  The pointer member
   of a struct mapped alone, one mapped with a mapper that leaves the
   pointee out, and a pointer to the host copy of mapped data all keep
   their host data; the same writes through attached pointers come
   back.  */
/* { dg-do run } */
/* { dg-require-effective-target hostemu_fork } */

#include <stdint.h>

struct vec
{
  int len;
  int *d;
};

/* A mapper that forgets the pointee.  */
#pragma omp declare mapper (shallow: struct vec v) map(tofrom: v)
#pragma omp declare mapper (deep: struct vec v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 };
  struct vec v = { 4, a };
  uintptr_t addr = (uintptr_t) a;
  int was_host = 0;

  /* The struct alone: its d is the host's pointer on the device.  */
#pragma omp target map(to: v) map(from: was_host)
  {
    was_host = (uintptr_t) v.d == addr;
    for (int i = 0; i < v.len; i++)
      v.d[i] = -1;
  }
  if (!was_host)
    __builtin_abort ();
  for (int i = 0; i < 4; i++)
    if (a[i] != i + 1)
      __builtin_abort ();

  /* The same through a mapper that maps the struct only.  */
#pragma omp target map(mapper(shallow), tofrom: v)
  for (int i = 0; i < v.len; i++)
    v.d[i] = -2;
  if (v.d != a)
    __builtin_abort ();
  for (int i = 0; i < 4; i++)
    if (a[i] != i + 1)
      __builtin_abort ();

  /* A host address smuggled in as an integer.  */
#pragma omp target map(to: addr)
  ((int *) addr)[0] = -3;
  if (a[0] != 1)
    __builtin_abort ();

  /* A mapper that attaches the pointee: the writes come back.  */
#pragma omp target map(mapper(deep), tofrom: v)
  for (int i = 0; i < v.len; i++)
    v.d[i] = 10 * i;
  if (v.d != a)
    __builtin_abort ();
  for (int i = 0; i < 4; i++)
    if (a[i] != 10 * i)
      __builtin_abort ();
  return 0;
}
