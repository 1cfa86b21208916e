/* A member section whose length times its element's size overflows a
   size_t (2^62 + 1 ints: 4 bytes, wrapped) is an error naming the item
   and the place of the construct the mapper is expanded at, before
   anything moves (issue 34, eleventh class); no host data is
   written.  */
/* { dg-do run } */
/* { dg-shouldfail "section too large" } */

#include <stdio.h>
#include <stdlib.h>

struct vec
{
  int *d;
  size_t len;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v.d[0:v.len])

static int data[4] = { 1, 2, 3, 4 };

static void
check_host (void)
{
  for (int i = 0; i < 4; i++)
    if (data[i] != i + 1)
      {
	printf ("data[%d] overwritten\n", i);
	return;
      }
  printf ("host data intact\n");
}

int
main (void)
{
  struct vec s = { data, 4 };
#pragma omp target map(tofrom: s)
  s.d[0] = 1;
  atexit (check_host);
  puts ("started");
  fflush (stdout);
  s.len = ((size_t) 1 << 62) + 1;
#pragma omp target map(tofrom: s)
  s.d[0] = -1;
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*size-overflow-1.c:44:\[0-9\]+: 's.d\\\[0:s.len\\\]' is too large: 4611686018427387905 elements of 4 bytes are more than any object holds\[\r\n\]+host data intact" } */
