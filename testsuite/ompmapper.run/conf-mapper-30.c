/* Mapper sections of length zero: an element whose pointer is null and one
   whose pointer is valid, each with a zero length, in a section of a mapped
   type, and a struct variable with a zero-length pointee; they map nothing and
   the construct goes on (OpenMP 5.1 2.21.7.1: a zero-length section maps no
   storage, and 2.21.7.2: the pointer then gets the device address of storage
   it points into or its own value; no upstream test covers it, the issue's
   "zero-length inner sections" do).  */
/* { dg-do run } */

#include <stdlib.h>

struct V
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct V v) map(v, v.d[0:v.len])

int
main (void)
{
  struct V a[3] = { { 2, calloc (2, sizeof (int)) }, { 0, 0 },
		    { 0, malloc (sizeof (int)) } };
#pragma omp target map(tofrom: a[0:3])
  {
    a[0].d[1] = 5;
    a[1].len = 7;
  }
  if (a[0].d[1] != 5 || a[1].len != 7)
    abort ();

  struct V one = { 0, malloc (sizeof (int)) };
#pragma omp target map(tofrom: one)
  one.len = 1;
  if (one.len != 1)
    abort ();
  return 0;
}
