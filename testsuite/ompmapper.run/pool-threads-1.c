/* Pool mode from several host threads on one section: each thread
   takes a reference to the same pooled section, updates its own part of
   it on both sides and gives the reference back, while the others do
   the same.  The pool's lock is taken around each operation; what one
   thread writes must survive what the others do, and the section must be
   gone once the last reference is.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define T 4
#define N 64
#define LEN 4
#define ROUNDS 200

int
main (void)
{
  GOMPX_map_pool (1);
  struct elt *p = make_elts (N, LEN, 0);
  int n = N, bad = 0, dev = omp_get_default_device ();

#pragma omp target enter data map(to: p[0:n])
  if (!GOMPX_map_is_present (p[N - 1].d, dev))
    abort ();

#pragma omp parallel num_threads (T) reduction(+: bad)
  {
    int t = omp_get_thread_num ();
    for (int r = 0; r < ROUNDS; r++)
      {
#pragma omp target enter data map(to: p[0:n])
	/* Thread T owns the elements I with I % T == T: each round it
	   adds one on the device and copies them back.  */
#pragma omp target map(to: t)
	for (int i = t; i < N; i += T)
	  for (int k = 0; k < LEN; k++)
	    p[i].d[k] += 1;
	for (int i = t; i < N; i += T)
	  {
#pragma omp target update from(p[i].d[0:LEN])
	    for (int k = 0; k < LEN; k++)
	      bad += p[i].d[k] != r + 1;
	  }
#pragma omp target exit data map(release: p[0:n])
      }
  }

  if (bad || !GOMPX_map_is_present (p[N - 1].d, dev))
    abort ();
#pragma omp target exit data map(from: p[0:n])
  if (GOMPX_map_is_present (p[N - 1].d, dev)
      || GOMPX_map_is_present (p, dev))
    abort ();
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      if (p[i].d[k] != ROUNDS)
	abort ();
  return 0;
}
