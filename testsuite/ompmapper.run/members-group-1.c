/* A mapper that maps members of a variable, not the variable, on enter
   data beside an array section of a mapped type (the construct's
   clauses go to libgomp in the runtime's one call): the members form
   one group, as GCC's clauses for them alone do, so that a later
   construct that maps them again as a group finds them ("structure
   element when other mapped elements from the same structure weren't
   mapped together with it", with each member mapped on its own).
   Members of a variable written by hand in such a call go the same
   way.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct P
{
  int a[8];
  long pad;
  int n;
  double *c;
};

struct Q
{
  int len;
  int *v;
};

#pragma omp declare mapper (struct P p) map(to: p.a, p.n, p.c)
#pragma omp declare mapper (struct Q q) map(q, q.v[0:q.len])

struct H
{
  int x;
  char gap[20];
  int y;
};

int
main (void)
{
  struct P p;
  struct H h = { 1, { 0 }, 2 };
  struct Q *qs = malloc (2 * sizeof *qs);
  int d = omp_get_default_device (), sum = 0, hx = 0;
  for (int i = 0; i < 8; i++)
    p.a[i] = i;
  p.n = 42;
  p.pad = 7;
  p.c = 0;
  for (int i = 0; i < 2; i++)
    {
      qs[i].len = 3;
      qs[i].v = malloc (3 * sizeof (int));
      for (int k = 0; k < 3; k++)
	qs[i].v[k] = 100 * i + k;
    }

#pragma omp target enter data map(to: qs[0:2], p) map(to: h.y, h.x)
  if (!omp_target_is_present (&p.n, d) || !omp_target_is_present (&h.y, d))
    abort ();
  if (omp_target_is_present (&p.pad, d))
    abort ();

  /* Both groups again: found, not mapped anew.  */
#pragma omp target enter data map(to: p) map(to: h.x, h.y)
#pragma omp target map(tofrom: sum) map(from: hx) map(h.x, h.y)
  {
    for (int i = 0; i < 8; i++)
      sum += p.a[i];
    sum += p.n + qs[1].v[2];
    hx = h.x + h.y;
  }
  if (sum != 28 + 42 + 102 || hx != 3)
    abort ();

  for (int i = 0; i < 2; i++)
    {
#pragma omp target exit data map(release: p) map(release: h.x, h.y)
    }
#pragma omp target exit data map(delete: qs[0:2])
  if (omp_target_is_present (&p.n, d) || omp_target_is_present (&h.x, d)
      || omp_target_is_present (qs, d))
    abort ();
  return 0;
}
