/* Pool mode: list items that a construct hands to libgomp as they are --
   clauses written by hand, a mapper expanded at compile time -- are
   shown to libgompx first (GOMPX_pool_guard).  A target update of pooled
   data, one element's or part of one, moves it (libgomp, told of the
   pooled data, moves it itself); a hand-written clause on data no pool
   holds goes its way; omp_target_is_present sees pooled data; and a map
   clause on pooled data, whose reference count libgomp does not keep,
   has the pool handed to libgomp first, which then counts the clause's
   reference beside the section's.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdio.h>
#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 8
#define LEN 4

int
main (void)
{
  int dev = omp_get_default_device ();
  GOMPX_map_pool (1);
  struct elt *p = make_elts (N, LEN, 1);
  int n = N;

#pragma omp target enter data map(to: p[0:n])
  /* Pooled data is present, for code that asks through a pointer too.  */
  if (!omp_target_is_present (p[2].d, dev) || !program_is_present (p[2].d, dev))
    abort ();

#pragma omp target map(tofrom: p[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      p[i].d[k] = 10 * i + k;
  if (p[2].d[1] != 1)
    abort ();

  /* By hand, the whole of one element's data; through the mapper,
     expanded at compile time; part of a block; with nowait, which allows
     the update at once.  */
#pragma omp target update from(p[2].d[0:LEN])
#pragma omp target update from(p[3])
#pragma omp target update from(p[4].d[1:2])
#pragma omp target update from(p[5].d[3:1]) nowait
#pragma omp taskwait
  for (int k = 0; k < LEN; k++)
    if (p[2].d[k] != 20 + k || p[3].d[k] != 30 + k
	|| p[4].d[k] != (k == 1 || k == 2 ? 40 + k : 1)
	|| p[5].d[k] != (k == 3 ? 53 : 1) || p[6].d[k] != 1)
    abort ();

  /* to: the device reads what the host wrote.  */
  p[6].d[0] = 600;
  p[6].d[1] = 601;
#pragma omp target update to(p[6].d[0:1])
  int v0 = 0, v1 = 0;
#pragma omp target map(from: v0, v1)
  {
    v0 = p[6].d[0];
    v1 = p[6].d[1];
  }
  if (v0 != 600 || v1 != 61)
    abort ();

  /* Data no pool holds: libgomp's, as written.  */
  int *other = malloc (LEN * sizeof (int));
  for (int k = 0; k < LEN; k++)
    other[k] = k;
#pragma omp target enter data map(to: other[0:LEN])
  if (!libgomp_is_present (other, dev))
    abort ();
#pragma omp target map(always, tofrom: other[0:LEN])
  other[1] = -1;
#pragma omp target exit data map(release: other[0:LEN])
  if (other[1] != -1 || libgomp_is_present (other, dev))
    abort ();

  printf ("updates ok\n");
  fflush (stdout);
#pragma omp target map(tofrom: p[7].d[0:LEN])
  p[7].d[0] = -1;
  /* The section holds it still: nothing came back.  */
  if (p[7].d[0] != 1 || !program_is_present (p[7].d, dev))
    abort ();
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      if (p[i].d[k] != (i == 7 && k == 0 ? -1 : i == 6 && k == 0 ? 600
			: 10 * i + k))
	abort ();
  if (libgomp_is_present (p[7].d, dev) || libgomp_is_present (p, dev))
    abort ();
  printf ("map clause ok\n");
  return 0;
}

/* { dg-output "updates ok\[\r\n\]+map clause ok" } */
