/* Named mappers: mapper(id) selects one on map, to and from;
   mapper(default) and no modifier select the default one; a named mapper
   is not used where no modifier names it.  */
/* { dg-do run } */

#include <stdlib.h>

struct buf
{
  int n;
  int *in;
  int *out;
};

/* The default copies in; "result" copies out; "both" does both.  */
#pragma omp declare mapper (struct buf b) map(to: b, b.in[0:b.n]) \
		    map(alloc: b.out[0:b.n])
#pragma omp declare mapper (result: struct buf b) map(to: b) \
		    map(alloc: b.in[0:b.n]) map(from: b.out[0:b.n])
#pragma omp declare mapper (both: struct buf b) map(to: b) \
		    map(to: b.in[0:b.n]) map(from: b.out[0:b.n])

#define N 16

static void
reset (struct buf *b)
{
  for (int i = 0; i < N; i++)
    b->in[i] = i, b->out[i] = -1;
}


int
main (void)
{
  struct buf b = { N, malloc (N * sizeof (int)), malloc (N * sizeof (int)) };
  int read;

  reset (&b);
#pragma omp target map(from: read) map(tofrom: b)
  {
    read = b.in[1];
    for (int i = 0; i < b.n; i++)
      b.out[i] = 2 * b.in[i];
  }
  /* Default: in reached the device, out did not come back.  */
  if (read != 1 || b.out[1] != -1)
    __builtin_abort ();

  reset (&b);
#pragma omp target map(from: read) map(mapper(default), tofrom: b)
  {
    read = b.in[1];
    for (int i = 0; i < b.n; i++)
      b.out[i] = 2 * b.in[i];
  }
  if (read != 1 || b.out[1] != -1)
    __builtin_abort ();

  reset (&b);
#pragma omp target map(from: read) map(mapper(result), tofrom: b)
  {
    read = b.in[1];
    for (int i = 0; i < b.n; i++)
      b.out[i] = 7;
  }
  /* "result": in was only allocated, out came back.  */
  if (read == 1 || b.out[1] != 7)
    __builtin_abort ();

  reset (&b);
#pragma omp target map(from: read) map(always, mapper(both), tofrom: b)
  {
    read = b.in[1];
    for (int i = 0; i < b.n; i++)
      b.out[i] = 2 * b.in[i];
  }
  if (read != 1 || b.out[5] != 10)
    __builtin_abort ();

  /* On target update: to(mapper(both)) moves in, from(mapper(result))
     moves out.  */
  reset (&b);
#pragma omp target enter data map(mapper(both), to: b)
  b.in[2] = 50;
#pragma omp target update to(mapper(both): b)
#pragma omp target
  for (int i = 0; i < b.n; i++)
    b.out[i] = b.in[i] + 1;
#pragma omp target update from(mapper(result): b)
  if (b.out[2] != 51 || b.out[0] != 1)
    __builtin_abort ();
#pragma omp target exit data map(mapper(both), release: b)
  free (b.in);
  free (b.out);
  return 0;
}
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "29: dropping .from. clause during mapper expansion" "" { target *-*-* } 86 } */
/* { dg-warning "31: dropping .alloc. clause during mapper expansion" "" { target *-*-* } 90 } */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 90 } */
