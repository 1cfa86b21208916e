/* The present modifier inside a declare mapper's map clause: an item
   that clause maps that is not present stops the program before the
   construct moves anything, naming the item as the mapper spells it at
   the clause that invoked the mapper.  */
/* { dg-do run } */
/* { dg-shouldfail "the data of s is not present" } */

#include <stdio.h>

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (struct S s) map(tofrom: s) \
		    map(present, to: s.d[0:s.n])

int
main (void)
{
  int buf[4] = { 1, 2, 3, 4 };
  struct S s = { 4, buf };
  fprintf (stderr, "started\n");
#pragma omp target map(tofrom: s)
  s.n++;
  fprintf (stderr, "not reached\n");
  return 0;
}

/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*present-10.c:25:\[0-9\]+: 's.d\\\[0:s.n\\\]' is not present on device 0 \\(its map clause in the mapper has the present modifier\\)" } */
