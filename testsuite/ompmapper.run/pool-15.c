/* Pool mode: the ways a new pool is made give the same device data and
   the same copies back -- elements' data in address order (made in one
   pass over the vector), in two runs out of order, in reverse order
   (sorted), with another pool live, with map(alloc) for the data, and
   with a pointer inside pooled data (an element's data holds a pointer
   of its own).  Each is pooled, and a region writes through every
   element's pointer.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])
#pragma omp declare mapper (allocd: struct elt v) \
  map(tofrom: v) map(alloc: v.d[0:v.len])

struct node
{
  int *val;
  int n;
};

struct holder
{
  int id;
  struct node *nd;
};

#pragma omp declare mapper (struct holder h) \
  map(tofrom: h, h.nd[0:1], h.nd->val[0:h.nd->n])

#define N 40
#define LEN 3

/* Elements whose data lie in one buffer, element I's in slot
   (SHIFT - I) % N if REVERSED, else (I + SHIFT) % N.  */
static struct elt *
make_in_buffer (int n, int len, int fill, int reversed, int shift)
{
  struct elt *p = malloc (n * sizeof *p);
  int *buf = malloc (n * (len + 2) * sizeof (int));
  for (int i = 0; i < n; i++)
    {
      int slot = reversed ? (shift - i + n) % n : (i + shift) % n;
      p[i].len = len;
      p[i].d = buf + slot * (len + 2);
      for (int k = 0; k < len; k++)
	p[i].d[k] = fill;
    }
  return p;
}

/* Enter P[0:N] (through the default mapper), check it is pooled (a copy
   to the device per run of adjacent blocks, where the exact way makes
   one per element), add
   I to every datum on the device, exit with from, check the data.  */
static void
round_trip (struct elt *p, int fill)
{
  int n = N;
  unsigned long long copies = device_counters ().host2dev;
#pragma omp target enter data map(to: p[0:n])
  if (device_counters ().host2dev > copies + N / 4
      || !GOMPX_map_is_present (p[N - 1].d, omp_get_default_device ()))
    abort ();
#pragma omp target
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      p[i].d[k] += i;
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      if (p[i].d[k] != fill + i)
	abort ();
}

int
main (void)
{
  GOMPX_map_pool (1);

  round_trip (make_elts (N, LEN, 1), 1);
  /* In reverse address order; in two runs, the second half's first.  */
  round_trip (make_in_buffer (N, LEN, 2, 1, N - 1), 2);
  round_trip (make_in_buffer (N, LEN, 6, 0, N / 2), 6);

  /* Another pool live.  */
  struct elt *other = make_elts (N, LEN, 5);
  int n = N;
#pragma omp target enter data map(to: other[0:n])
  round_trip (make_elts (N, LEN, 3), 3);
#pragma omp target exit data map(from: other[0:n])
  if (other[7].d[2] != 5)
    abort ();

  /* map(alloc) for the data: nothing goes to the device, what the region
     writes comes back.  */
  struct elt *a = make_elts (N, LEN, 4);
#pragma omp target enter data map(mapper(allocd), to: a[0:n])
#pragma omp target map(mapper(allocd), tofrom: a[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      a[i].d[k] = 10 + i;
#pragma omp target exit data map(from: a[0:n])
  for (int i = 0; i < N; i++)
    if (a[i].d[LEN - 1] != 10 + i)
      abort ();

  /* A pointer inside pooled data.  */
  struct holder *h = malloc (N * sizeof *h);
  for (int i = 0; i < N; i++)
    {
      h[i].id = i;
      h[i].nd = malloc (sizeof (struct node));
      h[i].nd->n = LEN;
      h[i].nd->val = calloc (LEN, sizeof (int));
    }
  struct node *nd7 = h[7].nd;
  int *val7 = h[7].nd->val;
#pragma omp target enter data map(to: h[0:n])
#pragma omp target
  for (int i = 0; i < N; i++)
    h[i].nd->val[1] = i * 2;
#pragma omp target exit data map(from: h[0:n])
  if (h[7].nd != nd7 || h[7].nd->val != val7 || h[7].nd->val[1] != 14)
    abort ();
  return 0;
}
