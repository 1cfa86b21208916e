/* Present of a struct whose last member is not mapped (its first is):
   the program stops before anything moves, naming the struct.  */
/* { dg-do run } */
/* { dg-shouldfail "s is not present" } */

#include <stdio.h>

struct S { int len; double *d; };

int
main (void)
{
  double d[4] = { 1, 2, 3, 4 };
  struct S s = { 4, d };
#pragma omp target enter data map(to: s.len)
  puts ("started");
  fflush (stdout);
#pragma omp target map(present, alloc: s)
  s.len = 5;
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*present-members-2.c:18:\[0-9\]+: 's' is not present on device 0" } */
