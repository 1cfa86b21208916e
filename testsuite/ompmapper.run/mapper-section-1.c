/* A mapper on a pointer-based array section: the section and every
   element's data are mapped deep, in one libgomp call per construct;
   element data moves only when the construct creates the section (no
   copy on a second enter data) and comes back only when the section's
   last reference goes (exit data twice).  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 100

int
main (void)
{
  int dev = omp_get_default_device ();
  struct elt *p = make_elts (N, 8, 1);
  int n = N;

  struct ompm_hostemu_calls c0 = gomp_calls ();
#pragma omp target enter data map(to: p[0:n])
  struct ompm_hostemu_calls c1 = gomp_calls ();
  if (c1.enter_exit_data != c0.enter_exit_data + 1)
    abort ();
  for (int i = 0; i < N; i++)
    if (!omp_target_is_present (p[i].d, dev))
      abort ();

  /* A second enter data: present, nothing moves.  */
  for (int i = 0; i < N; i++)
    p[i].d[0] = 2;
  unsigned long long bytes = device_counters ().host2dev_bytes;
#pragma omp target enter data map(to: p[0:n])
  if (device_counters ().host2dev_bytes != bytes)
    abort ();

  int bad = 0;
#pragma omp target map(tofrom: bad)
  for (int i = 0; i < N; i++)
    {
      bad += p[i].d[0] != 1;
      p[i].d[1] = i;
    }
  if (bad)
    abort ();

#pragma omp target exit data map(from: p[0:n])
  /* One reference left: nothing came back.  */
  if (p[5].d[1] != 1 || !omp_target_is_present (p, dev))
    abort ();
#pragma omp target exit data map(from: p[0:n])
  /* The device's values came back, over the host's 2s.  */
  for (int i = 0; i < N; i++)
    if (p[i].d[1] != i || p[i].d[0] != 1)
      abort ();
  if (omp_target_is_present (p, dev) || omp_target_is_present (p[7].d, dev))
    abort ();
  return 0;
}
