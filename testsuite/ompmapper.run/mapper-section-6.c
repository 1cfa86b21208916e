/* A mapper on an array section whose lengths change on the host between
   constructs: an exit copies back, and "always, to" copies, the range
   its entry names -- the mapper's length as the host has it then -- as
   libgomp does for any map entry, not the whole block mapped at entry.
   The data beyond stays as each side has it.  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 4
#define LEN 8

int
main (void)
{
  struct elt *p = make_elts (N, LEN, 1);
  int n = N;

#pragma omp target enter data map(to: p[0:n])
  /* always, to with the first half: only it reaches the device.  */
  for (int i = 0; i < N; i++)
    {
      p[i].len = LEN / 2;
      for (int k = 0; k < LEN; k++)
	p[i].d[k] = 200 + k;
    }
#pragma omp target enter data map(always, to: p[0:n])
  int bad = 0;
#pragma omp target map(tofrom: bad)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      {
	bad += p[i].len != LEN / 2;
	bad += p[i].d[k] != (k < LEN / 2 ? 200 + k : 1);
	p[i].d[k] = 100 + k;
      }
  if (bad)
    abort ();

  /* The last exit, with the lengths halved again: a quarter comes
     back.  */
#pragma omp target exit data map(release: p[0:n])
  for (int i = 0; i < N; i++)
    p[i].len = LEN / 4;
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      if (p[i].d[k] != (k < LEN / 4 ? 100 + k : 200 + k))
	abort ();
  if (omp_target_is_present (p[0].d, omp_get_default_device ()))
    abort ();
  return 0;
}
