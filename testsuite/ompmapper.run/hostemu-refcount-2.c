/* Reference counts through enter data / exit data: a second enter copies
   nothing, the first exit copies nothing back, the last one does, and
   delete drops the mapping whatever the count.  */
/* { dg-do run } */

#include <omp.h>
#include "hostemu.h"

int
main (void)
{
  int a[8], dev = omp_get_default_device ();
  for (int i = 0; i < 8; i++)
    a[i] = 1;

#pragma omp target enter data map(to: a)
  for (int i = 0; i < 8; i++)
    a[i] = 2;
  /* Present already: no copy, the device keeps 1.  */
#pragma omp target enter data map(to: a)

#pragma omp target
  for (int i = 0; i < 8; i++)
    a[i] += 100;

#pragma omp target exit data map(from: a)
  /* Count 2 -> 1: nothing comes back yet.  */
  if (a[0] != 2 || !omp_target_is_present (a, dev))
    __builtin_abort ();

#pragma omp target exit data map(from: a)
  /* Count 1 -> 0: the device values come back.  */
  if (a[0] != 101 || omp_target_is_present (a, dev))
    __builtin_abort ();

#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target exit data map(delete: a)
  if (omp_target_is_present (a, dev))
    __builtin_abort ();

  /* The emulated device freed every block it allocated.  */
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (0, &c) != 0)
    __builtin_abort ();
  if (c.live_blocks != 0)
    __builtin_abort ();
  return 0;
}
