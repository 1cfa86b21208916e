/* iterator-bench.c -- the cost of a mapper with an iterator clause.

   One ragged object of N rows (lengths 1 to 8 doubles, an array of row
   pointers, an array of lengths) makes a round trip to the device and
   back: "target enter data map(to: r)" then "target exit data
   map(from: r)", through a mapper whose iterator clause maps every row
   (declare mapper ... map(iterator(i = 0:r.n), tofrom:
   r.row[i][0:r.len[i]])), the exact way (GOMPX_map_pool off: libgomp
   maps each row) and in pool mode; and, in the same run, what people
   write without the modifier: enter data of the object and its arrays,
   then one enter data per row, and the reverse (GCC 12 attaches no row
   pointer there, so the hand loop does less than the mapper: the
   device's copy of the row pointers stays the host's).  Prints one line per
   way: way=exact, pool or hand, n, microseconds per row (best of REPS
   round trips, the ways timed in turns), the ratio to the hand loop,
   and under ompmapper-hostemu, per round trip, the libgomp mapping
   calls, device allocations and transfers.

   Usage: iterator-bench [N...] (default 1000 10000).  Built and run by
   bench/run-bench.sh.  */

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hostemu.h"
#include "gompx.h"

#define REPS 7

struct ragged
{
  int n;
  int *len;
  double **row;
};

#pragma omp declare mapper (struct ragged r) map(r, r.len[0:r.n], r.row[0:r.n]) \
  map(iterator(i = 0:r.n), tofrom: r.row[i][0:r.len[i]])

static double
now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

struct cost
{
  unsigned long long calls, allocs, transfers;
};

static struct cost
cost_now (void)
{
  struct cost c = { 0, 0, 0 };
  if (ompm_hostemu_get_calls)
    {
      struct ompm_hostemu_calls k;
      ompm_hostemu_get_calls (&k);
      c.calls = k.enter_exit_data + k.update + k.data + k.target;
    }
  struct ompm_hostemu_counters d;
  if (ompm_hostemu_get_counters && ompm_hostemu_get_counters (0, &d) == 0)
    {
      c.allocs = d.allocs;
      c.transfers = d.host2dev + d.dev2host;
    }
  return c;
}

static void
through_mapper (struct ragged *r)
{
#pragma omp target enter data map(to: r[0:1])
#pragma omp target exit data map(from: r[0:1])
}

/* The same object without a mapper.  */
struct plain
{
  int n;
  int *len;
  double **row;
};

static void
by_hand (struct plain *r)
{
#pragma omp target enter data map(to: r[0:1], r->len[0:r->n], r->row[0:r->n])
  for (int i = 0; i < r->n; i++)
    {
#pragma omp target enter data map(to: r->row[i][0:r->len[i]])
    }
  for (int i = 0; i < r->n; i++)
    {
#pragma omp target exit data map(from: r->row[i][0:r->len[i]])
    }
#pragma omp target exit data map(from: r[0:1], r->len[0:r->n], r->row[0:r->n])
}

int
main (int argc, char **argv)
{
  int sizes[16], nsizes = 0;
  for (int a = 1; a < argc && nsizes < 16; a++)
    sizes[nsizes++] = atoi (argv[a]);
  if (!nsizes)
    {
      sizes[nsizes++] = 1000;
      sizes[nsizes++] = 10000;
    }
  static const char *const ways[] = { "exact", "pool", "hand" };
  for (int s = 0; s < nsizes; s++)
    {
      int n = sizes[s];
      struct ragged r;
      r.n = n;
      r.len = malloc (n * sizeof (int));
      r.row = malloc (n * sizeof (double *));
      for (int i = 0; i < n; i++)
	{
	  r.len[i] = 1 + i % 8;
	  r.row[i] = calloc (r.len[i], sizeof (double));
	}
      double best[3] = { 1e30, 1e30, 1e30 };
      struct cost per[3];
      for (int rep = 0; rep < REPS; rep++)
	for (int w = 0; w < 3; w++)
	  {
	    GOMPX_map_pool (w == 1);
	    struct cost c0 = cost_now ();
	    double t0 = now ();
	    if (w < 2)
	      through_mapper (&r);
	    else
	      by_hand ((struct plain *) &r);
	    double t = now () - t0;
	    struct cost c1 = cost_now ();
	    per[w].calls = c1.calls - c0.calls;
	    per[w].allocs = c1.allocs - c0.allocs;
	    per[w].transfers = c1.transfers - c0.transfers;
	    if (t < best[w])
	      best[w] = t;
	  }
      GOMPX_map_pool (1);
      for (int w = 0; w < 3; w++)
	printf ("way=%s n=%d us_per_row=%.4f ratio=%.4f calls=%llu "
		"allocs=%llu transfers=%llu\n", ways[w], n, 1e6 * best[w] / n,
		best[w] / best[2], per[w].calls, per[w].allocs,
		per[w].transfers);
      for (int i = 0; i < n; i++)
	free (r.row[i]);
      free (r.row);
      free (r.len);
    }
  return 0;
}
