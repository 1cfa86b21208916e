/* An element of a section mapped through a mapper, named on its own on
   enter data and exit data (p[2], through the same mapper), holds a
   reference to the same device data: the section's last exit leaves
   that element's data mapped and on the host as it was; the element's
   own exit copies it back.  The same in pool mode, where the element's
   data lives in the section's pool.  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 4
#define LEN 4

int
main (void)
{
  int dev = omp_get_default_device ();
  struct elt *p = make_elts (N, LEN, 1);
  int n = N;

#pragma omp target enter data map(to: p[0:n])
#pragma omp target enter data map(to: p[2])
  /* The region writes the one device copy of each element's data.  */
#pragma omp target map(tofrom: p[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      p[i].d[k] = 10 * i + k;

#pragma omp target exit data map(from: p[0:n])
  for (int k = 0; k < LEN; k++)
    if (p[1].d[k] != 10 + k || p[2].d[k] != 1 || p[3].d[k] != 30 + k)
      abort ();
  if (!omp_target_is_present (p[2].d, dev) || omp_target_is_present (p[1].d, dev))
    abort ();

#pragma omp target exit data map(from: p[2])
  for (int k = 0; k < LEN; k++)
    if (p[2].d[k] != 20 + k)
      abort ();
  if (omp_target_is_present (p[2].d, dev) || omp_target_is_present (p, dev))
    abort ();
  return 0;
}
