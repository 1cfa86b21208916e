/* section-bench.c -- the cost of a mapper on an array section.

   N structs, each pointing to 16 ints, make one round trip to the device
   and back: "target enter data map(to: p[0:n])" then "target exit data
   map(from: p[0:n])", through the mapper, the exact way (libgomp maps
   every element's data) and in pool mode (libgompx maps it in one
   block; GOMPX_map_pool), and, in the same run, the per-element loop
   people write without mappers: enter data of the section, then of each
   element's data, and the reverse; and the floor: the same bytes moved
   with no bookkeeping (round_trip_floor).  Prints one line per way and
   N (way=exact, pool, hand, floor): microseconds per element (best of
   REPS round trips, the ways timed in turns) and the ratio to the hand
   loop;
   under ompmapper-hostemu, per construct, the libgomp mapping calls,
   device allocations, transfers (either way) and bytes moved, those
   bytes over what the mapper maps (bytes_ratio), and the modelled time
   of a round trip on a GPU (model_gpu_us: MODEL_CALL_US per allocation
   and per transfer, each a driver call, and the bytes at
   MODEL_GB_PER_S) with its ratio to the hand loop's; and
   (cold_us_per_elt) the time with the caches flushed before each round
   trip, so that a small N does not run from the caches while a large
   one comes from memory: the cost per element across N then shows how
   the work grows with N.  Last (way=exact-packed), the mapper's round
   trip the exact way on elements whose data lie end to end in one
   block, as data carved from one allocation do: each pointee then
   borders the next, which libgompx treats with more care (it once took
   time quadratic in N there).

   Usage: section-bench [--time=S] [--warm-only] [N...]  (default 5000
   20000 80000).  --time=S stops timing a way at a size once its timed
   round trips took S seconds, after one at least (on a GPU the exact way
   and the hand loop take seconds a round trip at 320000 elements);
   --warm-only leaves out the round trips with the caches flushed and
   the packed elements (cold_us_per_elt and way=exact-packed).  Built by
   bench/run-bench.sh with GCC and the plugin, and with clang for its
   host device, which runs the mapper variant only, and by the GPU kit
   (kit/build-kit.sh), whose run.sh runs it on a GPU.  */

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* What the round trips have cost so far, as the emulated device counts
   it: libgomp mapping calls, device allocations, transfers (either
   way) and the bytes they moved.  */

struct cost
{
  unsigned long long calls, allocs, transfers, bytes;
};

static struct cost
cost_now (void)
{
  struct cost c = { 0, 0, 0, 0 };
#ifdef HAVE_CALLS
  struct ompm_hostemu_calls k;
  struct ompm_hostemu_counters d;
  if (ompm_hostemu_get_calls)
    {
      ompm_hostemu_get_calls (&k);
      c.calls = k.enter_exit_data + k.update + k.data + k.target;
    }
  if (ompm_hostemu_get_counters && ompm_hostemu_get_counters (0, &d) == 0)
    {
      c.allocs = d.allocs;
      c.transfers = d.host2dev + d.dev2host;
      c.bytes = d.host2dev_bytes + d.dev2host_bytes;
    }
#endif
  return c;
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

#ifndef __clang__
/* The least that moving this data to the device and back costs, with no
   bookkeeping at all: the section's structs in one copy, each element's
   data gathered a staging window at a time (the pool's, 2 MiB) into
   one copy per window to a device block, and the reverse; the blocks
   allocated beforehand.  How this grows with N is the machine's: the
   caches, then memory.  */

#define FLOOR_WINDOW (2u << 20)
static char *floor_stage, *floor_dev, *floor_roots;

static void
round_trip_floor (struct elt *p, int n)
{
  int dv = omp_get_default_device (), h = omp_get_initial_device ();
  size_t per = FLOOR_WINDOW / (LEN * sizeof (int)), bytes = LEN * sizeof (int);
  omp_target_memcpy (floor_roots, p, n * sizeof *p, 0, 0, dv, h);
  for (size_t i = 0; i < (size_t) n; i += per)
    {
      size_t e = i + per < (size_t) n ? i + per : (size_t) n;
      for (size_t j = i; j < e; j++)
	memcpy (floor_stage + (j - i) * bytes, p[j].d, bytes);
      omp_target_memcpy (floor_dev + i * bytes, floor_stage, (e - i) * bytes,
			 0, 0, dv, h);
    }
  for (size_t i = 0; i < (size_t) n; i += per)
    {
      size_t e = i + per < (size_t) n ? i + per : (size_t) n;
      omp_target_memcpy (floor_stage, floor_dev + i * bytes, (e - i) * bytes,
			 0, 0, h, dv);
      for (size_t j = i; j < e; j++)
	memcpy (p[j].d, floor_stage + (j - i) * bytes, bytes);
    }
  omp_target_memcpy (p, floor_roots, n * sizeof *p, 0, 0, h, dv);
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
   of REPS round trips (fewer under --time), and what one round trip
   cost the device.  SPENT is the time its timed round trips took.  */
struct way
{
  void (*f) (struct elt *, int);
  int pool;
  double t;
  struct cost c;
  double spent;
};

/* --time=S: the seconds of timed round trips after which a way stops
   at a size (0: REPS round trips); --warm-only.  */
static double time_budget;
static int warm_only;

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
      w[i].spent = 0;
    }
  for (int r = 0; r <= REPS; r++)
    for (int i = 0; i < nw; i++)
      {
	if (r > 1 && time_budget > 0 && w[i].spent >= time_budget)
	  continue;
#ifndef __clang__
	GOMPX_map_pool (w[i].pool);
#endif
	struct cost c0 = cost_now ();
	if (cold)
	  flush_caches ();
	double t0 = now ();
	w[i].f (p, n);
	double t1 = now ();
	struct cost c1 = cost_now ();
	/* Round 0 is untimed: the first round trip pays for growing
	   heaps.  Every round trip costs the device the same.  */
	if (r == 0)
	  {
	    w[i].c.calls = c1.calls - c0.calls;
	    w[i].c.allocs = c1.allocs - c0.allocs;
	    w[i].c.transfers = c1.transfers - c0.transfers;
	    w[i].c.bytes = c1.bytes - c0.bytes;
	    continue;
	  }
	w[i].spent += t1 - t0;
	if (t1 - t0 < w[i].t)
	  w[i].t = t1 - t0;
      }
}

