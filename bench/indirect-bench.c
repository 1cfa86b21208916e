/* indirect-bench.c -- the cost of a call through a function pointer in a
   target region, translated (__gompx_translate_fptr, then the call)
   against the same call untranslated (the same loop in a unit built
   without the plugin), with INDIRECT_N functions declared indirect
   (bench/indirect-fns.sh generates them as indirect-fns.c, and
   bench/run-bench.sh and the GPU kit build indirect-plain.c without the
   plugin).  The translated loop calls through the functions' host
   addresses, the untranslated one through their device addresses (a
   declare target array initialized with the functions holds those on
   the device; on the emulated device, whose functions are host code,
   the host's).  Prints the nanoseconds per call of each, best of a few
   rounds, on the device the program runs on.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.  ompmapper is free software; you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation; either
   version 3, or (at your option) any later version.  */

#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

typedef int (*fn_t) (int);
extern fn_t indirect_fns[];
extern const int indirect_n;
#pragma omp declare target
/* The functions' device addresses, on the device.  */
extern fn_t *device_fns (void);
#pragma omp end declare target

#pragma omp declare target
/* indirect-plain.c, built without the plugin: calls untranslated.  */
extern int loop_plain (fn_t *fns, int n, long calls);
#pragma omp end declare target

int
main (int argc, char **argv)
{
  long calls = argc > 1 ? atol (argv[1]) : 2000000L;
  int n = indirect_n;
  double best_tr = 1e9, best_plain = 1e9;
  int sink = 0;
  for (int round = 0; round < 5; round++)
    {
      int s = 0;
      double t0 = omp_get_wtime ();
#pragma omp target map(tofrom: s) map(to: indirect_fns[0:n])
      for (long i = 0; i < calls; i++)
	s = indirect_fns[(i * 7) % n] (s) & 0xffff;
      double t1 = omp_get_wtime ();
      int u = 0;
#pragma omp target map(tofrom: u)
      u = loop_plain (device_fns (), n, calls);
      double t2 = omp_get_wtime ();
      sink += s + u;
      if (t1 - t0 < best_tr)
	best_tr = t1 - t0;
      if (t2 - t1 < best_plain)
	best_plain = t2 - t1;
    }
  printf ("functions=%d translated_ns_per_call=%.2f untranslated_ns_per_call=%.2f ratio=%.2f sink=%d\n",
	  n, best_tr * 1e9 / calls, best_plain * 1e9 / calls,
	  best_tr / best_plain, sink & 1);
  return 0;
}
