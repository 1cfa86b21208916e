/* section-bench.c -- the cost of a mapper on an array section.

   N structs, each pointing to 16 ints, make one round trip to the device
   and back: "target enter data map(to: p[0:n])" then "target exit data
   map(from: p[0:n])", through the mapper, the exact way (libgomp maps
   every element's data) and in pool mode (libgompx maps it in one
   block; GOMPX_map_pool), and, in the same run, the per-element loop
   people write without mappers: enter data of the section, then of each
   element's data, and the reverse.  Prints one line per N: microseconds
   per element for each (best of REPS round trips, the three ways timed
   in turns), and, under ompmapper-hostemu, how
   many libgomp mapping calls and host-to-device copies each construct
   made; then (cold_*) the same times with the caches flushed before
   each round trip, so that a small N does not run from the caches while
   a large one comes from memory: the cost per element across N then
   shows how the work grows with N.  Last (packed_mapper_us_per_elt),
   the mapper's round trip the exact way on elements whose data lie end
   to end in one block, as data carved from one allocation do: each
   pointee then borders the next, which libgompx treats with more care
   (it once took time quadratic in N there).

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

/* One way of making the round trip, and what it measured: the best time
   of REPS round trips, libgomp mapping calls and host-to-device copies
   per construct.  */
struct way
{
  void (*f) (struct elt *, int);
  int pool;
  double t;
  unsigned long long calls, copies;
};

/* Written over before a round trip whose caches are to be cold: twice
   the largest last-level cache of the machines we run on.  */
#define FLUSH_BYTES (64u << 20)

static void
flush_caches (void)
{
  static volatile char *buf;
  if (!buf && !(buf = malloc (FLUSH_BYTES)))
    abort ();
  for (size_t i = 0; i < FLUSH_BYTES; i += 64)
    buf[i] = (char) i;
}

/* Time the NW ways in turns, round by round, so that all of them see the
   machine in the same state; with the caches flushed before each round
   trip if COLD.  */

static void
measure (struct way *w, int nw, struct elt *p, int n, int cold)
{
  for (int i = 0; i < nw; i++)
    {
      w[i].t = 1e30;
      w[i].calls = w[i].copies = 0;
    }
  for (int r = 0; r <= REPS; r++)
    for (int i = 0; i < nw; i++)
      {
#ifndef __clang__
	GOMPX_map_pool (w[i].pool);
#endif
	unsigned long long c0, h0, c1, h1;
	calls (&c0, &h0);
	if (cold)
	  flush_caches ();
	double t0 = now ();
	w[i].f (p, n);
	double t1 = now ();
	calls (&c1, &h1);
	/* Round 0 is untimed: the first round trip pays for growing
	   heaps.  Two constructs per round trip.  */
	if (r == 0)
	  continue;
	if (t1 - t0 < w[i].t)
	  w[i].t = t1 - t0;
	w[i].calls += (c1 - c0) / 2;
	w[i].copies += (h1 - h0) / 2;
      }
  for (int i = 0; i < nw; i++)
    {
      w[i].calls /= REPS;
      w[i].copies /= REPS;
    }
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
#ifndef __clang__
      struct way w[3] = { { round_trip_mapper, 0 }, { round_trip_mapper, 1 },
			  { round_trip_by_hand, 0 } };
      measure (w, 3, p, n, 0);
      struct way c[3] = { { round_trip_mapper, 0 }, { round_trip_mapper, 1 },
			  { round_trip_by_hand, 0 } };
      measure (c, 3, p, n, 1);
      GOMPX_map_pool (0);
      for (int i = 0; i < n; i++)
	if (p[i].d[LEN - 1] != LEN - 1)
	  {
	    fprintf (stderr, "section-bench: wrong data after the runs\n");
	    return 1;
	  }
      /* The same elements, their data end to end in one block.  */
      int *block = malloc ((size_t) n * LEN * sizeof (int));
      struct elt *q = malloc (n * sizeof *q);
      if (!block || !q)
	abort ();
      for (int i = 0; i < n; i++)
	{
	  q[i].len = LEN;
	  q[i].d = block + (size_t) i * LEN;
	  for (int k = 0; k < LEN; k++)
	    q[i].d[k] = k;
	}
      struct way k[1] = { { round_trip_mapper, 0 } };
      measure (k, 1, q, n, 0);
      for (int i = 0; i < n; i++)
	if (q[i].d[LEN - 1] != LEN - 1)
	  {
	    fprintf (stderr, "section-bench: wrong data after the runs\n");
	    return 1;
	  }
      free (q);
      free (block);
      printf ("n=%d mapper_us_per_elt=%.4f pool_us_per_elt=%.4f "
	      "hand_us_per_elt=%.4f ratio=%.3f pool_ratio=%.3f "
	      "calls_per_construct=%llu/%llu/%llu "
	      "copies_per_construct=%llu/%llu/%llu cold_mapper_us_per_elt=%.4f "
	      "cold_pool_us_per_elt=%.4f cold_hand_us_per_elt=%.4f "
	      "packed_mapper_us_per_elt=%.4f\n", n,
	      w[0].t * 1e6 / n, w[1].t * 1e6 / n, w[2].t * 1e6 / n,
	      w[0].t / w[2].t, w[1].t / w[2].t, w[0].calls, w[1].calls,
	      w[2].calls, w[0].copies, w[1].copies, w[2].copies,
	      c[0].t * 1e6 / n, c[1].t * 1e6 / n, c[2].t * 1e6 / n,
	      k[0].t * 1e6 / n);
#else
      struct way w[1] = { { round_trip_mapper, 0 } };
      measure (w, 1, p, n, 0);
      printf ("n=%d mapper_us_per_elt=%.4f\n", n, w[0].t * 1e6 / n);
#endif
      for (int i = 0; i < n; i++)
	free (p[i].d);
      free (p);
    }
  return 0;
}
