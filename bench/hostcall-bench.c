/* hostcall-bench.c -- host code with calls through function pointers,
   in a unit that also has a target region and a declare target
   function: built with and without the plugin (bench/run-bench.sh),
   the two must run as fast (the plugin translates calls only in code
   that can run on a device).  Prints the nanoseconds per call of each
   kind, best of a few rounds.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.  ompmapper is free software; you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation; either
   version 3, or (at your option) any later version.  */

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef int (*fn_t) (int);

static int add1 (int x) { return x + 1; }
static int sub1 (int x) { return x - 1; }
static int dbl (int x) { return x * 2 % 1000003; }

fn_t table[4] = { add1, sub1, add1, dbl };

/* A helper GCC inlines and vectorizes when F is constant.  */
static inline int
map_ints (int *a, int n, fn_t f)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += f (a[i]);
  return s;
}

#pragma omp declare target
int
on_device (fn_t f, int x)
{
  return f (x);
}
#pragma omp end declare target

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int
main (int argc, char **argv)
{
  long calls = argc > 1 ? atol (argv[1]) : 100000000L;
  int n = 4096, *a = malloc (n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = i;
  volatile int sink = 0;
  double best_table = 1e9, best_helper = 1e9;
  for (int round = 0; round < 3; round++)
    {
      double t0 = now ();
      int x = 1;
      for (long i = 0; i < calls; i++)
	x = table[i & 3] (x);
      sink = x;
      double t1 = now ();
      int s = 0;
      for (long i = 0; i < calls / n; i++)
	s += map_ints (a, n, add1);
      sink = s;
      double t2 = now ();
      if (t1 - t0 < best_table)
	best_table = t1 - t0;
      if (t2 - t1 < best_helper)
	best_helper = t2 - t1;
    }
  if (argc > 5)
    {
      /* Never run: the unit has a target region.  */
      int r = 0;
#pragma omp target map(from: r)
      r = on_device (table[0], 1);
      sink = r;
    }
  printf ("table_ns_per_call=%.3f helper_ns_per_call=%.3f\n",
	  best_table * 1e9 / calls, best_helper * 1e9 / ((calls / n) * n));
  free (a);
  return 0;
}
