/* A section written by hand whose size overflows (2^62 + 1 ints) stops
   the program naming it, where GCC 12 maps the wrapped 4 bytes (issue
   34, eleventh class).  */
/* { dg-do run } */
/* { dg-shouldfail "section too large" } */

#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  (void) argv;
  int x[4] = { 1, 2, 3, 4 };
  size_t n = ((size_t) 1 << 62) + argc;
  puts ("started");
  fflush (stdout);
#pragma omp target map(tofrom: x[0:n])
  x[0] = -1;
  puts ("not reached");
  return x[0];
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*size-overflow-3.c:18:\[0-9\]+: 'x\\\[0:n\\\]' is too large: 4611686018427387905 elements of 4 bytes are more than any object holds" } */
