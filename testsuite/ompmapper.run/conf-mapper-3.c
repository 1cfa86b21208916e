/* A list item written as a dereference, *x.p, inside a mapper, with and
   without mapper(default), through the nested mapper of the pointed-to type; a
   member mapped alloc whose type has a mapper; and map(p, *p) on a target
   region (GCC libgomp.c-c++-common/declare-mapper-12.c, declare-mapper-14.c,
   libgomp.c++/declare-mapper-1.C, gcc
   c-c++-common/gomp/declare-mapper-4.c).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

#define N 16

struct pts
{
  double *x;
  double *y;
  int len;
};

#pragma omp declare mapper (struct pts p) map(to: p.x, p.y, p.len) \
		    map(p.x[0:p.len], p.y[0:p.len])

struct shape
{
  struct pts tmp;	/* Device only: allocated, never copied.  */
  struct pts *pts;
  int meta[4];
};

#pragma omp declare mapper (struct shape s) map(tofrom: s.pts, *s.pts) \
		    map(alloc: s.tmp)

struct holder
{
  struct pts *q;
};

#pragma omp declare mapper (named: struct holder h) map(to: h.q) \
		    map(mapper(default), tofrom: *h.q)

static struct pts *
make_pts (int n)
{
  struct pts *p = malloc (sizeof *p);
  p->len = n;
  p->x = calloc (n, sizeof (double));
  p->y = calloc (n, sizeof (double));
  return p;
}

int
main (void)
{
  struct shape s;
  s.pts = make_pts (N);
  s.tmp = *make_pts (N);
  uintptr_t hx = (uintptr_t) s.pts->x;
  int moved = 0;

#pragma omp target map(s) map(from: moved)
  {
    moved = (uintptr_t) s.pts->x != hx;
    for (int i = 0; i < N; i++)
      {
	s.pts->x[i] += 1;
	s.pts->y[i] += 2;
      }
  }
  if (!moved)
    __builtin_abort ();
  /* Implicitly, through the same mapper.  */
#pragma omp target map(from: moved)
  {
    moved = (uintptr_t) s.pts->x != hx;
    for (int i = 0; i < N; i++)
      s.pts->x[i] += 1;
  }
  if (!moved)
    __builtin_abort ();
  for (int i = 0; i < N; i++)
    if (s.pts->x[i] != 2 || s.pts->y[i] != 2)
      __builtin_abort ();

  struct holder h = { make_pts (N) };
  hx = (uintptr_t) h.q->x;
#pragma omp target map(mapper(named), tofrom: h) map(from: moved)
  {
    moved = (uintptr_t) h.q->x != hx;
    for (int i = 0; i < N; i++)
      h.q->y[i] = 5;
  }
  if (!moved)
    __builtin_abort ();
  for (int i = 0; i < N; i++)
    if (h.q->y[i] != 5)
      __builtin_abort ();

  /* map(p, *p) on the construct: the pointer and the struct it points
     to, through its mapper.  */
  struct pts *p = make_pts (N);
  hx = (uintptr_t) p->x;
#pragma omp target map(p, *p) map(from: moved)
  {
    moved = (uintptr_t) p->x != hx;
    for (int i = 0; i < N; i++)
      p->x[i] = 3;
  }
  if (!moved)
    __builtin_abort ();
  for (int i = 0; i < N; i++)
    if (p->x[i] != 3)
      __builtin_abort ();
  return 0;
}
