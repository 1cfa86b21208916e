/* A mapper may map variables other than its own (OpenMP 5.1, 2.21.7.4:
   what a function defined there could use; in C, variables of static
   storage): a global table the elements index, a global counter each
   element's region adds to (tofrom) and a static local.  On a whole
   variable, on an array section (where the mapper pushes them for every
   element: libgompx maps each once a construct, so the device
   allocates them once, their reference counts stay right, and the
   counter comes back once, not stale), with enter and exit data and
   update.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>
#include "section-1.h"

#define N 5

int table[4] = { 10, 20, 30, 40 };
int counter;

struct E
{
  int len;
  int *idx;
};

#pragma omp declare mapper (struct E e) map(e, e.idx[0:e.len]) \
		    map(to: table) map(tofrom: counter)

int
main (void)
{
  int dev = omp_get_default_device ();
  int ids[N][2];
  struct E es[N];
  for (int i = 0; i < N; i++)
    {
      ids[i][0] = i % 4;
      ids[i][1] = (i + 1) % 4;
      es[i].len = 2;
      es[i].idx = ids[i];
    }

  /* A whole variable: GCC's own clauses.  */
  int sum = 0;
#pragma omp target map(tofrom: sum) map(es[0])
  {
    sum = table[es[0].idx[0]] + table[es[0].idx[1]];
    counter++;
  }
  if (sum != 30 || counter != 1)
    abort ();

  /* A section: the vector has table and counter once.  */
  struct ompm_hostemu_counters c0 = device_counters ();
#pragma omp target map(tofrom: sum) map(es[0:N])
  {
    sum = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < es[i].len; j++)
	sum += table[es[i].idx[j]];
    counter += 10;
  }
  struct ompm_hostemu_counters c1 = device_counters ();
  if (sum != 2 * (10 + 20 + 30 + 40) + 10 + 20 || counter != 11)
    abort ();
  /* es, N idx rows, table, counter: once each; sum.  */
  if (c1.allocs - c0.allocs > 1 + N + 1 + 1 + 1)
    abort ();

  /* Enter data holds them until exit data lets them go.  */
#pragma omp target enter data map(to: es[0:N])
  if (!omp_target_is_present (table, dev)
      || !omp_target_is_present (&counter, dev))
    abort ();
  table[3] = 41;
#pragma omp target update to(es[1:2])
  counter = 100;
  /* The device's counter: a scalar the region does not map would be
     firstprivate, the host's.  */
#pragma omp target map(from: sum) map(alloc: counter)
  sum = table[3] + counter;
  if (sum != 41 + 11)
    abort ();
#pragma omp target exit data map(from: es[0:N])
  if (omp_target_is_present (table, dev)
      || omp_target_is_present (&counter, dev))
    abort ();
  /* The device's counter (11), copied back once at the end.  */
  if (counter != 11)
    abort ();

  /* A block-scope mapper may use a static local.  */
  {
    static int bias = 7;
#pragma omp declare mapper (b: struct E e) map(e, e.idx[0:e.len]) \
		    map(to: bias)
#pragma omp target map(mapper(b), to: es[0:2]) map(from: sum)
    sum = es[1].idx[1] + bias;
    if (sum != 2 + 7)
      abort ();
  }
  return 0;
}
