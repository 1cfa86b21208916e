/* Reference counts through a mapper are those of the expanded clauses:
   a second enter data copies nothing, the first exit data brings nothing
   back, the last one does, and nested target data regions do the same.
   The expanded clauses are what GCC builds for the hand-written ones, so
   libgomp's reference counts apply as they are.  clang-19 copies the
   data again on the second enter data (the region then reads 2).  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>
#include "hostemu.h"

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

static unsigned long long
host_to_device_bytes (void)
{
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (0, &c) != 0)
    __builtin_abort ();
  return c.host2dev_bytes;
}

int
main (void)
{
  int dev = omp_get_default_device ();
  struct vec s = { 64, malloc (64 * sizeof (int)) };
  for (int i = 0; i < 64; i++)
    s.d[i] = 1;

#pragma omp target enter data map(to: s)
  unsigned long long before = host_to_device_bytes ();
  for (int i = 0; i < 64; i++)
    s.d[i] = 2;
#pragma omp target enter data map(to: s)
  /* Present: nothing moved (not even the struct).  */
  if (host_to_device_bytes () != before)
    __builtin_abort ();
  int seen = 0;
#pragma omp target map(from: seen)
  seen = s.d[0];
  if (seen != 1)
    __builtin_abort ();

#pragma omp target
  for (int i = 0; i < s.len; i++)
    s.d[i] += 10;

#pragma omp target exit data map(from: s)
  if (s.d[0] != 2 || !omp_target_is_present (s.d, dev))
    __builtin_abort ();
#pragma omp target exit data map(from: s)
  /* Last reference: the device values (1 + 10) came back.  */
  if (s.d[0] != 11 || s.d[63] != 11 || omp_target_is_present (s.d, dev)
      || omp_target_is_present (&s, dev))
    __builtin_abort ();

  /* Nested data regions.  */
#pragma omp target data map(tofrom: s)
  {
#pragma omp target data map(tofrom: s)
    {
#pragma omp target
      s.d[1] = 100;
    }
    if (s.d[1] != 11)
      __builtin_abort ();
  }
  if (s.d[1] != 100)
    __builtin_abort ();

  /* delete drops the mapping whatever the count.  */
#pragma omp target enter data map(to: s)
#pragma omp target enter data map(to: s)
#pragma omp target exit data map(delete: s)
  if (omp_target_is_present (s.d, dev) || omp_target_is_present (&s, dev))
    __builtin_abort ();
  free (s.d);
  return 0;
}
