/* Pool mode on sections larger than the 256 KiB windows libgompx moves
   pooled data and the section's pointers in: every element's pointers
   get their device values and come back with their host values, every
   block comes back, whether the pointers come in address order (a
   window at a time) or not (the mapper maps the second pointer member
   first: the whole section at once), and whether the blocks come in
   address order or not (reused memory: the whole pool at once).  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

struct two
{
  int *a;
  int *b;
  int n;
};

/* B before A: the pointers of each element come in reverse order.  */
#pragma omp declare mapper (struct two t) \
  map(tofrom: t, t.b[0:t.n], t.a[0:t.n])

#define N 24000
#define LEN 3

/* A round trip of P[0:N], with some blocks out of address order if
   SWAPPED.  */

static void
round_trip (struct elt *p, int swapped)
{
  int dev = omp_get_default_device ();
  static int *saved[N];
  for (int i = 0; i < N; i++)
    saved[i] = p[i].d;
  for (int i = 0; swapped && i < N; i += 997)
    {
      int *t = p[i].d;
      p[i].d = p[N - 1 - i].d;
      p[N - 1 - i].d = t;
      saved[i] = p[i].d;
      saved[N - 1 - i] = p[N - 1 - i].d;
    }
  int n = N;
  unsigned long long copies = device_counters ().host2dev;
#pragma omp target enter data map(to: p[0:n])
  if (device_counters ().host2dev - copies > N / 100)
    abort ();
  int bad = 0;
#pragma omp target map(tofrom: bad)
  for (int i = 0; i < N; i++)
    {
      bad += p[i].d[1] != 1;
      p[i].d[2] = i;
    }
#pragma omp target exit data map(from: p[0:n])
  if (bad || GOMPX_map_is_present (p[5].d, dev))
    abort ();
  for (int i = 0; i < N; i++)
    if (p[i].d != saved[i] || p[i].d[2] != i || p[i].d[0] != 1)
      abort ();
}

int
main (void)
{
  GOMPX_map_pool (1);

  for (int swapped = 0; swapped < 2; swapped++)
    round_trip (make_elts (N, LEN, 1), swapped);

  struct two *t = malloc (N * sizeof *t);
  for (int i = 0; i < N; i++)
    {
      t[i].n = LEN;
      t[i].a = calloc (LEN, sizeof (int));
      t[i].b = calloc (LEN, sizeof (int));
    }
  int *a7 = t[7].a, *b7 = t[7].b;
  int n = N, bad = 0;
  unsigned long long copies = device_counters ().host2dev;
#pragma omp target enter data map(to: t[0:n])
  if (device_counters ().host2dev - copies > N / 100)
    abort ();
#pragma omp target map(tofrom: bad)
  for (int i = 0; i < N; i++)
    {
      t[i].a[0] = i;
      t[i].b[1] = -i;
    }
#pragma omp target exit data map(from: t[0:n])
  if (bad || t[7].a != a7 || t[7].b != b7)
    abort ();
  for (int i = 0; i < N; i++)
    if (t[i].a[0] != i || t[i].b[1] != -i)
      abort ();
  return 0;
}
