/* A struct mapped as a whole through a mapper, whose data has a negative
   length: libgomp would take the length for a size of exabytes; the
   program stops before the construct, naming the list item and the
   section's size, and no host data is written.  */
/* { dg-do run } */
/* { dg-shouldfail "negative length" } */

#include <stdio.h>
#include <stdlib.h>

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

static int data[4] = { 1, 2, 3, 4 };

static void
check_host (void)
{
  for (int i = 0; i < 4; i++)
    if (data[i] != i + 1)
      {
	printf ("host data overwritten at %d\n", i);
	return;
      }
  printf ("host data intact\n");
}

int
main (void)
{
  struct vec v = { -3, data };
  atexit (check_host);
  puts ("started");
  fflush (stdout);
#pragma omp target map(tofrom: v)
  v.d[0] = -1;
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*mapper-negative-3.c:40:\[0-9\]+: an array section of -12 bytes at 0x\[0-9a-f\]+ mapped for 'v' \\(the target of the pointer 8 bytes into it\\) has a negative length\[\r\n\]+host data intact" } */
