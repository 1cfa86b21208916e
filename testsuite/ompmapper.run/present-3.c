/* present on a motion clause (target update) and through a mapper: the
   modifier carries into the mapper's entries, so a struct that is mapped
   without its data stops the program, naming the data.  */
/* { dg-do run } */
/* { dg-shouldfail "the data of s is not present" } */

#include <stdio.h>

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  int data[2] = { 7, 8 };
  struct vec s = { 2, data };
  /* Present as a whole: fine.  */
#pragma omp target enter data map(to: s)
#pragma omp target update to(present: s)
#pragma omp target exit data map(release: s)
  puts ("whole ok");
  fflush (stdout);
  /* The struct alone, not its data.  */
#pragma omp target enter data map(to: s.len, s.d)
#pragma omp target update from(present: s)
  puts ("not reached");
  return 0;
}
/* { dg-output "whole ok\[\r\n\]+libgompx: \[^\r\n\]*present-3.c:30:\[0-9\]+: 8 bytes at 0x\[0-9a-f\]+ mapped for 's' are not present on device 0" } */
