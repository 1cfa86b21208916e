/* The iterator modifier on map (OpenMP 5.1, 2.21.7.1) over a ragged
   array: one list item a[i][0:len[i]] per value of i, each row mapped
   on its own with its own length, attached to the device copy of the
   array of row pointers, and all of them in one libgomp call.  On the
   emulated device with separate memory, a row left unmapped or a
   pointer left unattached reads poison; rows the iterator skips (step
   2) stay unmapped.  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

#define N 7

int
main (void)
{
  int dev = omp_get_default_device ();
  int *a[N], len[N];
  for (int i = 0; i < N; i++)
    {
      len[i] = 1 + 3 * i;
      a[i] = malloc (len[i] * sizeof (int));
      for (int j = 0; j < len[i]; j++)
	a[i][j] = 100 * i + j;
    }

#pragma omp target enter data map(to: a, len)
  struct ompm_hostemu_calls c0 = gomp_calls ();
#pragma omp target enter data map(iterator(i = 0:N), to: a[i][0:len[i]])
  struct ompm_hostemu_calls c1 = gomp_calls ();
  if (c1.enter_exit_data != c0.enter_exit_data + 1)
    abort ();
  for (int i = 0; i < N; i++)
    if (!omp_target_is_present (a[i], dev)
	|| !omp_target_is_present (&a[i][len[i] - 1], dev))
      abort ();

  /* The device reads every row through the attached pointers.  */
  long sum = 0;
#pragma omp target map(tofrom: sum)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < len[i]; j++)
      {
	sum += a[i][j];
	a[i][j] = -a[i][j];
      }
  long want = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < len[i]; j++)
      want += 100 * i + j;
  if (sum != want)
    abort ();

  /* A second enter data of the rows: present, nothing moves.  */
  unsigned long long bytes = device_counters ().host2dev_bytes;
#pragma omp target enter data map(iterator(i = 0:N), to: a[i][0:len[i]])
  if (device_counters ().host2dev_bytes != bytes)
    abort ();

  /* Rows come back when their last reference goes: not on the first
     exit data, on the second.  */
#pragma omp target exit data map(iterator(i = 0:N), from: a[i][0:len[i]])
  if (a[N - 1][0] != 100 * (N - 1) || !omp_target_is_present (a[0], dev))
    abort ();
#pragma omp target exit data map(iterator(i = 0:N), from: a[i][0:len[i]])
  for (int i = 0; i < N; i++)
    {
      if (omp_target_is_present (a[i], dev))
	abort ();
      for (int j = 0; j < len[i]; j++)
	if (a[i][j] != -(100 * i + j))
	  abort ();
    }

  /* A target region mapping the row pointers and every other row in one
     construct: the rows are attached to the array the region maps.  */
  sum = 0;
#pragma omp target map(to: a, len) map(iterator(i = 0:N:2), tofrom: a[i][0:len[i]]) map(tofrom: sum)
  for (int i = 0; i < N; i += 2)
    for (int j = 0; j < len[i]; j++)
      {
	sum += a[i][j];
	a[i][j] = 7;
      }
  want = 0;
  for (int i = 0; i < N; i += 2)
    for (int j = 0; j < len[i]; j++)
      want -= 100 * i + j;
  if (sum != want)
    abort ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < len[i]; j++)
      if (a[i][j] != (i % 2 == 0 ? 7 : -(100 * i + j)))
	abort ();
#pragma omp target exit data map(release: a, len)
  if (omp_target_is_present (a, dev) || omp_target_is_present (a[0], dev))
    abort ();
  return 0;
}
