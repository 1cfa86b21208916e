/* A block-scope default mapper that selects a named mapper for an element
   through a pointer member, t.s[0], used by the implicit map of a region (GCC
   libgomp.c++/declare-mapper-7.C).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

struct S
{
  int *myarr;
};

struct T
{
  struct S *s;
};

#pragma omp declare mapper (s100: struct S x) map(to: x.myarr) \
		    map(tofrom: x.myarr[0:100])

static void
bump (struct T t)
{
#pragma omp declare mapper (struct T t) map(to: t.s) \
		    map(mapper(s100), tofrom: t.s[0])
  uintptr_t h = (uintptr_t) t.s->myarr;
  int moved = 0;
#pragma omp target map(from: moved)
  {
    moved = (uintptr_t) t.s->myarr != h;
    for (int i = 0; i < 100; i++)
      t.s->myarr[i]++;
  }
  if (!moved)
    __builtin_abort ();
}

int
main (void)
{
  struct S s = { calloc (100, sizeof (int)) };
  struct T t = { &s };
  bump (t);
  bump (t);
  for (int i = 0; i < 100; i++)
    if (s.myarr[i] != 2)
      __builtin_abort ();
  return 0;
}
