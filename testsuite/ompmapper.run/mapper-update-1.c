/* target update through a mapper: to() moves only what the mapper maps
   "to" or "tofrom", from() only "from" or "tofrom", and neither
   overwrites the struct's attached pointer (the device copy keeps
   pointing at device memory, the host copy at host memory).  OpenMP 5.1
   2.14.6 says so: each part of a list item that is an attached pointer
   keeps the value it had.  clang-19 overwrites the device copy's pointer
   with the host address on update to(), after which the region below
   writes host memory.  */
/* { dg-do run } */

#include <stdlib.h>

struct vec
{
  int len;
  int *d;
  int tag;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])
#pragma omp declare mapper (dataonly: struct vec v) map(to: v.d[0:v.len])

int
main (void)
{
  int *host_d = malloc (4 * sizeof (int));
  struct vec s = { 4, host_d, 7 };
  for (int i = 0; i < 4; i++)
    s.d[i] = i;

#pragma omp target enter data map(to: s)
  for (int i = 0; i < 4; i++)
    s.d[i] = 10 + i;
  s.tag = 8;
#pragma omp target update to(s)

  int sum = 0, tag = 0;
#pragma omp target map(tofrom: sum, tag)
  {
    /* Through the device pointer, still attached after the update.  */
    for (int i = 0; i < s.len; i++)
      {
	sum += s.d[i];
	s.d[i] = 100 + i;
      }
    tag = s.tag;
    s.tag = 9;
  }
  if (sum != 46 || tag != 8 || s.d[0] != 10)
    __builtin_abort ();

#pragma omp target update from(s)
  if (s.d != host_d || s.d[0] != 100 || s.d[3] != 103 || s.tag != 9)
    __builtin_abort ();

  /* The named mapper maps only the data, "to": to() moves the data and
     not the tag; from() moves nothing.  */
  s.d[1] = 55;
  s.tag = 1;
#pragma omp target update to(mapper(dataonly): s)
#pragma omp target map(tofrom: sum, tag)
  {
    sum = s.d[1];
    tag = s.tag;
  }
  if (sum != 55 || tag != 9)
    __builtin_abort ();
  s.d[1] = 0;
#pragma omp target update from(mapper(dataonly): s)
  if (s.d[1] != 0)
    __builtin_abort ();

#pragma omp target exit data map(from: s)
  if (s.d != host_d || s.d[1] != 55 || s.tag != 9)
    __builtin_abort ();
  free (host_d);
  return 0;
}
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 69 } */
