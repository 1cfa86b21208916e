/* Members that come back one by one ("from" inside a struct its mapper
   maps alloc) of a block that pool mode holds alone (an inner struct,
   which holds a pointer with its device value) come back at the exit,
   as the exact way brings them: libgompx copied them through libgomp,
   which does not know such a block, and nothing came back.  */
/* { dg-do run } */

#include <stdlib.h>

struct inner
{
  int a;
  int *p;
  int n;
};

#pragma omp declare mapper (struct inner v) \
  map(alloc: v) map(from: v.a) map(tofrom: v.p[0:v.n])

struct outer
{
  struct inner *in;
};

#pragma omp declare mapper (struct outer o) map(tofrom: o, o.in[0:1])

#define N 3

int
main (void)
{
  struct outer o[N];
  for (int i = 0; i < N; i++)
    {
      o[i].in = malloc (sizeof *o[i].in);
      o[i].in->a = 1;
      o[i].in->n = 2;
      o[i].in->p = calloc (2, sizeof (int));
    }
  struct outer *po = o;
  int n = N;
#pragma omp target enter data map(to: po[0:n])
#pragma omp target
  for (int i = 0; i < N; i++)
    {
      po[i].in->a = 40 + i;
      po[i].in->p[1] = 7 + i;
    }
#pragma omp target exit data map(from: po[0:n])
  for (int i = 0; i < N; i++)
    if (o[i].in->a != 40 + i || o[i].in->p[1] != 7 + i)
      abort ();
  return 0;
}
