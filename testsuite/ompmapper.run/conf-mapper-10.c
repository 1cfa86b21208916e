/* A mapper that maps a section of an array member, and a section through a
   pointer member, whose element type has a mapper of its own; elements outside
   the sections stay unmapped (GCC gcc c-c++-common/gomp/declare-mapper-8.c,
   where GCC reports "sorry"; OpenMP 5.1 allows it).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>
#include <omp.h>

#define N 32

struct Q
{
  int *a1;
  int *a2;
  int len;
};

struct R
{
  struct Q qarr[5];
};

struct R2
{
  struct Q *qptr;
};

#pragma omp declare mapper (struct Q q) map(q.a1[0:q.len]) map(q.a2[0:q.len])
#pragma omp declare mapper (struct R r) map(r.qarr[2:3])
#pragma omp declare mapper (struct R2 r) map(r.qptr[2:3])

static void
init (struct Q *q)
{
  q->len = N;
  q->a1 = calloc (N, sizeof (int));
  q->a2 = calloc (N, sizeof (int));
}

int
main (void)
{
  int dev = omp_get_default_device ();
  struct R r;
  struct R2 r2;
  r2.qptr = malloc (5 * sizeof (struct Q));
  for (int i = 0; i < 5; i++)
    {
      init (&r.qarr[i]);
      init (&r2.qptr[i]);
    }
  uintptr_t h = (uintptr_t) r.qarr[3].a1, h2 = (uintptr_t) r2.qptr[4].a2;
  int moved = 0, outside = 1;

#pragma omp target data map(r, r2)
  {
    /* What elements 0 and 1 point to is not mapped, nor are r2.qptr[0]
       and [1] themselves (r itself may be mapped whole).  */
    outside = omp_target_is_present (r.qarr[1].a1, dev)
	      || omp_target_is_present (&r2.qptr[1], dev)
	      || omp_target_is_present (r2.qptr[0].a2, dev);
    if (!omp_target_is_present (r2.qptr[2].a1, dev))
      __builtin_abort ();
#pragma omp target map(from: moved)
    {
      moved = (uintptr_t) r.qarr[3].a1 != h && (uintptr_t) r2.qptr[4].a2 != h2;
      for (int i = 2; i < 5; i++)
	for (int j = 0; j < N; j++)
	  {
	    r.qarr[i].a1[j] += i;
	    r2.qptr[i].a2[j] += 10 * i;
	  }
    }
  }
  if (!moved || outside)
    __builtin_abort ();
  for (int i = 2; i < 5; i++)
    for (int j = 0; j < N; j++)
      if (r.qarr[i].a1[j] != i || r2.qptr[i].a2[j] != 10 * i)
	__builtin_abort ();
  return 0;
}
