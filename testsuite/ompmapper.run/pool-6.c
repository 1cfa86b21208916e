/* Pool mode from several host threads at once: each maps its own
   section (its own pool), runs a region on it and unmaps it, while the
   others do the same.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define T 4
#define N 200
#define LEN 4
#define ROUNDS 20

int
main (void)
{
  GOMPX_map_pool (1);
  struct elt *sec[T];
  for (int t = 0; t < T; t++)
    sec[t] = make_elts (N, LEN, t);
  int bad = 0;

#pragma omp parallel for num_threads (T) reduction(+: bad)
  for (int t = 0; t < T; t++)
    {
      struct elt *p = sec[t];
      int n = N;
      for (int r = 0; r < ROUNDS; r++)
	{
#pragma omp target enter data map(to: p[0:n])
	  bad += !GOMPX_map_is_present (p[N - 1].d, omp_get_default_device ());
#pragma omp target map(tofrom: p[0:n])
	  for (int i = 0; i < N; i++)
	    for (int k = 0; k < LEN; k++)
	      p[i].d[k] += 1;
#pragma omp target exit data map(from: p[0:n])
	}
      for (int i = 0; i < N; i++)
	for (int k = 0; k < LEN; k++)
	  bad += p[i].d[k] != t + ROUNDS;
    }
  if (bad)
    abort ();
  return 0;
}
