/* A target region with nowait (or firstprivate) mapping members of a
   struct variable, a section behind one of its pointer members and a
   section behind a pointer member of a struct through a pointer: the
   plugin put the members of each struct in order around the nowait
   clause, and GCC 12's gimplifier crashed on that order.  */
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
};

int
main (void)
{
  struct S s, *ps = malloc (sizeof (struct S));
  int k = 3;
  long r = 0;
  s.p = malloc (12 * sizeof (int));
  ps->p = malloc (12 * sizeof (int));
  for (int i = 0; i < 8; i++)
    s.arr[i] = i;
  for (int i = 0; i < 12; i++)
    s.p[i] = ps->p[i] = -1;
#pragma omp target map(alloc: s.in.b) map(from: ps->p[8:1], s.p[1:11]) \
		   map(to: s.arr[2:5]) map(tofrom: r) firstprivate(k) nowait
  {
    ps->p[8] = 8 + k;
    for (int i = 1; i < 12; i++)
      s.p[i] = i + k;
    r = s.arr[3];
  }
#pragma omp taskwait
  if (r != 3 || ps->p[8] != 11 || s.p[1] != 4 || s.p[11] != 14
      || s.p[0] != -1 || ps->p[7] != -1)
    abort ();
  return 0;
}
