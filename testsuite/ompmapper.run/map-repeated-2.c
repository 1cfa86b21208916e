/* map(present, to: x) map(from: x) where x is not mapped: the present
   check of the merged clause stops the program, naming x.  */
/* { dg-do run } */
/* { dg-shouldfail "x is not present" } */

#include <stdio.h>

int
main (void)
{
  int x = 1;
  printf ("started\n");
  fflush (stdout);
#pragma omp target map(present, to: x) map(from: x)
  x++;
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*map-repeated-2.c:14:\[0-9\]+: 'x' is not present on device 0" } */
