/* Kernels in child processes with threads of their own (parallel, teams,
   simd), several at once (nowait) on two devices, each writing its own
   device data, which comes back.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

#define N 4096
#define K 6

int
main (void)
{
  setenv ("OMPMAPPER_HOSTEMU_DEVICES", "2", 1);
  static int a[K][N];
  long sum = 0;

#pragma omp target teams distribute parallel for simd map(tofrom: a[0]) \
	    reduction(+: sum) num_teams(2)
  for (int i = 0; i < N; i++)
    {
      a[0][i] = i;
      sum += i;
    }
  if (sum != (long) N * (N - 1) / 2)
    __builtin_abort ();

#pragma omp parallel num_threads(3)
#pragma omp single
  for (int k = 1; k < K; k++)
#pragma omp target map(tofrom: a[k]) device(k % 2) nowait
#pragma omp parallel for num_threads(2)
    for (int i = 0; i < N; i++)
      a[k][i] = k * i;

  for (int k = 0; k < K; k++)
    for (int i = 0; i < N; i++)
      if (a[k][i] != (k ? k : 1) * i)
	__builtin_abort ();
  return 0;
}
