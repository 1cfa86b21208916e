/* A section of a mapped type of 2^40 elements: the map vector cannot
   hold its entries, and the message names the list item and its place
   (issue 34, eleventh class), not a size alone.  */
/* { dg-do run } */
/* { dg-shouldfail "map vector out of memory" } */

#include <stdio.h>
#include <stdlib.h>

struct vec
{
  int *d;
  int n;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v.d[0:v.n])

int
main (void)
{
  struct vec *ps = calloc (1, sizeof *ps);
  size_t n = (size_t) 1 << 40;
  puts ("started");
  fflush (stdout);
#pragma omp target map(tofrom: ps[0:n])
  ps[0].n = 1;
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*map-oom-1.c:25:\[0-9\]+: out of memory for the map vector of 'ps\\\[0:n\\\]' \\(\[0-9\]+ bytes\\)" } */
