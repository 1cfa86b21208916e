/* section-bench.c -- the cost of a mapper on an array section.

   N structs, each pointing to 16 ints, make one round trip to the device
   and back: "target enter data map(to: p[0:n])" then "target exit data
   map(from: p[0:n])", through the mapper, the exact way (libgomp maps
   every element's data) and in pool mode (libgompx maps it in one
   block; GOMPX_map_pool), and, in the same run, the per-element loop people write without
   mappers: enter data of the section, then of each element's data, and
   the reverse.  Prints one line per N: microseconds per element for
   each (best of REPS round trips), and, under ompmapper-hostemu, how
   many libgomp mapping calls and host-to-device copies each construct
   made.

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
#ifndef __clang__
# include "gompx.h"
#endif

#define LEN 16
#define REPS 9

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

/* libgomp mapping calls and host-to-device copies so far.  */

static void
calls (unsigned long long *gomp, unsigned long long *copies)
{
  *gomp = *copies = 0;
#ifdef HAVE_CALLS
  struct ompm_hostemu_calls c;
  struct ompm_hostemu_counters d;
  if (ompm_hostemu_get_calls)
    {
      ompm_hostemu_get_calls (&c);
      *gomp = c.enter_exit_data + c.update + c.data + c.target;
    }
  if (ompm_hostemu_get_counters && ompm_hostemu_get_counters (0, &d) == 0)
    *copies = d.host2dev;
#endif
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
      unsigned long long *per_construct, unsigned long long *copies)
{
  double t = 1e30;
  /* Once untimed: the first round trip pays for growing heaps.  */
  f (p, n);
  unsigned long long c0, h0, c1, h1;
  calls (&c0, &h0);
  for (int r = 0; r < REPS; r++)
    {
      double t0 = now ();
      f (p, n);
      double t1 = now ();
      if (t1 - t0 < t)
	t = t1 - t0;
    }
  /* Two constructs per round trip.  */
  calls (&c1, &h1);
  *per_construct = (c1 - c0) / (2 * REPS);
  *copies = (h1 - h0) / (2 * REPS);
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
      unsigned long long mc, mh, hc, hh;
#ifndef __clang__
      unsigned long long pc, ph;
      GOMPX_map_pool (0);
      double tm = best (round_trip_mapper, p, n, &mc, &mh);
      GOMPX_map_pool (1);
      double tp = best (round_trip_mapper, p, n, &pc, &ph);
      GOMPX_map_pool (0);
      double th = best (round_trip_by_hand, p, n, &hc, &hh);
      for (int i = 0; i < n; i++)
	if (p[i].d[LEN - 1] != LEN - 1)
	  {
	    fprintf (stderr, "section-bench: wrong data after the runs\n");
	    return 1;
	  }
      printf ("n=%d mapper_us_per_elt=%.4f pool_us_per_elt=%.4f "
	      "hand_us_per_elt=%.4f ratio=%.3f pool_ratio=%.3f "
	      "calls_per_construct=%llu/%llu/%llu "
	      "copies_per_construct=%llu/%llu/%llu\n", n, tm * 1e6 / n,
	      tp * 1e6 / n, th * 1e6 / n, tm / th, tp / th, mc, pc, hc, mh,
	      ph, hh);
#else
      double tm = best (round_trip_mapper, p, n, &mc, &mh);
      printf ("n=%d mapper_us_per_elt=%.4f\n", n, tm * 1e6 / n);
      (void) hc, (void) hh;
#endif
      for (int i = 0; i < n; i++)
	free (p[i].d);
      free (p);
    }
  return 0;
}
