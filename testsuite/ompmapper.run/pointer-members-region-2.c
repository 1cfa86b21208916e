/* Sections behind pointer members of two structs reached through
   pointers, two of one and one of the other, on one target region:
   the plugin maps each pointer member with its section (GCC 12 alone
   leaves them unmapped, and the region crashes on them), and GCC 12's
   gimplifier crashed on the struct groups so made while the members
   were mapped "alloc"; with a struct variable's section beside them
   too.  */
/* { dg-do run } */

#include <stdlib.h>

struct S
{
  int n;
  int *p;
  long m;
  double *q;
};

static struct S *
make (int seed)
{
  struct S *x = malloc (sizeof (struct S));
  x->n = seed;
  x->p = malloc (8 * sizeof (int));
  x->q = malloc (8 * sizeof (double));
  for (int i = 0; i < 8; i++)
    {
      x->p[i] = seed + i;
      x->q[i] = 10 * (seed + i);
    }
  return x;
}

struct S g;

int
main (void)
{
  struct S *ps = make (100), *qs = make (200);
  long r = 0;
  g = *make (300);
#pragma omp target map(from: qs->p[2:1], qs->q[3:4]) map(to: ps->p[2:1]) \
		   map(tofrom: r)
  {
    r = ps->p[2];
    qs->p[2] = -1;
    for (int i = 3; i < 7; i++)
      qs->q[i] = -i;
  }
  if (r != 102 || qs->p[2] != -1 || qs->p[1] != 201 || qs->q[3] != -3
      || qs->q[6] != -6 || qs->q[7] != 2070 || ps->p[2] != 102)
    abort ();
  r = 0;
#pragma omp target map(alloc: g.q[0:5]) map(from: ps->q[3:2]) \
		   map(to: qs->p[5:2], qs->q[0:1]) map(tofrom: r)
  {
    g.q[0] = 1;
    ps->q[3] = qs->p[5] + qs->q[0];
    ps->q[4] = qs->p[6];
    r = 1;
  }
  if (r != 1 || ps->q[3] != 205 + 2000 || ps->q[4] != 206
      || ps->q[5] != 1050 || g.q[0] != 3000)
    abort ();
  return 0;
}
