/* omp_target_alloc, omp_target_memcpy, omp_target_is_present and
   omp_target_associate_ptr on the emulated device.  */
/* { dg-do run } */

#include <omp.h>
#include <stdint.h>

int
main (void)
{
  int dev = omp_get_default_device ();
  int host_dev = omp_get_initial_device ();
  if (omp_get_num_devices () < 1)
    __builtin_abort ();

  int src[10], dst[10];
  for (int i = 0; i < 10; i++)
    src[i] = i + 1, dst[i] = 0;

  int *d = omp_target_alloc (sizeof src, dev);
  if (!d || d == src)
    __builtin_abort ();
  if (omp_target_is_present (src, dev))
    __builtin_abort ();

  if (omp_target_memcpy (d, src, sizeof src, 0, 0, dev, host_dev))
    __builtin_abort ();

#pragma omp target is_device_ptr(d)
  for (int i = 0; i < 10; i++)
    d[i] *= 7;

  if (omp_target_memcpy (dst, d, sizeof dst, 0, 0, host_dev, dev))
    __builtin_abort ();
  for (int i = 0; i < 10; i++)
    if (dst[i] != 7 * (i + 1) || src[i] != i + 1)
      __builtin_abort ();

  /* Associate the device block with SRC: it is present, and a region
     that maps SRC sees the device block's contents.  */
  if (omp_target_associate_ptr (src, d, sizeof src, 0, dev))
    __builtin_abort ();
  if (!omp_target_is_present (src, dev))
    __builtin_abort ();
  int first = 0;
#pragma omp target map(tofrom: src) map(from: first)
  first = src[0];
  if (first != 7)
    __builtin_abort ();
  if (omp_target_disassociate_ptr (src, dev))
    __builtin_abort ();

  omp_target_free (d, dev);
  return 0;
}
