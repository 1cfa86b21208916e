/* Mapped array sections on target and target data: a region inside a
   data region copies nothing and the data comes back when the outermost
   region ends; a target region alone maps deep for its duration; a
   combined construct, device(), if(0), and depend with nowait keep their
   meaning; a mapper that maps members only (no "v" itself) still copies
   them when the section is created.  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

struct pt
{
  int x, y, z;
};
/* Members only: x in, y out, z neither.  */
#pragma omp declare mapper (struct pt q) map(to: q.x) map(from: q.y)

#define N 50

int
main (void)
{
  setenv ("OMPMAPPER_HOSTEMU_DEVICES", "2", 1);
  struct elt *p = make_elts (N, 4, 1);
  int n = N;

#pragma omp target data map(tofrom: p[0:n])
  {
    for (int i = 0; i < N; i++)
      p[i].d[0] = 99;
    int stale = 0;
#pragma omp target map(tofrom: p[0:n], stale)
    for (int i = 0; i < N; i++)
      {
	stale += p[i].d[0] == 1;
	p[i].d[2] += 10;
      }
    /* Nested: nothing moved either way.  */
    if (stale != N || p[3].d[2] != 1)
      abort ();
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
    for (int i = 0; i < N; i++)
      p[i].d[3] = i;
  }
  for (int i = 0; i < N; i++)
    if (p[i].d[2] != 11 || p[i].d[3] != i || p[i].d[0] != 1)
      abort ();

  /* device(1), and if(0) on the host.  */
#pragma omp target map(tofrom: p[0:n]) device(1)
  p[4].d[0] = 40;
  if (p[4].d[0] != 40 || omp_target_is_present (p, 1))
    abort ();
  int *host_d = p[4].d;
#pragma omp target map(to: p[0:n]) if(0)
  p[4].d[0] = 41;
  if (p[4].d != host_d || p[4].d[0] != 41)
    abort ();

  /* depend and nowait.  */
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out: p[0])
    for (int i = 0; i < N; i++)
      p[i].d[1] = 7;
#pragma omp target map(tofrom: p[0:n]) depend(inout: p[0]) nowait
    for (int i = 0; i < N; i++)
      p[i].d[1] *= 3;
#pragma omp taskwait
  }
  for (int i = 0; i < N; i++)
    if (p[i].d[1] != 21)
      abort ();

  /* Members only: the section is created with x copied in.  */
  struct pt *q = malloc (N * sizeof *q);
  for (int i = 0; i < N; i++)
    q[i] = (struct pt) { i, -1, -1 };
  int sum = 0;
#pragma omp target map(tofrom: q[0:n], sum)
  for (int i = 0; i < N; i++)
    {
      sum += q[i].x;
      q[i].y = 2 * q[i].x;
      q[i].z = 5;
    }
  if (sum != N * (N - 1) / 2)
    abort ();
  for (int i = 0; i < N; i++)
    if (q[i].y != 2 * i || q[i].z != -1)
      abort ();
  return 0;
}
