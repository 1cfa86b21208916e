/* OMPMAPPER_HOSTEMU_DEVICES gives several emulated devices, each with its
   own memory, selected by the device clause.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

int
main (void)
{
  /* libgomp looks for devices on first use, after this.  */
  setenv ("OMPMAPPER_HOSTEMU_DEVICES", "2", 1);
  if (omp_get_num_devices () != 2)
    __builtin_abort ();

  int x = 1;
#pragma omp target enter data map(to: x) device(0)
  x = 2;
#pragma omp target enter data map(to: x) device(1)

  int on0 = 0, on1 = 0;
#pragma omp target map(from: on0) map(alloc: x) device(0)
  on0 = x;
#pragma omp target map(from: on1) map(alloc: x) device(1)
  on1 = x;
  if (on0 != 1 || on1 != 2)
    __builtin_abort ();

  if (!omp_target_is_present (&x, 0) || !omp_target_is_present (&x, 1))
    __builtin_abort ();
#pragma omp target exit data map(delete: x) device(0)
  if (omp_target_is_present (&x, 0) || !omp_target_is_present (&x, 1))
    __builtin_abort ();
#pragma omp target exit data map(delete: x) device(1)
  return 0;
}