/* The modelled time of a round trip of W on a GPU, in microseconds: each
   device allocation and each transfer a driver call of MODEL_CALL_US,
   and the bytes at MODEL_GB_PER_S.  */
#define MODEL_CALL_US 5.0
#define MODEL_GB_PER_S 25.0

static double
model_us (const struct way *w)
{
  return MODEL_CALL_US * (w->c.allocs + w->c.transfers)
	 + w->c.bytes / (MODEL_GB_PER_S * 1e3);
}

/* One line for way W at N elements, against the hand loop H: all that
   make bench prints for it (per construct: half a round trip).  */

static void
report (const char *name, int n, const struct way *w, const struct way *h,
	const struct way *cold)
{
  /* What the mapper maps, each way: every struct and its data.  */
  double mapped = 2.0 * n * (sizeof (struct elt) + LEN * sizeof (int));
  printf ("way=%s n=%d us_per_elt=%.4f ratio=%.3f calls_per_construct=%.1f "
	  "allocs_per_construct=%.1f transfers_per_construct=%.1f "
	  "bytes_per_construct=%.0f bytes_ratio=%.3f model_gpu_us=%.0f "
	  "model_ratio=%.4f", name, n,
	  w->t * 1e6 / n, w->t / h->t, w->c.calls / 2.0, w->c.allocs / 2.0,
	  w->c.transfers / 2.0, w->c.bytes / 2.0, w->c.bytes / mapped,
	  model_us (w), model_us (w) / model_us (h));
  if (cold)
    printf (" cold_us_per_elt=%.4f", cold->t * 1e6 / n);
  printf ("\n");
}

#ifndef __clang__
/* Way exact-packed at N: the mapper's round trip the exact way on N
   elements whose data lie end to end in one block.  */

static void
round_trip_packed (int n)
{
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
	exit (1);
      }
  free (q);
  free (block);
  printf ("way=exact-packed n=%d us_per_elt=%.4f\n", n, k[0].t * 1e6 / n);
}

#endif

int
main (int argc, char **argv)
{
  int sizes[16], nsizes = 0;
  for (int i = 1; i < argc; i++)
    if (strncmp (argv[i], "--time=", 7) == 0)
      time_budget = atof (argv[i] + 7);
    else if (strcmp (argv[i], "--warm-only") == 0)
      warm_only = 1;
    else if (argv[i][0] == '-' || atoi (argv[i]) <= 0 || nsizes == 16)
      {
	fprintf (stderr, "usage: section-bench [--time=S] [--warm-only] "
		 "[N...] (at most 16 sizes)\n");
	return 2;
      }
    else
      sizes[nsizes++] = atoi (argv[i]);
  if (!nsizes)
    {
      sizes[nsizes++] = 5000;
      sizes[nsizes++] = 20000;
      sizes[nsizes++] = 80000;
    }

#ifndef __clang__
  printf ("model call_us=%g gb_per_s=%g\n", MODEL_CALL_US, MODEL_GB_PER_S);
#endif
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
      floor_stage = malloc (FLOOR_WINDOW);
      floor_dev = omp_target_alloc ((size_t) n * LEN * sizeof (int),
				    omp_get_default_device ());
      floor_roots = omp_target_alloc (n * sizeof *p,
				      omp_get_default_device ());
      if (!floor_stage || !floor_dev || !floor_roots)
	abort ();
      struct way w[4] = { { round_trip_mapper, 0 }, { round_trip_mapper, 1 },
			  { round_trip_by_hand, 0 }, { round_trip_floor, 0 } };
      measure (w, 4, p, n, 0);
      struct way c[4] = { { round_trip_mapper, 0 }, { round_trip_mapper, 1 },
			  { round_trip_by_hand, 0 }, { round_trip_floor, 0 } };
      if (!warm_only)
	measure (c, 4, p, n, 1);
      omp_target_free (floor_dev, omp_get_default_device ());
      omp_target_free (floor_roots, omp_get_default_device ());
      free (floor_stage);
      GOMPX_map_pool (0);
      for (int i = 0; i < n; i++)
	if (p[i].d[LEN - 1] != LEN - 1)
	  {
	    fprintf (stderr, "section-bench: wrong data after the runs\n");
	    return 1;
	  }
      report ("exact", n, &w[0], &w[2], warm_only ? NULL : &c[0]);
      report ("pool", n, &w[1], &w[2], warm_only ? NULL : &c[1]);
      report ("hand", n, &w[2], &w[2], warm_only ? NULL : &c[2]);
      report ("floor", n, &w[3], &w[2], warm_only ? NULL : &c[3]);
      /* The same elements, their data end to end in one block.  */
      if (!warm_only)
	round_trip_packed (n);
#else
      struct way w[1] = { { round_trip_mapper, 0 } };
      measure (w, 1, p, n, 0);
      printf ("way=clang n=%d us_per_elt=%.4f\n", n, w[0].t * 1e6 / n);
#endif
      for (int i = 0; i < n; i++)
	free (p[i].d);
      free (p);
    }
  return 0;
}
