/* The program's first target construct in the threads of a parallel
   region, on the emulated device: every thread's region runs there.
   libgomp 14 and 16 leave default-device-var unset in threads started
   before the devices are initialized, and with OMP_TARGET_OFFLOAD=
   mandatory (ompmapper-hostemu's default) stopped the program ("device
   not found") unless ompmapper-hostemu sets OMP_DEFAULT_DEVICE.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>
#include "hostemu.h"

#define T 4

int
main (void)
{
  int bad = 0, threads = 0;
#pragma omp parallel num_threads (T) reduction(+: bad, threads)
  {
    int r = 0;
    int t = omp_get_thread_num ();
#pragma omp target map(tofrom: r)
    r = t + 1;
    bad += r != t + 1;
    threads++;
  }
  /* One kernel per thread ran on the emulated device.  */
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (0, &c) != 0)
    abort ();
  if (bad || threads < 1 || c.kernels != (unsigned long long) threads)
    abort ();
  return 0;
}
