/* Named mappers that map different halves of two-dimensional array members:
   each region gets and returns only its half (counted in bytes), with the two
   regions on two devices, nowait, joined by taskwait, so that a region mapping
   the whole struct would overwrite the other's half; inside a target data
   region through one of them the host's rows stay as they were until it ends
   (GCC libgomp.c++/declare-mapper-2.C, OpenMP Examples target_mapper.2.c).  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>
#include "hostemu.h"

#define N 16

struct mat
{
  int re[N][N];
  int im[N][N];
};

#pragma omp declare mapper (top: struct mat m) \
		    map(m.re[0:N / 2][0:N], m.im[0:N / 2][0:N])
#pragma omp declare mapper (bottom: struct mat m) \
		    map(m.re[N / 2:N / 2][0:N]) map(m.im[N / 2:N / 2][0:N])

/* Bytes device DEV copied back to the host so far.  */

static unsigned long long
back_bytes (int dev)
{
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (dev, &c) != 0)
    abort ();
  return c.dev2host_bytes;
}

static void
fill (struct mat *m, int lo, int hi, int v)
{
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < N; j++)
      {
	m->re[i][j] += v + i;
	m->im[i][j] -= v + j;
      }
}

int
main (void)
{
  /* libgomp looks for devices on first use, after this.  */
  setenv ("OMPMAPPER_HOSTEMU_DEVICES", "2", 1);
  int d1 = omp_get_num_devices () > 1;
  static struct mat a, b;
  unsigned long long back0 = back_bytes (0), back1 = back_bytes (d1);

#pragma omp target map(mapper(top), tofrom: a, b) device(0) nowait
  {
    fill (&a, 0, N / 2, 100);
    fill (&b, 0, N / 2, 200);
  }
#pragma omp target map(mapper(bottom), tofrom: a, b) device(d1) nowait
  {
    fill (&a, N / 2, N, 300);
    fill (&b, N / 2, N, 400);
  }
#pragma omp taskwait
  /* Each device sent back its halves of a and b, no more (with one
     device, as on a single GPU, both regions' halves).  */
  unsigned long long got0 = back_bytes (0) - back0;
  unsigned long long got1 = back_bytes (d1) - back1;
  unsigned long long want0 = d1 ? sizeof a : 2 * sizeof a;
  if (got0 < want0 || got0 > want0 + 128
      || (d1 && (got1 < sizeof a || got1 > sizeof a + 64)))
    abort ();

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	int va = i < N / 2 ? 100 : 300, vb = i < N / 2 ? 200 : 400;
	if (a.re[i][j] != va + i || a.im[i][j] != -(va + j)
	    || b.re[i][j] != vb + i || b.im[i][j] != -(vb + j))
	  __builtin_abort ();
      }

  /* Inside a target data region through "top", the host's rows stay
     as they were until it ends.  */
#pragma omp target data map(mapper(top), tofrom: a) device(0)
  {
#pragma omp target map(mapper(top), tofrom: a) device(0)
    fill (&a, 0, N / 2, 1000);
    if (a.re[1][1] != 101)
      abort ();
  }
  if (a.re[1][1] != 1101 + 1)
    abort ();
  return 0;
}
