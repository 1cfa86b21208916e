/* Pool mode with pointers inside pooled data: each element points to an
   inner struct that points to the data.  Both blocks are pooled; the
   inner struct's pointer is written with its device value in the pool
   and comes back to the host with its host value, as libgomp's
   detachment would have it, while the data comes back.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdlib.h>
#include <omp.h>
#include "gompx.h"
#include "libgomp-present.h"
#include "outer-1.h"

#define N 30
#define M 5

int
main (void)
{
  int dev = omp_get_default_device ();
  GOMPX_map_pool (1);
  struct outer *p = make_outers (N, M);
  struct inner *ins[N];
  double *datas[N];
  for (int i = 0; i < N; i++)
    {
      ins[i] = p[i].in;
      datas[i] = p[i].in->data;
      for (int k = 0; k < M; k++)
	p[i].in->data[k] = k;
    }
  int n = N;

#pragma omp target enter data map(to: p[0:n])
  /* Pooled, both levels.  */
  if (libgomp_is_present (p[3].in, dev)
      || !GOMPX_map_is_present (p[3].in, dev)
      || !GOMPX_map_is_present (p[3].in->data, dev))
    abort ();

  int bad = 0;
#pragma omp target map(tofrom: bad)
  for (int i = 0; i < N; i++)
    {
      if (p[i].id != i || p[i].in->n != M)
	bad++;
      for (int k = 0; k < M; k++)
	{
	  bad += p[i].in->data[k] != k;
	  p[i].in->data[k] = 10 * i + k;
	}
      p[i].in->n = M + 1;
    }
  if (bad)
    abort ();

#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < N; i++)
    {
      /* Host pointers at both levels; the device's values came back.  */
      if (p[i].in != ins[i] || p[i].in->data != datas[i]
	  || p[i].in->n != M + 1)
	abort ();
      for (int k = 0; k < M; k++)
	if (p[i].in->data[k] != 10 * i + k)
	  abort ();
    }
  if (GOMPX_map_is_present (p[3].in, dev) || omp_target_is_present (p, dev))
    abort ();
  return 0;
}
