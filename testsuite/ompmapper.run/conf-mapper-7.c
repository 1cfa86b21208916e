/* Which mapper a construct uses: the one visible where it is, a function's own
   hiding the file-scope one, for a struct passed by value and one reached
   through a pointer parameter; regions inside a target data region map
   implicitly through the mappers visible there (GCC
   libgomp.c++/declare-mapper-3.C, declare-mapper-4.C, declare-mapper-6.C,
   declare-mapper-8.C, gcc c-c++-common/gomp/declare-mapper-4.c, translated to
   C: namespaces and templates become functions).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

static uintptr_t harr;

struct S
{
  int *arr;
};

/* File scope: elements 0 to 19.  */
#pragma omp declare mapper (struct S s) map(to: s.arr) map(tofrom: s.arr[0:20])

static void
incr_a (struct S s)
{
  /* Elements 0 to 99, by value.  */
#pragma omp declare mapper (struct S s) map(to: s.arr) \
		    map(tofrom: s.arr[0:100])
  int moved = 0;
#pragma omp target map(from: moved)
  {
    moved = (uintptr_t) s.arr != harr;
    for (int i = 0; i < 100; i++)
      s.arr[i]++;
  }
  if (!moved)
    __builtin_abort ();
}

static void
incr_b (struct S *ps)
{
  /* Elements 100 to 199, through a pointer.  */
#pragma omp declare mapper (struct S s) map(to: s.arr) \
		    map(tofrom: s.arr[100:100])
  int moved = 0;
#pragma omp target map(tofrom: ps[0:1]) map(from: moved)
  {
    moved = (uintptr_t) ps->arr != harr;
    for (int i = 100; i < 200; i++)
      ps->arr[i]++;
  }
  if (!moved)
    __builtin_abort ();
}

struct Y
{
  int z;
  int w;
};

#pragma omp declare mapper (struct Y y) map(tofrom: y)

static int
shadowed (void)
{
  struct Y yy = { 1, 1 };
  int dummy = 0;
  /* Only z from here on: w stays on the device.  */
#pragma omp declare mapper (struct Y y) map(tofrom: y.z)
#pragma omp target data map(dummy)
  {
#pragma omp target
    {
      yy.z++;
      yy.w = 50;
    }
    yy.z += 10;
  }
  return yy.z == 12 && yy.w == 1;
}

static int
outer (void)
{
  struct Y yy = { 1, 1 };
  int dummy = 0;
#pragma omp target data map(dummy)
  {
#pragma omp target
    {
      yy.z++;
      yy.w = 50;
    }
  }
  return yy.z == 2 && yy.w == 50;
}

int
main (void)
{
  struct S s;
  s.arr = calloc (200, sizeof (int));
  harr = (uintptr_t) s.arr;
  int moved = 0;
#pragma omp target map(from: moved)
  {
    moved = (uintptr_t) s.arr != harr;
    for (int i = 0; i < 20; i++)
      s.arr[i]++;
  }
  if (!moved)
    __builtin_abort ();
  incr_a (s);
  incr_b (&s);
  for (int i = 0; i < 200; i++)
    if (s.arr[i] != (i < 20 ? 2 : 1))
      __builtin_abort ();
  if (!shadowed () || !outer ())
    __builtin_abort ();
  return 0;
}
