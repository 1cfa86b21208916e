/* probe.c -- what the GPU kit's run.sh prints of the device first.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.  ompmapper is free software; you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation; either
   version 3, or (at your option) any later version.

   Prints, one "key=value" a line: the number of devices libgomp found,
   the default device, whether a target region ran on it (on-device.h,
   the tests' of ompmapper.gpu), whether a
   mapper's deep copy reached the region (the region sums what a mapped
   struct points to), what the device's counters say (the counting
   plugin's, or the emulated device's), and the file each offloading
   library was loaded from, so that run.sh can check that they are the
   kit's own.  Exits 1 if there is no device or the region did not run
   there.  */

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "on-device.h"

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(to: v, v.d[0:v.len])

/* Print, for each library whose file name starts with one of NAMES, the
   file it was loaded from.  */

static void
print_libraries (void)
{
  static const char *const names[] = {
    "libgomp.so", "libgomp-plugin-nvptx.so", "libgompx.so", "libcuda.so",
    "libstdc++.so"
  };
  char line[4096], seen[sizeof names / sizeof names[0]][4096];
  memset (seen, 0, sizeof seen);
  FILE *maps = fopen ("/proc/self/maps", "r");
  if (!maps)
    return;
  while (fgets (line, sizeof line, maps))
    {
      char *path = strchr (line, '/');
      if (!path)
	continue;
      path[strcspn (path, "\n")] = 0;
      const char *base = strrchr (path, '/') + 1;
      for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
	if (strncmp (base, names[i], strlen (names[i])) == 0
	    && strcmp (seen[i], path) != 0)
	  {
	    snprintf (seen[i], sizeof seen[i], "%s", path);
	    printf ("loaded=%s\n", path);
	  }
    }
  fclose (maps);
}

int
main (void)
{
  int n = omp_get_num_devices ();
  printf ("devices=%d\n", n);
  printf ("default_device=%d\n", omp_get_default_device ());
  if (n < 1)
    {
      print_libraries ();
      return 1;
    }

  int data[64], sum = -1, initial = 1;
  for (int i = 0; i < 64; i++)
    data[i] = i;
  struct vec v = { 64, data };
  unsigned long long kernels = kernels_run ();
  double t0 = omp_get_wtime ();
#pragma omp target map(from: sum, initial)
  {
    initial = omp_is_initial_device ();
    sum = 0;
    for (int i = 0; i < v.len; i++)
      sum += v.d[i];
  }
  double t1 = omp_get_wtime ();
  int on_device = ran_on_device (initial, kernels);
  printf ("region_on_device=%d\n", on_device);
  printf ("first_region_ms=%.1f\n", (t1 - t0) * 1e3);
  printf ("deep_copy=%s\n", sum == 64 * 63 / 2 ? "ok" : "wrong");
  /* Under the counting plugin (or the emulated device), what it
     counted.  */
  struct ompm_hostemu_counters c;
  if (ompm_hostemu_get_counters && ompm_hostemu_get_counters (0, &c) == 0)
    printf ("counted_kernels=%llu\ncounted_allocations=%llu\n", c.kernels,
	    c.allocs);
  else
    printf ("counted_kernels=none\n");
  print_libraries ();
  return on_device && sum == 64 * 63 / 2 ? 0 : 1;
}
