/* Pool mode: libgompx tells libgomp of pooled data a run at a time --
   blocks next to each other in memory, and the few bytes between them
   (between heap blocks, malloc's own).  Blocks that stay mapped when
   others of their run go are libgompx's alone from then on, and still
   come back right; a pointer one past a block, between blocks, gets
   its device address; and a map clause on data between pooled blocks,
   which libgomp takes for mapped, has the pool handed to libgomp first,
   which then maps those bytes of their own.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */
/* { dg-require-effective-target native_malloc } */

#include <stdio.h>
#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  int dev = omp_get_default_device ();
  GOMPX_map_pool (1);
  struct elt *p = make_elts (8, 4, 1);
  struct elt *q = p + 2;
  int n = 8, two = 2;
  unsigned long long allocs = device_counters ().allocs;
#pragma omp target enter data map(to: p[0:n])
#pragma omp target enter data map(to: q[0:two])
  if (device_counters ().allocs != allocs + 2
      || !libgomp_is_present (p[2].d, dev) || !libgomp_is_present (p[5].d, dev))
    abort ();

  /* All but p[2] and p[3] go.  */
#pragma omp target exit data map(from: p[0:n])
  if (libgomp_is_present (p[5].d, dev) || GOMPX_map_is_present (p[5].d, dev)
      || libgomp_is_present (p[2].d, dev) || !GOMPX_map_is_present (p[2].d, dev)
      || !GOMPX_map_is_present (p[3].d, dev))
    abort ();
#pragma omp target map(tofrom: q[0:two])
  q[1].d[3] = 42;
  if (p[3].d[3] != 1)
    abort ();
#pragma omp target exit data map(from: q[0:two])
  if (p[3].d[3] != 42 || GOMPX_map_is_present (p[3].d, dev))
    abort ();
  printf ("partial release ok\n");

  /* Slices of one buffer, 16 bytes apart: one run.  */
  int *buf = calloc (40, sizeof (int));
  struct elt e[3];
  for (int i = 0; i < 3; i++)
    {
      e[i].len = 6;
      e[i].d = buf + 10 * i;
    }
  struct elt *pe = e;
  int three = 3;
  buf[5] = 55;
#pragma omp target enter data map(to: pe[0:three])
  if (!libgomp_is_present (buf + 7, dev))
    abort ();
  /* A pointer one past a block, between blocks: the device address
     as far from its neighbours as on the host.  */
  int *end0 = buf + 6, got = -1;
#pragma omp target map(from: got)
  got = end0[-1];
  if (got != 55)
    abort ();
  printf ("between blocks ok\n");
  fflush (stdout);
  buf[7] = 77;
#pragma omp target enter data map(to: buf[7:2])
  int *at7 = buf + 7;
#pragma omp target map(from: got)
  {
    got = at7[0];
    at7[1] = 88;
    pe[2].d[1] = 99;
  }
  if (got != 77)
    abort ();
#pragma omp target exit data map(from: buf[7:2])
#pragma omp target exit data map(from: pe[0:three])
  if (buf[8] != 88 || buf[21] != 99 || libgomp_is_present (buf, dev)
      || libgomp_is_present (buf + 7, dev))
    abort ();
  printf ("map between blocks ok\n");
  return 0;
}

/* { dg-output "partial release ok\[\r\n\]+between blocks ok\[\r\n\]+map between blocks ok" } */
