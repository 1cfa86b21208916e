/* A target teams distribute parallel for runs on the device's copy of
   the data, with real teams and threads.  */
/* { dg-do run } */

#include <omp.h>

#define N 10000

int
main (void)
{
  static int a[N], b[N];
  int max_threads = 0;
  for (int i = 0; i < N; i++)
    a[i] = i, b[i] = -1;

#pragma omp target teams distribute parallel for map(to: a) map(from: b) \
	    map(tofrom: max_threads) num_teams(4) reduction(max: max_threads)
  for (int i = 0; i < N; i++)
    {
      b[i] = 2 * a[i];
      a[i] = 0;
      if (omp_get_num_threads () > max_threads)
	max_threads = omp_get_num_threads ();
    }

  for (int i = 0; i < N; i++)
    if (b[i] != 2 * i || a[i] != i)
      __builtin_abort ();
  if (max_threads < 1)
    __builtin_abort ();
  return 0;
}
