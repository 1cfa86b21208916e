/* More target regions GCC 12 crashed on, found by clause-fuzz.py: an
   array element whole with a section behind its pointer member beside
   a member of a struct through a pointer (map(as[0], as[0].q[0:4])
   map(qs->n)), the plugin's order of which crashed the gimplifier;
   members of one struct through a pointer while the region reaches
   another (map(qs->m) map(qs->in.c), ps used), where the plugin took
   qs's members for ps's; nowait among members of a variable
   (map(alloc: s.in.c) nowait map(from: s.arr)) and among a struct
   through a pointer and a section behind its member, which crash
   GCC 12 alone too.  */
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

static struct S *
make (int seed)
{
  struct S *x = malloc (sizeof (struct S));
  x->n = seed;
  x->m = seed + 1;
  x->p = malloc (8 * sizeof (int));
  x->q = malloc (8 * sizeof (double));
  for (int i = 0; i < 8; i++)
    {
      x->arr[i] = seed + i;
      x->p[i] = seed + i;
      x->q[i] = 10 * (seed + i);
    }
  for (int i = 0; i < 4; i++)
    x->in.c[i] = i;
  return x;
}

int
main (void)
{
  struct S *ps = make (100), *qs = make (200), as[3], s;
  long r = 0;
  int k = 3;
  as[0] = *make (300);
  s = *make (400);

#pragma omp target map(to: as[0], as[0].q[0:4]) map(to: qs->n) map(tofrom: r)
  r = as[0].n + (long) as[0].q[3] + qs->n;
  if (r != 300 + 3030 + 200)
    abort ();

#pragma omp target map(tofrom: qs->m) map(tofrom: qs->in.c) map(tofrom: r)
  {
    qs->m += qs->in.c[3];
    /* ps unmapped: null or the host's address, never the device's
       qs.  */
    r = ps == qs;
  }
  if (qs->m != 204 || r != 0)
    abort ();

#pragma omp target map(alloc: s.in.c) nowait map(from: s.arr)
  for (int i = 0; i < 8; i++)
    s.arr[i] = -i;
#pragma omp taskwait
  if (s.arr[7] != -7 || s.in.c[3] != 3)
    abort ();

#pragma omp target map(to: ps[0:1]) nowait map(tofrom: ps->p[1:4]) \
		   firstprivate(k)
  for (int i = 1; i < 5; i++)
    ps->p[i] += ps->n + k;
#pragma omp taskwait
  if (ps->p[1] != 204 || ps->p[4] != 207 || ps->p[5] != 105)
    abort ();
  return 0;
}
