/* Pool mode, pointers inside pooled data: target update to and from in
   one construct leaves the device's pointers device pointers and the
   host's host pointers; and when a block pointed to goes before the
   block holding the pointer (two mappers reaching different depths),
   the pointer comes back to the host with its host value.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdint.h>
#include <stdlib.h>
#include <omp.h>
#include "gompx.h"
#include "libgomp-present.h"

struct inner
{
  int n;
  int *data;
};

struct outer
{
  int id;
  struct inner *in;
};

#pragma omp declare mapper (struct outer o) \
  map(tofrom: o, o.in[0:1], o.in->data[0:o.in->n])
#pragma omp declare mapper (top: struct outer o) map(tofrom: o, o.in[0:1])

#define N 4
#define M 3

int
main (void)
{
  int dev = omp_get_default_device ();
  GOMPX_map_pool (1);
  struct outer *p = malloc (N * sizeof *p);
  int *datas[N];
  for (int i = 0; i < N; i++)
    {
      p[i].id = i;
      p[i].in = malloc (sizeof (struct inner));
      p[i].in->n = M;
      p[i].in->data = datas[i] = calloc (M, sizeof (int));
    }
  int n = N, two = 2;
  struct outer *q = p + 2;

#pragma omp target enter data map(to: p[0:n])
  if (libgomp_is_present (p[2].in, dev)
      || !GOMPX_map_is_present (p[2].in->data, dev))
    abort ();
  /* to for the first two, from for the others, in one construct.  */
  p[0].in->n = M - 1;
#pragma omp target update to(p[0:two]) from(q[0:two])
  if (p[2].in->data != datas[2] || p[3].in->data != datas[3])
    abort ();
  uintptr_t host0 = (uintptr_t) datas[0], host2 = (uintptr_t) datas[2];
  int bad = 0;
#pragma omp target map(tofrom: bad)
  {
    bad += (uintptr_t) p[0].in->data == host0 || p[0].in->n != M - 1;
    bad += (uintptr_t) p[2].in->data == host2;
    p[2].in->data[1] = 7;
  }
  if (bad)
    abort ();

  /* A second reference to the inner structs only; the first exit
     ends the data, the second brings the inner structs back.  */
#pragma omp target enter data map(mapper(top), to: p[0:n])
#pragma omp target exit data map(from: p[0:n])
  if (p[2].in->data[1] != 7 || GOMPX_map_is_present (p[2].in->data, dev)
      || !GOMPX_map_is_present (p[2].in, dev))
    abort ();
#pragma omp target exit data map(mapper(top), from: p[0:n])
  for (int i = 0; i < N; i++)
    if (p[i].in->data != datas[i])
      abort ();
  if (GOMPX_map_is_present (p[2].in, dev) || omp_target_is_present (p, dev))
    abort ();
  return 0;
}
