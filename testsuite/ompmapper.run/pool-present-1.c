/* The present modifier on a range that starts in data libgomp maps and
   runs on into a pooled block (the blocks are slices of one buffer, the
   bytes between them mapped by hand) is not present: two mappings, as
   the exact way has them.  libgomp, which does not know the pooled
   block, is not asked for its device address.  */
/* { dg-do run } */
/* { dg-shouldfail "the range is in two mappings" } */

#include <stdio.h>
#include <stdlib.h>

struct elt
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  int *buf = calloc (40, sizeof (int));
  struct elt e[3];
  for (int i = 0; i < 3; i++)
    {
      e[i].len = 6;
      e[i].d = buf + 10 * i;
    }
  struct elt *pe = e;
  int three = 3;
#pragma omp target enter data map(to: pe[0:three])
#pragma omp target enter data map(to: buf[6:4])
  fprintf (stderr, "checkpoint\n");
#pragma omp target map(present, to: buf[6:8])
  buf[7] = 1;
  fprintf (stderr, "not reached\n");
  return 0;
}

/* { dg-output "checkpoint\[\r\n\]+libgompx: \[^\r\n\]*pool-present-1.c:35:\[0-9\]+: 'buf\\\[6:8\\\]' is not present on device 0" } */
