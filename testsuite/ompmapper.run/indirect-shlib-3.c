/* A dlopened library's constructor runs a target region (of the
   program) between the registration of the library's indirect
   functions and libgomp's loading of its offload image: that region
   leaves the library out of the table, and once the image is there the
   library's function is in the table and called through its device
   address (the emulated device's counting thunk).  Reading the device
   addresses at that point used to run the read on the host, which
   stopped the program (OMP_TARGET_OFFLOAD=MANDATORY) and then hung at
   exit.  */
/* { dg-do run } */
/* { dg-options "-rdynamic" } */
/* { dg-dlopen-libraries "extra/indirect-shlib-3-lib.c" } */

#include <dlfcn.h>
#include "indirect.h"

#pragma omp begin declare target indirect
int p_inc (int x) { return x + 1; }
#pragma omp end declare target

/* F (X) on the device, P_INC if F is null.  */

int
prog_region (op_t f, int x)
{
  int r = 0;
  if (!f)
    f = p_inc;
#pragma omp target map(from: r)
  r = f (x);
  return r;
}

int
main (void)
{
  if (!ompm_hostemu_thunk_calls)
    abort ();
  char path[PATH_MAX];
  beside_program (path, "indirect-shlib-3-lib.so");

  if (prog_region (0, 1) != 2)
    abort ();
  void *lib = dlopen (path, RTLD_NOW);
  if (!lib)
    abort ();
  int *init_result = (int *) dlsym (lib, "e_init_result");
  op_t (*e_get) (void) = (op_t (*) (void)) dlsym (lib, "e_get");
  if (!init_result || !e_get || *init_result != 21)
    abort ();
  unsigned long long before = ompm_hostemu_thunk_calls ();
  if (prog_region (e_get (), 5) != 10
      || ompm_hostemu_thunk_calls () - before != 1)
    abort ();
  check_table (2);
  return 0;
}
