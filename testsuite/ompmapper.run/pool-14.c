/* Pool mode, blocks next to each other in memory (a run): blocks that
   stay mapped when others of the section go still come back right; a
   pointer into a block that a target region looks up finds its device
   data; the bytes between blocks are not mapped; and a map clause on
   them has the pool handed to libgomp first, which then maps those
   bytes of their own.  */
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
      || !program_is_present (p[2].d, dev) || !program_is_present (p[5].d, dev))
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
  if (!program_is_present (buf + 5, dev) || program_is_present (buf + 7, dev))
    abort ();
  /* A pointer into a block, as a target region looks it up (libgomp is
     told of the block then).  */
  int *in0 = buf + 5, got = -1;
#pragma omp target map(from: got)
  got = in0[0];
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
