/* Pool mode on every kind of construct with a section of a mapped type:
   a combined construct, target data with update inside, device(1) (the
   pool on that device only), if(0) (host memory, nothing pooled),
   depend with nowait (done by the taskwait, in order), and a pool
   deleted and made again inside a data region.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 40
#define LEN 8

static int
all (struct elt *p, int want)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      if (p[i].d[k] != want + i)
	return 0;
  return 1;
}

int
main (void)
{
  /* Two emulated devices; libgomp looks for them on first use.  */
  setenv ("OMPMAPPER_HOSTEMU_DEVICES", "2", 1);
  GOMPX_map_pool (1);
  struct elt *p = make_elts (N, LEN, 0);
  int n = N;

  /* A combined construct.  */
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      p[i].d[k] += i;
  if (!all (p, 0) || omp_target_is_present (p, 0))
    abort ();

  /* target data; update from and to inside.  */
#pragma omp target data map(to: p[0:n])
  {
    /* Pooled, and present for code that asks through a pointer.  */
    if (!GOMPX_map_is_present (p[3].d, 0) || !program_is_present (p[3].d, 0))
      abort ();
#pragma omp target
    for (int i = 0; i < N; i++)
      for (int k = 0; k < LEN; k++)
	p[i].d[k] += 10;
    if (!all (p, 0))
      abort ();
#pragma omp target update from(p[0:n])
    if (!all (p, 10))
      abort ();
    for (int i = 0; i < N; i++)
      for (int k = 0; k < LEN; k++)
	p[i].d[k] = 20 + i;
#pragma omp target update to(p[0:n])
#pragma omp target
    for (int i = 0; i < N; i++)
      for (int k = 0; k < LEN; k++)
	p[i].d[k] += 1;
  }
  /* map(to): nothing came back at the end.  */
  if (!all (p, 20) || GOMPX_map_is_present (p[3].d, 0))
    abort ();

  /* device(1).  */
#pragma omp target enter data map(to: p[0:n]) device(1)
  if (!GOMPX_map_is_present (p[5].d, 1) || !program_is_present (p[5].d, 1)
      || GOMPX_map_is_present (p[5].d, 0)
      || !omp_target_is_present (p, 1) || omp_target_is_present (p, 0))
    abort ();
#pragma omp target map(tofrom: p[0:n]) device(1)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      p[i].d[k] = 30 + i;
#pragma omp target exit data map(from: p[0:n]) device(1)
  if (!all (p, 30) || GOMPX_map_is_present (p[5].d, 1))
    abort ();

  /* if(0): the host's memory.  */
  int *d0 = p[0].d;
#pragma omp target map(tofrom: p[0:n]) if(0)
  p[0].d[0] = -1;
  if (p[0].d != d0 || p[0].d[0] != -1)
    abort ();
  p[0].d[0] = 30;

  /* depend and nowait: in order, done at the taskwait.  */
#pragma omp parallel
#pragma omp single
  {
#pragma omp target enter data map(to: p[0:n]) depend(out: p) nowait
#pragma omp target teams distribute parallel for depend(inout: p) nowait
    for (int i = 0; i < N; i++)
      for (int k = 0; k < LEN; k++)
	p[i].d[k] = 40 + i;
#pragma omp target exit data map(from: p[0:n]) depend(in: p) nowait
#pragma omp taskwait
  }
  if (!all (p, 40) || omp_target_is_present (p, 0)
      || GOMPX_map_is_present (p[1].d, 0))
    abort ();

  /* delete inside a data region, then a new pool for the same section:
     the region's end unmaps what is mapped there then, as OpenMP 5.1
     has it (and libomptarget does): its reference count, the new
     enter's, goes to zero and the data comes back.  libgomp 12 ends a
     data region through the mappings it made, which the delete freed
     (valgrind: an invalid read), so pooled roots are mapped as enter
     data maps them.  */
#pragma omp target data map(tofrom: p[0:n])
  {
#pragma omp target exit data map(delete: p[0:n])
    p[2].d[0] = 5;
#pragma omp target enter data map(to: p[0:n])
#pragma omp target
    p[2].d[1] = 7;
  }
  if (p[2].d[0] != 5 || p[2].d[1] != 7 || GOMPX_map_is_present (p[2].d, 0)
      || omp_target_is_present (p, 0))
    abort ();
#pragma omp target exit data map(from: p[0:n])
  if (p[2].d[0] != 5 || p[2].d[1] != 7 || GOMPX_map_is_present (p[2].d, 0))
    abort ();
  return 0;
}
