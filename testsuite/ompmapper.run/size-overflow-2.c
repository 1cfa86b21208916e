/* A section of a mapped type whose elements' member sections overflow
   a size_t (2^61 doubles): the runtime function of the mapper stops the
   program naming the member section as the mapper spells it, where the
   mapper is, and the construct's list item (issue 34, eleventh
   class).  A negative length is said as one.  */
/* { dg-do run } */
/* { dg-shouldfail "member section too large" } */

#include <stdio.h>
#include <stdlib.h>

struct row
{
  double *v;
  long n;
  struct row *next;
};

#pragma omp declare mapper (struct row r) map(tofrom: r.v[0:r.n], r.next[0:1])

int
main (void)
{
  struct row *rows = calloc (2, sizeof *rows);
  double x[2] = { 1, 2 };
  rows[0].v = x;
  rows[0].n = 2;
  rows[1].v = x;
  rows[1].n = (long) 1 << 61;
  int k = 2;
  puts ("started");
  fflush (stdout);
#pragma omp target enter data map(to: rows[0:k])
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*size-overflow-2.c:19:\[0-9\]+: 'r.v\\\[0:r.n\\\]' is too large: 2305843009213693952 elements of 8 bytes are more than any object holds, mapping 'rows\\\[0:k\\\]' at \[^\r\n\]*size-overflow-2.c:33:\[0-9\]+" } */
