/* The present modifier on a section of a mapped type checks each entry
   the mapper pushes as a whole: an element's data mapped in two halves,
   each a mapping of its own, is not present, though its first and last
   elements are.  The message names the section as written.  */
/* { dg-do run } */
/* { dg-shouldfail "element data in two halves is not present" } */

#include <stdio.h>
#include <stdlib.h>

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

#define N 3

int
main (void)
{
  int n = N;
  struct vec *p = malloc (N * sizeof *p);
  for (int i = 0; i < N; i++)
    {
      p[i].len = 4;
      p[i].d = calloc (4, sizeof (int));
    }
  /* Present as the mapper maps it.  */
#pragma omp target enter data map(to: p[0:n])
#pragma omp target map(present, tofrom: p[0:n])
  p[1].d[3] = 13;
#pragma omp target exit data map(from: p[0:n])
  if (p[1].d[3] != 13)
    abort ();
  puts ("whole ok");
  fflush (stdout);

  /* Element 1's data in two halves.  */
#pragma omp target enter data map(to: p[0:n])
#pragma omp target exit data map(release: p[1].d[0:4])
#pragma omp target enter data map(to: p[1].d[0:2])
#pragma omp target enter data map(to: p[1].d[2:2])
#pragma omp target map(present, tofrom: p[0:n])
  p[1].d[3] = 23;
  puts ("not reached");
  return 0;
}
/* { dg-output "whole ok\[\r\n\]+libgompx: \[^\r\n\]*present-8.c:46:\[0-9\]+: 16 bytes at 0x\[0-9a-f\]+ mapped for 'p\\\[0:n\\\]' are not present on device 0" } */
