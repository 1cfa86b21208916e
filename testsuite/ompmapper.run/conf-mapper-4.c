/* One mapper identifier for two types, at file scope and in a block, each
   selected by the type of the item it is used on; a default mapper declared
   with and without the default identifier for different types (GCC
   libgomp.c-c++-common/declare-mapper-12.c).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

#define N 8

typedef struct
{
  int *arr;
  int size;
} B;

typedef struct
{
  int size;
  long *arr;
} C;

#pragma omp declare mapper (same: B b) map(to: b.size, b.arr) \
		    map(tofrom: b.arr[0:b.size])
#pragma omp declare mapper (default: B b) map(to: b.size, b.arr) \
		    map(to: b.arr[0:b.size])

int
main (void)
{
  B b = { calloc (N, sizeof (int)), N };
  C c = { N, calloc (N, sizeof (long)) };
  uintptr_t hb = (uintptr_t) b.arr, hc = (uintptr_t) c.arr;
  int moved = 0;

  {
#pragma omp declare mapper (same: C x) map(to: x.size, x.arr) \
		    map(tofrom: x.arr[0:x.size])
#pragma omp declare mapper (C x) map(to: x.size, x.arr, x.arr[0:x.size])
    /* "same" names B's mapper for b and the block's for c.  */
#pragma omp target map(mapper(same), tofrom: b, c) map(from: moved)
    {
      moved = (uintptr_t) b.arr != hb && (uintptr_t) c.arr != hc;
      for (int i = 0; i < N; i++)
	{
	  b.arr[i] = i;
	  c.arr[i] = 2 * i;
	}
    }
    if (!moved)
      __builtin_abort ();
    for (int i = 0; i < N; i++)
      if (b.arr[i] != i || c.arr[i] != 2 * i)
	__builtin_abort ();
    /* The default mappers map the data "to" only.  */
#pragma omp target map(tofrom: b, c)
    for (int i = 0; i < N; i++)
      {
	b.arr[i] = -1;
	c.arr[i] = -1;
      }
    for (int i = 0; i < N; i++)
      if (b.arr[i] != i || c.arr[i] != 2 * i)
	__builtin_abort ();
  }
  return 0;
}
