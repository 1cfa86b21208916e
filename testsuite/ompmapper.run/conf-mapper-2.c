/* A mapper whose clause maps a one-element section of a pointer member whose
   type has a mapper: through mapper(default) written out, and through the
   default mapper implicitly; a named and a default mapper for a typedef'd
   struct side by side (GCC libgomp.c-c++-common/declare-mapper-10.c,
   declare-mapper-11.c, declare-mapper-12.c).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

#define N 16

typedef struct
{
  int *arr;
  int size;
} B;

/* The named one maps nothing back: if it were used, the counts would
   stay on the device.  */
#pragma omp declare mapper (mapB: B b) map(to: b.size, b.arr, b.arr[0:b.size])
#pragma omp declare mapper (default: B b) map(to: b.size, b.arr) \
		    map(tofrom: b.arr[0:b.size])

struct A
{
  int *p;
  B *b;
  int other[N];
};

static B *
make_b (void)
{
  B *b = malloc (sizeof *b);
  b->size = N;
  b->arr = calloc (N, sizeof (int));
  return b;
}

int
main (void)
{
  struct A var;
  var.p = calloc (N, sizeof (int));
  var.b = make_b ();
  for (int i = 0; i < N; i++)
    var.other[i] = -1;
  uintptr_t harr = (uintptr_t) var.b->arr;
  int moved = 0;

  {
#pragma omp declare mapper (struct A x) map(to: x.p, x.b) \
		    map(tofrom: x.p[0:N]) map(mapper(default), tofrom: x.b[0:1])
#pragma omp target map(from: moved)
    {
      moved = (uintptr_t) var.b->arr != harr;
      for (int i = 0; i < N; i++)
	{
	  var.p[i]++;
	  var.b->arr[i] += 2;
	}
    }
    if (!moved)
      __builtin_abort ();
  }
  moved = 0;
  {
    /* Without the modifier: B's default mapper all the same.  */
#pragma omp declare mapper (struct A x) map(to: x.p, x.b) \
		    map(tofrom: x.p[0:N], x.b[0:1])
#pragma omp target map(from: moved)
    {
      moved = (uintptr_t) var.b->arr != harr;
      for (int i = 0; i < N; i++)
	var.b->arr[i] += 10;
    }
    if (!moved)
      __builtin_abort ();
  }
  for (int i = 0; i < N; i++)
    if (var.p[i] != 1 || var.b->arr[i] != 12 || var.other[i] != -1)
      __builtin_abort ();
  return 0;
}
