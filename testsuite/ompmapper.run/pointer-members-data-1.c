/* Target data of sections behind pointer members of a struct reached
   through a pointer: GCC 12 gives the construct a firstprivate pointer,
   which only a target region can have, and crashes (internal compiler
   error in lower_omp_target), for the section alone and beside the
   struct itself (map(ps[:1], ps->p[0:n]), the usual deep copy).  With
   the plugin the pointer member is mapped with its section, or the
   pointer dropped, and the data reach the device and come back.  */
/* { dg-do run } */

#include <stdlib.h>

struct S
{
  int n;
  int *p;
  double *q;
};

static struct S *
make (void)
{
  struct S *ps = malloc (sizeof (struct S));
  ps->n = 3;
  ps->p = malloc (8 * sizeof (int));
  ps->q = malloc (8 * sizeof (double));
  for (int i = 0; i < 8; i++)
    {
      ps->p[i] = i;
      ps->q[i] = 10 * i;
    }
  return ps;
}

int
main (void)
{
  struct S *ps = make ();
  long r = 0;

  /* The section alone: in the region, found present and attached.  */
#pragma omp target data map(tofrom: ps->p[2:3])
  {
#pragma omp target map(tofrom: ps->p[2:3]) map(tofrom: r)
    for (int i = 2; i < 5; i++)
      {
	r += ps->p[i];
	ps->p[i] += 100;
      }
  }
  if (r != 2 + 3 + 4 || ps->p[2] != 102 || ps->p[4] != 104 || ps->p[5] != 5)
    abort ();

  /* The struct and two sections behind its members, in both orders.  */
  r = 0;
#pragma omp target data map(tofrom: ps[:1], ps->q[0:8]) map(to: ps->p[0:8])
  {
#pragma omp target map(tofrom: r)
    {
      r = ps->n + ps->p[7] + (long) ps->q[7];
      ps->n = 30;
      ps->q[1] = -1;
    }
  }
  if (r != 3 + 7 + 70 || ps->n != 30 || ps->q[1] != -1 || ps->p[0] != 0)
    abort ();
  r = 0;
#pragma omp target data map(to: ps->p[0:8]) map(tofrom: ps->q[0:8], ps[:1])
  {
#pragma omp target map(tofrom: r)
    {
      r = ps->n + ps->p[6] + (long) ps->q[6];
      ps->n = 31;
    }
  }
  if (r != 30 + 6 + 60 || ps->n != 31)
    abort ();
  free (ps->p);
  free (ps->q);
  free (ps);
  return 0;
}
