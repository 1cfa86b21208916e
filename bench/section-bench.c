/* section-bench.c -- the cost of a mapper on an array section.

   N structs, each pointing to 16 ints, make one round trip to the device
   and back: "target enter data map(to: p[0:n])" then "target exit data
   map(from: p[0:n])", through the mapper

        and, in the same run, the per-element loop people write without
   mappers: enter data of the section, then of each element's data, and
   the reverse.  Prints one line per N: microseconds per element for
   both (best of REPS round trips), and, under ompmapper-hostemu, how
   many libgomp mapping calls each construct made.

   Usage: section-bench [N...]  (default 5000 20000 80000).  Built by
   bench/run-bench.sh with GCC and the plugin, and with clang for its
   host device, which runs the mapper variant only.  */

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#ifdef __has_include
# if __has_include ("hostemu.h") && !defined __clang__
#  include "hostemu.h"
#  define HAVE_CALLS 1
# endif
#endif

#define LEN 16
#define REPS 5

struct elt
{
  int len;
  int *d;
};


static double
now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static unsigned long long
calls (void)
{
#ifdef HAVE_CALLS
  struct ompm_hostemu_calls c;
  if (ompm_hostemu_get_calls)
    {
      ompm_hostemu_get_calls (&c);
      return c.enter_exit_data;
    }
#endif
  return 0;
}

#ifndef __clang__
/* Without a mapper (none is visible yet): the section, then each
   element's data, and the reverse.  */
static void
round_trip_by_hand (struct elt *p, int n)
{
#pragma omp target enter data map(to: p[0:n])
  for (int i = 0; i < n; i++)
    {
#pragma omp target enter data map(to: p[i].d[0:p[i].len])
    }
  for (int i = 0; i < n; i++)
    {
#pragma omp target exit data map(from: p[i].d[0:p[i].len])
    }
#pragma omp target exit data map(from: p[0:n])
}
#endif

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

static void
round_trip_mapper (struct elt *p, int n)
{
#pragma omp target enter data map(to: p[0:n])
#pragma omp target exit data map(from: p[0:n])
}

static double
best (void (*f) (struct elt *, int), struct elt *p, int n,
      unsigned long long *per_construct)
{
  double t = 1e30;
  /* Once untimed: the first round trip pays for growing heaps.  */
  f (p, n);
  unsigned long long c0 = calls ();
  for (int r = 0; r < REPS; r++)
    {
      double t0 = now ();
      f (p, n);
      double t1 = now ();
      if (t1 - t0 < t)
	t = t1 - t0;
    }
  /* Two constructs per round trip.  */
  *per_construct = (calls () - c0) / (2 * REPS);
  return t;
}

int
main (int argc, char **argv)
{
  int sizes[16], nsizes = 0;
  for (int i = 1; i < argc && nsizes < 16; i++)
    sizes[nsizes++] = atoi (argv[i]);
  if (!nsizes)
    {
      sizes[nsizes++] = 5000;
      sizes[nsizes++] = 20000;
      sizes[nsizes++] = 80000;
    }

  /* Start the device.  */
  int x = 0;
#pragma omp target map(tofrom: x)
  x++;

  for (int s = 0; s < nsizes; s++)
    {
      int n = sizes[s];
      struct elt *p = malloc (n * sizeof *p);
      for (int i = 0; i < n; i++)
	{
	  p[i].len = LEN;
	  p[i].d = malloc (LEN * sizeof (int));
	  for (int k = 0; k < LEN; k++)
	    p[i].d[k] = k;
	}
      unsigned long long mc, hc = 0;
      double tm = best (round_trip_mapper, p, n, &mc);
#ifndef __clang__
      double th = best (round_trip_by_hand, p, n, &hc);
      printf ("n=%d mapper_us_per_elt=%.4f hand_us_per_elt=%.4f "
	      "ratio=%.3f mapper_calls_per_construct=%llu "
	      "hand_calls_per_construct=%llu\n", n, tm * 1e6 / n,
	      th * 1e6 / n, tm / th, mc, hc);
#else
      printf ("n=%d mapper_us_per_elt=%.4f\n", n, tm * 1e6 / n);
#endif
      for (int i = 0; i < n; i++)
	free (p[i].d);
      free (p);
    }
  return 0;
}
