/* Target data, enter data and exit data in functions that have no
   target region of their own: the plugin's pass that mends GCC 12's
   clauses before omp-low ran only on functions with a target region
   (cfun->has_omp_target), so target data of a struct through a pointer
   and a section behind its pointer member (map(ps[:1], ps->p[0:n]))
   was still GCC 12's internal compiler error there.  */
/* { dg-do run } */

#include <stdlib.h>

struct S
{
  int n;
  int *p;
  double *q;
};

static void
bump (struct S *ps, int n)
{
#pragma omp target map(tofrom: ps[:1], ps->p[0:n])
  for (int i = 0; i < n; i++)
    ps->p[i] += ps->n;
}

static void
in_data (struct S *ps, int n)
{
#pragma omp target data map(tofrom: ps[:1], ps->p[0:n])
  bump (ps, n);
}

static void
enter (struct S *ps, int n)
{
#pragma omp target enter data map(to: ps[:1], ps->p[0:n])
}

static void
leave (struct S *ps, int n)
{
#pragma omp target exit data map(from: ps[:1], ps->p[0:n])
}

int
main (void)
{
  struct S *ps = malloc (sizeof (struct S));
  ps->n = 5;
  ps->p = malloc (8 * sizeof (int));
  for (int i = 0; i < 8; i++)
    ps->p[i] = i;
  in_data (ps, 8);
  if (ps->p[0] != 5 || ps->p[7] != 12)
    abort ();
  enter (ps, 8);
  bump (ps, 8);
  leave (ps, 8);
  if (ps->p[0] != 10 || ps->p[7] != 17)
    abort ();
  return 0;
}
