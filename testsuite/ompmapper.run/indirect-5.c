/* Two host threads launching target regions on one device at once: the
   device's table is built once (one fetch and one install kernel), and
   both threads' calls are translated.  */
/* { dg-do run } */

#include <omp.h>
#include "indirect.h"
#include "hostemu.h"

#pragma omp begin declare target indirect
int inc (int x) { return x + 1; }
#pragma omp end declare target

static unsigned long long
kernels (void)
{
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (0, &c) != 0)
    abort ();
  return c.kernels;
}

int
main (void)
{
  /* Start the device without a target region (no table yet).  */
  if (omp_get_num_devices () < 1)
    abort ();
  unsigned long long k0 = kernels ();
  int out[2] = { 0, 0 };
#pragma omp parallel num_threads(2)
  {
    int t = omp_get_thread_num ();
    op_t f = inc;
    int r = 0;
#pragma omp target map(from: r)
    r = f (t);
    out[t] = r;
  }
  if (out[0] != 1 || out[1] != 2)
    abort ();
  /* Two regions, one fetch, one install.  */
  if (kernels () - k0 != 4)
    abort ();
  check_table (1);
  return 0;
}
