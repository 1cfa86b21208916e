/* The iterator modifier on every construct that maps: target data (whose
   iterators ride on a task the plugin dissolves), target update to and
   from with present, a combined construct, two iterators, a negative
   step, a pointer iterator, an array section whose length is left out,
   if(false).  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

#define N 5

int
main (void)
{
  int dev = omp_get_default_device ();
  int g[N][4];
  int *rows[N];
  for (int i = 0; i < N; i++)
    {
      rows[i] = malloc (N * sizeof (int));
      for (int j = 0; j < 4; j++)
	g[i][j] = i * j;
      for (int j = 0; j < N; j++)
	rows[i][j] = i + j;
    }

  /* target data, from the last row down, whole rows (g[i][:]).  */
  int sum = 0;
  struct ompm_hostemu_calls c0 = gomp_calls ();
#pragma omp target data map(iterator(i = N - 1:-1:-1), to: g[i][:])
  {
    struct ompm_hostemu_calls c1 = gomp_calls ();
    if (c1.data != c0.data + 1)
      abort ();
    for (int i = 0; i < N; i++)
      {
	if (!omp_target_is_present (&g[i][3], dev))
	  abort ();
#pragma omp target map(tofrom: sum) map(alloc: g[i][0:4])
	for (int j = 0; j < 4; j++)
	  sum += g[i][j];
      }
  }
  if (omp_target_is_present (g, dev))
    abort ();
  int want = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 4; j++)
      want += i * j;
  if (sum != want)
    abort ();

  /* Two iterators: one element each.  */
#pragma omp target enter data map(iterator(i = 0:N, j = 1:4:2), to: g[i][j])
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 4; j++)
      if (omp_target_is_present (&g[i][j], dev) != (j % 2 == 1))
	abort ();
#pragma omp target exit data map(iterator(i = 0:N, j = 1:4:2), delete: g[i][j])
  if (omp_target_is_present (&g[0][1], dev))
    abort ();

  /* target update, both ways, every other row, present.  */
#pragma omp target enter data map(iterator(i = 0:N), to: g[i][0:4])
  for (int i = 0; i < N; i++)
    {
#pragma omp target map(alloc: g[i][0:4])
      for (int j = 0; j < 4; j++)
	g[i][j] = -1;
    }
#pragma omp target update from(present, iterator(i = 0:N:2): g[i][0:4])
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 4; j++)
      if (g[i][j] != (i % 2 ? i * j : -1))
	abort ();
  for (int i = 0; i < N; i++)
    g[i][0] = 50 + i;
#pragma omp target update to(iterator(i = 1:N:2): g[i][0:1])
  int firsts[N];
  for (int i = 0; i < N; i++)
    {
#pragma omp target map(from: firsts[i:1]) map(alloc: g[i][0:4])
      firsts[i] = g[i][0];
    }
  for (int i = 0; i < N; i++)
    if (firsts[i] != (i % 2 ? 50 + i : -1))
      abort ();
#pragma omp target exit data map(iterator(i = 0:N), release: g[i][0:4])

  /* A pointer iterator on a combined construct: each row is attached to
     the array of row pointers the construct maps.  */
  int total = 0;
#pragma omp target teams distribute parallel for reduction(+: total) map(to: rows) map(iterator(int **p = rows:rows + N), to: (*p)[0:N])
  for (int i = 0; i < N; i++)
    total += rows[i][N - 1];
  if (total != N * (N - 1) + N * (N - 1) / 2)
    abort ();

  /* if(false): nothing is mapped, nothing moves.  */
  struct ompm_hostemu_calls c2 = gomp_calls ();
#pragma omp target enter data map(iterator(i = 0:N), to: rows[i][0:N]) if(0)
  struct ompm_hostemu_calls c3 = gomp_calls ();
  if (omp_target_is_present (rows[0], dev)
      || c3.enter_exit_data != c2.enter_exit_data)
    abort ();
  return 0;
}
