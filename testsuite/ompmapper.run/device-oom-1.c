/* A member section too large for the device (4 TiB): libgomp stops the
   program with "device memory allocation fail" and no word of the list
   item; libgompx then names the construct's items and the largest entry
   (issue 34, eleventh class).  */
/* { dg-do run } */
/* { dg-shouldfail "device allocation fails" } */

#include <stdio.h>
#include <stdlib.h>

struct vec
{
  int *d;
  size_t n;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v.d[0:v.n])

int
main (void)
{
  int x[4] = { 0, 1, 2, 3 };
  struct vec s = { x, (size_t) 1 << 40 };
  puts ("started");
  fflush (stdout);
#pragma omp target map(tofrom: s)
  s.d[0] = 1;
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+(\[^\r\n\]*\[\r\n\]+)*libgomp: device memory allocation fail\[\r\n\]+libgompx: \[^\r\n\]*device-oom-1.c:26:\[0-9\]+: the program stopped while libgomp mapped 's', 's.d\\\[0:s.n\\\]' \\(\[0-9\]+ entries, the largest 4398046511104 bytes\\)" } */
