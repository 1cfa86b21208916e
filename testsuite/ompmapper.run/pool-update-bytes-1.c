/* A target update of one element of a pooled section moves that
   element's bytes, not the pool's: the rest of the pool's device data
   may be another thread's kernel's to write meanwhile, and an update
   that brought the whole pool back and up again lost such writes.  The
   same for "always, to" on one element.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 64
#define LEN 16

int
main (void)
{
  GOMPX_map_pool (1);
  struct elt *p = make_elts (N, LEN, 1);
  int n = N, one = 1;
#pragma omp target enter data map(to: p[0:n])
  /* On the device, element 9's data changes.  */
#pragma omp target map(tofrom: p[9:one])
  p[9].d[0] = 90;

  unsigned long long to0 = device_counters ().host2dev_bytes;
  unsigned long long from0 = device_counters ().dev2host_bytes;
  struct elt *q = &p[3];
  q->d[0] = 30;
#pragma omp target update to(q[0:one])
  unsigned long long to1 = device_counters ().host2dev_bytes;
#pragma omp target update from(q[0:one])
  unsigned long long from1 = device_counters ().dev2host_bytes;
  /* The element and its data, not the pool's N * LEN ints.  */
  if (to1 - to0 > sizeof (struct elt) + LEN * sizeof (int)
      || from1 - from0 > sizeof (struct elt) + LEN * sizeof (int)
      || to1 == to0 || from1 == from0)
    abort ();

  /* The element, its data, and the element again with its pointer's
     device value (libgomp's copy wrote the host's).  */
#pragma omp target enter data map(always, to: q[0:one])
  if (device_counters ().host2dev_bytes - to1
      > 2 * sizeof (struct elt) + LEN * sizeof (int))
    abort ();
#pragma omp target exit data map(release: q[0:one])
#pragma omp target exit data map(from: p[0:n])
  if (p[9].d[0] != 90 || p[3].d[0] != 30 || p[4].d[0] != 1)
    abort ();
  return 0;
}
