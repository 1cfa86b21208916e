/* The emulated device has memory of its own: a program that requires
   unified shared memory finds no device it can use (libgomp 13 and
   later hand the plugin the program's requires directives; the nvptx
   plugin answers -1 for what it cannot fulfil, and so does the emulated
   device), and its regions run on the host.  Without the check they
   ran on the emulated device, whose copies of the host's data a
   program written for shared memory never makes.  */
/* { dg-do run } */
/* { dg-require-effective-target gcc_requires_mask } */
/* { dg-set-target-env-var OMP_TARGET_OFFLOAD "default" } */

#include <omp.h>
#include <stdlib.h>

#pragma omp requires unified_shared_memory

int
main (void)
{
  int *p = malloc (4 * sizeof (int));
  p[2] = 5;
  int on_host = 0;
  /* No map of p's data: unified shared memory would see it.  */
#pragma omp target map(from: on_host)
  {
    on_host = omp_is_initial_device ();
    p[2] += 1;
  }
  if (omp_get_num_devices () != 0 || !on_host || p[2] != 6)
    abort ();
  free (p);
  return 0;
}
