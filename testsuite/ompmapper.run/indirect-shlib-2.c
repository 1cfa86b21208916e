/* A library with an indirect function, dlopened after the device's
   table was installed and dlclosed again, several times: while it is
   loaded its function is in the table and called through its device
   address (the emulated device's counting thunk) from the program's
   regions, and the program's from the library's; once it is gone the
   table holds the program's function alone.  The tables replaced stay
   allocated (a kernel another thread started may still read one): two
   per round, and nothing else.  */
/* { dg-do run } */
/* { dg-dlopen-libraries "extra/indirect-shlib-2-lib.c" } */

#include <dlfcn.h>
#include "indirect.h"

#pragma omp begin declare target indirect
int p_inc (int x) { return x + 1; }
#pragma omp end declare target

static unsigned long long
live_blocks (void)
{
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (0, &c) != 0)
    abort ();
  return c.live_blocks;
}

int
main (void)
{
  if (!ompm_hostemu_thunk_calls)
    abort ();
  char path[PATH_MAX];
  beside_program (path, "indirect-shlib-2-lib.so");

  op_t inc = p_inc;
  int r = 0;
#pragma omp target map(tofrom: r)
  r = inc (r);
  if (r != 1)
    abort ();
  check_table (1);
  unsigned long long live = live_blocks ();

  for (int round = 0; round < 3; round++)
    {
      void *lib = dlopen (path, RTLD_NOW | RTLD_LOCAL);
      if (!lib)
	abort ();
      op_t (*d_get) (void) = (op_t (*) (void)) dlsym (lib, "d_get");
      int (*d_run) (op_t, int) = (int (*) (op_t, int)) dlsym (lib, "d_run");
      if (!d_get || !d_run)
	abort ();
      op_t triple = d_get ();
      unsigned long long before = ompm_hostemu_thunk_calls ();
      r = 1;
#pragma omp target map(tofrom: r)
      r = inc (triple (r));
      if (r != 4 || ompm_hostemu_thunk_calls () - before != 2)
	abort ();
      check_table (2);
      before = ompm_hostemu_thunk_calls ();
      if (d_run (inc, 7) != 8 || d_run (triple, 7) != 21
	  || ompm_hostemu_thunk_calls () - before != 2)
	abort ();
      /* Gone indeed: its destructors ran.  */
      if (dlclose (lib) != 0 || dlopen (path, RTLD_NOW | RTLD_NOLOAD))
	abort ();

      before = ompm_hostemu_thunk_calls ();
#pragma omp target map(tofrom: r)
      r = inc (r);
      if (r != 5 || ompm_hostemu_thunk_calls () - before != 1)
	abort ();
      check_table (1);
      /* The table with the library's function and the one before it
	 retired.  */
      if (live_blocks () != live + 2 * (round + 1))
	abort ();
    }
  return 0;
}
