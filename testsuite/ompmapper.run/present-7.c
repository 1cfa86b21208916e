/* The present modifier checks the whole list item: an array section is
   present when one mapping holds all of it.  Parts of one mapping pass;
   a section whose first and last elements are mapped, and every element
   between, but by three mappings of their own, stops the program,
   naming the section as written.  */
/* { dg-do run } */
/* { dg-shouldfail "a section split in three is not present" } */

#include <stdio.h>

int
main (void)
{
  int a[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
  int b[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
#pragma omp target enter data map(to: a[0:2])
#pragma omp target enter data map(to: a[2:4])
#pragma omp target enter data map(to: a[6:2])
#pragma omp target enter data map(to: b)
#pragma omp target map(present, tofrom: a[0:2], b[1:6])
  {
    a[1] = 10;
    b[6] = 60;
  }
#pragma omp target update from(present: a[6:2], b[0:8])
  if (a[1] != 1 || b[6] != 60)
    __builtin_abort ();
  puts ("parts ok");
  fflush (stdout);
#pragma omp target update from(present: a[0:8])
  puts ("not reached");
  return 0;
}
/* { dg-output "parts ok\[\r\n\]+libgompx: \[^\r\n\]*present-7.c:30:\[0-9\]+: 'a\\\[0:8\\\]' is not present on device 0" } */
