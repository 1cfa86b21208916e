/* memory-bench.c -- the runtime's memory for a mapper on a section.

   N structs of 16 bytes, each pointing to LEN ints, make one round trip
   to the device and back through the mapper ("target enter data
   map(to: p[0:n])" then "target exit data map(from: p[0:n])"), the exact
   way (WAY 0) or in pool mode (WAY 1), after a round trip of one element
   that sets the runtime up.  Prints one line: the payload per element
   (the bytes the mapper maps), the device memory allocated per element,
   and the peak resident memory of the process during the round trip
   above what it held before, less the device memory (which the emulated
   device keeps in the process), per element and over the payload: what
   libgompx and libgomp need beside the data.

   Usage: memory-bench WAY N LEN; one process per measurement, since the
   peak is the process's.  Built and run by bench/run-bench.sh.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hostemu.h"
#include "gompx.h"

struct elt
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

/* The process's peak resident memory, in KiB, since the last reset.  */

static long
peak_kib (void)
{
  FILE *f = fopen ("/proc/self/status", "r");
  char line[256];
  long v = -1;
  if (!f)
    return -1;
  while (fgets (line, sizeof line, f))
    if (!strncmp (line, "VmHWM:", 6))
      v = atol (line + 6);
  fclose (f);
  return v;
}

/* Start the peak again from the memory resident now: 0 if the kernel
   cannot.  */

static int
reset_peak (void)
{
  FILE *f = fopen ("/proc/self/clear_refs", "w");
  if (!f)
    return 0;
  int ok = fputs ("5", f) >= 0;
  return fclose (f) == 0 && ok;
}

int
main (int argc, char **argv)
{
  if (argc != 4)
    {
      fprintf (stderr, "usage: memory-bench WAY N LEN\n");
      return 2;
    }
  int pool = atoi (argv[1]), n = atoi (argv[2]), len = atoi (argv[3]);
  struct elt *p = malloc ((size_t) n * sizeof *p);
  if (!p)
    return 1;
  for (int i = 0; i < n; i++)
    {
      p[i].len = len;
      if (!(p[i].d = calloc (len, sizeof (int))))
	return 1;
      p[i].d[0] = i;
    }
  GOMPX_map_pool (pool);
  int one = 1;
#pragma omp target enter data map(to: p[0:one])
#pragma omp target exit data map(from: p[0:one])
  struct ompm_hostemu_counters c0, c1;
  if (!reset_peak () || ompm_hostemu_get_counters (0, &c0))
    {
      printf ("way=%s n=%d unmeasured=1\n", pool ? "pool" : "exact", n);
      return 0;
    }
  long base = peak_kib ();
#pragma omp target enter data map(to: p[0:n])
  ompm_hostemu_get_counters (0, &c1);
#pragma omp target exit data map(from: p[0:n])
  long peak = peak_kib ();
  for (int i = 0; i < n; i++)
    if (p[i].d[0] != i)
      {
	fprintf (stderr, "memory-bench: element %d came back wrong\n", i);
	return 1;
      }
  double payload = sizeof *p + (double) len * sizeof (int);
  double dev = (double) (c1.alloc_bytes - c0.alloc_bytes) / n;
  double above = (peak - base) * 1024.0 / n - dev;
  printf ("way=%s n=%d payload_b=%.0f device_b=%.1f runtime_b=%.1f "
	  "ratio=%.2f\n", pool ? "pool" : "exact", n, payload, dev, above,
	  above / payload);
  return 0;
}
