/* Target regions mapping a struct reached through a pointer, or
   members of it, with sections behind its pointer members: GCC 12
   alone gets the region's pointer wrong in each of these and the
   region crashes.  A member section beside a pointee section
   (map(ps->p[11:1]) map(ps->arr[2:4])) left the pointer member out of
   the struct group; the struct beside another variable
   (map(ps[0:1], g, ps->p[2:7])) set the region's ps from g's device
   copy; after a construct mapped a member of *ps, the zero-length base
   GCC adds took the region's ps from nowhere; and a section beside the
   struct allocated (map(alloc: ps[0:1]) map(from: hp[11:1])
   map(ps->q[6:1])) crashed the compiler.  */
/* { dg-do run } */

#include <stdlib.h>

struct In
{
  int b;
  double c[4];
};

struct S
{
  int n;
  double arr[8];
  int *p;
  struct In in;
  long m;
  double *q;
};

struct S g;

static struct S *
make (int seed)
{
  struct S *ps = malloc (sizeof (struct S));
  ps->n = seed;
  ps->m = seed + 1;
  ps->in.b = seed + 2;
  ps->p = malloc (12 * sizeof (int));
  ps->q = malloc (12 * sizeof (double));
  for (int i = 0; i < 8; i++)
    ps->arr[i] = seed + i;
  for (int i = 0; i < 4; i++)
    ps->in.c[i] = i;
  for (int i = 0; i < 12; i++)
    {
      ps->p[i] = 10 * i;
      ps->q[i] = 100 * i;
    }
  return ps;
}

int
main (void)
{
  struct S *ps = make (5);
  int *hp = malloc (12 * sizeof (int));
  g = *make (50);
  long r = 0;

#pragma omp target map(to: ps->p[11:1]) map(to: ps->arr[2:4]) map(tofrom: r)
  {
    for (int i = 2; i < 6; i++)
      r += ps->arr[i];
    r += ps->p[11];
  }
  if (r != 5 * 4 + 2 + 3 + 4 + 5 + 110)
    abort ();

  r = 0;
#pragma omp target map(tofrom: ps[0:1], g, ps->p[2:7]) map(tofrom: r)
  {
    r = ps->n + g.n;
    ps->n++;
    g.n++;
    for (int i = 2; i < 9; i++)
      r += ps->p[i];
  }
  if (r != 5 + 50 + 10 * (2 + 3 + 4 + 5 + 6 + 7 + 8) || ps->n != 6
      || g.n != 51)
    abort ();

  r = 0;
#pragma omp target enter data map(to: ps->in.c)
#pragma omp target exit data map(from: ps->in.c)
#pragma omp target map(to: ps->q[11:1]) map(tofrom: ps[0:1]) map(tofrom: r)
  {
    r = ps->n + ps->m + (long) ps->q[11];
    ps->m = 70;
  }
  if (r != 6 + 6 + 1100 || ps->m != 70)
    abort ();

  r = 0;
  for (int i = 0; i < 12; i++)
    hp[i] = i;
#pragma omp target map(alloc: ps[0:1]) map(from: hp[11:1]) \
		   map(tofrom: ps->q[6:1], g) map(tofrom: r)
  {
    hp[11] = 42;
    ps->q[6] += 1;
    r = (long) ps->q[6] + g.n;
  }
  if (r != 601 + 51 || hp[11] != 42 || ps->q[6] != 601 || hp[10] != 10)
    abort ();
  return 0;
}
