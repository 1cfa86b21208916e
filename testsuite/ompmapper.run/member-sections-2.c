/* Sections behind pointer members of a struct variable and of a struct
   through a pointer, on one construct, in every order: GCC 12's
   gimplifier crashed on some orders of the clauses the plugin gives it
   for the struct through the pointer (its members' struct groups);
   GCC 12 alone compiles them (and gets the region's ps wrong).  */
/* { dg-do run } */

#include <stdlib.h>

struct S
{
  int *p;
  double *q;
};

int
main (void)
{
  struct S s, *ps = malloc (sizeof (struct S));
  s.q = malloc (4 * sizeof (double));
  ps->p = malloc (4 * sizeof (int));
  ps->q = malloc (4 * sizeof (double));
  for (int i = 0; i < 4; i++)
    {
      s.q[i] = i + 0.5;
      ps->p[i] = 10 * i;
      ps->q[i] = 100 * i;
    }
  double r1 = 0, r2 = 0, r3 = 0, r4 = 0;
#pragma omp target map(to: s.q[0:2], ps->q[0:2], ps->p[0:2]) map(from: r1)
  r1 = s.q[1] + ps->q[1] + ps->p[1];
#pragma omp target map(to: s.q[0:2], ps->p[0:2], ps->q[0:2]) map(from: r2)
  r2 = s.q[1] + ps->q[1] + ps->p[1];
#pragma omp target map(to: ps->q[0:2], s.q[0:2], ps->p[0:2]) map(from: r3)
  r3 = s.q[1] + ps->q[1] + ps->p[1];
#pragma omp target map(to: ps->p[0:2], ps->q[0:2], s.q[0:2]) map(from: r4)
  r4 = s.q[1] + ps->q[1] + ps->p[1];
  if (r1 != 111.5 || r2 != 111.5 || r3 != 111.5 || r4 != 111.5)
    abort ();
  free (s.q);
  free (ps->p);
  free (ps->q);
  free (ps);
  return 0;
}
