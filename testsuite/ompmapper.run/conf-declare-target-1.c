/* begin declare target ... end declare target (OpenMP 5.1) around: an extern
   function declaration whose definition is in another unit, called in a region
   with an if clause; global arrays, which are then mapped for the whole
   program (present without a map clause, moved by target update, used by a
   region through a function of the same block); a declare simd function; and
   declare target enter(f) device_type(nohost) beside a declare variant for the
   host (OpenMP Examples declare_target.1.c, declare_target.3.c,
   declare_target.4.c, declare_target.5.c, declare_target.7.c).  */
/* { dg-do run } */
/* { dg-additional-sources "extra/conf-declare-target-1-other.c" } */

#include <omp.h>
#include "section-1.h"

#define N 64

#pragma omp begin declare target
extern int fib (int n);
#pragma omp end declare target

#pragma omp begin declare target
float p[N], v1[N], v2[N];
float Q[N][N];
float pfun (const int i, const int k) { return Q[i][k] * Q[k][i]; }

#pragma omp declare simd uniform(i) linear(k) notinbranch
float
qfun (const int i, const int k)
{
  return Q[i][k] + Q[k][i];
}
#pragma omp end declare target

void dev_only (int *x);
void dev_only_host (int *x);
#pragma omp declare target enter(dev_only) device_type(nohost)

#pragma omp declare variant (dev_only_host) match (device = {kind(host)})
void
dev_only (int *x)
{
  *x = 1;
}

void
dev_only_host (int *x)
{
  *x = 2;
}

int
main (void)
{
  int dev = omp_get_default_device ();
  if (!omp_target_is_present (p, dev) || !omp_target_is_present (Q, dev))
    abort ();

  for (int n = 5; n <= 15; n += 10)
    {
      int r = 0;
#pragma omp target if(n > 10) map(from: r)
      r = fib (n);
      if (r != (n == 5 ? 5 : 610))
	abort ();
    }

  for (int i = 0; i < N; i++)
    {
      v1[i] = i;
      v2[i] = 2;
      for (int k = 0; k < N; k++)
	Q[i][k] = i == k ? 3 : 0;
    }
  /* The arrays are device data already: update moves them.  */
  unsigned long long to0 = device_counters ().host2dev_bytes;
#pragma omp target update to(v1, v2, Q)
  if (device_counters ().host2dev_bytes - to0
      < sizeof v1 + sizeof v2 + sizeof Q)
    abort ();
#pragma omp target
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    p[i] = v1[i] * v2[i];
  unsigned long long from0 = device_counters ().dev2host_bytes;
#pragma omp target update from(p)
  if (device_counters ().dev2host_bytes - from0 < sizeof p
      || p[N - 1] != 2 * (N - 1))
    abort ();

  float tmp = 0, tmp2 = 0;
#pragma omp target map(tofrom: tmp)
#pragma omp parallel for reduction(+: tmp)
  for (int i = 0; i < N; i++)
    tmp += pfun (i, 7);
#pragma omp target map(tofrom: tmp2)
  for (int i = 0; i < N; i++)
    {
      float t1 = 0;
#pragma omp simd reduction(+: t1)
      for (int k = 0; k < N; k++)
	t1 += qfun (i, k);
      tmp2 += t1;
    }
  if (tmp != 9 || tmp2 != 6 * N)
    abort ();

  /* The device's dev_only, or in host fallback (and on the emulated
     device, which runs the host's code) its host variant.  */
  int x = 0;
#pragma omp target teams map(from: x) num_teams(1)
  dev_only (&x);
  if (x != 1 && x != 2)
    abort ();
  return 0;
}
