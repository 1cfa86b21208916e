/* map(present, ...) of an item that is not mapped: the program stops
   before anything moves, naming the item, its clause's place and the
   device.  */
/* { dg-do run } */
/* { dg-shouldfail "b is not present" } */

#include <stdio.h>

int
main (void)
{
  int a[2] = { 1, 2 }, b[2] = { 3, 4 };
#pragma omp target enter data map(to: a)
  puts ("started");
  fflush (stdout);
#pragma omp target map(present, tofrom: a) map(present, to: b)
  a[0] = b[0];
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*present-2.c:16:\[0-9\]+: 'b' is not present on device 0" } */
