/* on-device.h -- where a target region ran, for the tests of
   ompmapper.gpu, which also run on the emulated device in the GPU kit
   (run.sh --emulated), and for the kit's probe (kit/probe.c).  */

#include "hostemu.h"

/* The kernels the emulated device has run so far; 0 elsewhere.  */

static unsigned long long
kernels_run (void)
{
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (0, &c) != 0)
    return 0;
  return c.kernels;
}

/* Whether a target region ran on a device, given what
   omp_is_initial_device () returned in it (INITIAL) and kernels_run ()
   before it (KERNELS).  On a GPU that call returns 0 in a region.  The
   emulated device (its thunks tell it from a real device's counting
   plugin, kit/run.sh) runs a region as host code, where GCC folds the
   call to 1: there its count of kernels says instead whether the region
   reached it.  */

static int
ran_on_device (int initial, unsigned long long kernels)
{
  if (ompm_hostemu_function_address)
    return kernels_run () > kernels;
  return !initial;
}
