/* The host length of a mapper's member section grown between enter data
   and exit data "from": libgomp 12 would copy back the device's bytes
   past the mapping's end over the host's (the emulated device's poison
   here), the exact way and in pool mode alike.  The program stops
   before anything comes back, naming the construct's list items
   (issue 34, eleventh class).  */
/* { dg-do run } */
/* { dg-shouldfail "exit data past the mapping" } */

#include <stdio.h>
#include <stdlib.h>

struct vec
{
  int *d;
  int n;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v.d[0:v.n])

static int data[16];

static void
check_host (void)
{
  for (int i = 0; i < 16; i++)
    if (data[i] != i)
      {
	printf ("data[%d] overwritten\n", i);
	return;
      }
  printf ("host data intact\n");
}

int
main (void)
{
  for (int i = 0; i < 16; i++)
    data[i] = i;
  struct vec s = { data, 4 };
#pragma omp target enter data map(to: s)
  atexit (check_host);
  puts ("started");
  fflush (stdout);
  s.n = 8;
#pragma omp target exit data map(from: s)
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*exit-grown-1.c:46:\[0-9\]+: exit data of 's', 's.d\\\[0:s.n\\\]' would copy back 32 bytes at 0x\[0-9a-f\]+, past the end of what is mapped there on device 0 \\(mapped shorter\\?\\); nothing has come back\[\r\n\]+host data intact" } */
