/* Members of two elements of one array of structs, with a section
   behind a pointer member of one, beside sections behind pointer
   members of a struct through a pointer: GCC 12's gimplifier crashed
   on the order the plugin gave these clauses (the array's members
   split by the other struct's), GCC 12 alone not.  */
/* { dg-do run } */

#include <stdlib.h>

struct S
{
  int n;
  int *p;
  long m;
  double *q;
};

int
main (void)
{
  struct S as[3], *ps = malloc (sizeof (struct S));
  int k = 2;
  long r = 0;
  as[0].q = malloc (12 * sizeof (double));
  as[2].m = 40;
  ps->p = malloc (12 * sizeof (int));
  ps->q = malloc (12 * sizeof (double));
  for (int i = 0; i < 12; i++)
    {
      as[0].q[i] = i;
      ps->p[i] = -1;
      ps->q[i] = 10 * i;
    }
#pragma omp target map(tofrom: as[0].q[5:4], as[2].m) \
		   map(always, to: ps->q[6:5]) map(from: ps->p[8:1]) \
		   map(tofrom: r) firstprivate(k)
  {
    r = (long) as[0].q[5] + as[2].m + (long) ps->q[6];
    as[0].q[8] = 80;
    as[2].m = 41;
    ps->p[8] = k;
  }
  if (r != 5 + 40 + 60 || as[0].q[8] != 80 || as[0].q[9] != 9
      || as[2].m != 41 || ps->p[8] != 2 || ps->p[7] != -1)
    abort ();
  return 0;
}
