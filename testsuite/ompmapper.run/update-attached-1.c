/* A target update to the device of a struct whose pointer a mapper
   attached (OpenMP 5.1, 2.21.7.2: an attached pointer keeps its device
   value) -- the struct itself, through a mapper that maps it alone, and
   with depend (deferred) -- leaves the device's pointer attached, in
   pool mode (where the pool, not libgomp, attached it and libgomp's
   update copied the host's value over it) as the exact way.  Then a
   region writes through the pointer and the data comes back.  */
/* { dg-do run } */

#include <stdlib.h>

struct vec
{
  int n;
  double *v;
};

#pragma omp declare mapper (struct vec x) map(tofrom: x, x.v[0:x.n])
#pragma omp declare mapper (hdr: struct vec x) map(tofrom: x)

static void
check (struct vec *a, double want, int n)
{
  for (int i = 0; i < 4; i++)
    if (a->v[i] != (i < n ? want : i))
      abort ();
}

static void
round_trip (int how)
{
  struct vec a;
  a.n = 4;
  a.v = malloc (4 * sizeof (double));
  for (int i = 0; i < 4; i++)
    a.v[i] = i;
#pragma omp target enter data map(to: a)
  a.n = 3;
  if (how == 0)
    {
#pragma omp target update to(a)
    }
  else if (how == 1)
    {
#pragma omp target update to(mapper(hdr): a)
    }
  else
    {
#pragma omp target update to(a) depend(in: a) nowait
#pragma omp taskwait
    }
  /* The device's a.n is 3, its a.v the device copy's address.  */
#pragma omp target map(present, alloc: a)
  for (int i = 0; i < a.n; i++)
    a.v[i] = 50 + how;
#pragma omp target exit data map(from: a)
  check (&a, 50 + how, 3);
  free (a.v);
}

int
main (void)
{
  for (int how = 0; how < 3; how++)
    round_trip (how);
  return 0;
}
