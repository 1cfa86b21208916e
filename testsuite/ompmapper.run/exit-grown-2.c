/* A section written by hand, longer at exit data "from" than at enter
   data: the program stops before libgomp 12 copies back bytes past the
   mapping over the host's (issue 34, eleventh class).  */
/* { dg-do run } */
/* { dg-shouldfail "exit data past the mapping" } */

#include <stdio.h>
#include <stdlib.h>

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
  int n = 4;
#pragma omp target enter data map(to: data[0:n])
  atexit (check_host);
  puts ("started");
  fflush (stdout);
  n = 8;
#pragma omp target exit data map(from: data[0:n])
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: exit data would copy back 32 bytes at 0x\[0-9a-f\]+, past the end of what is mapped there on device 0 \\(mapped shorter\\?\\); nothing has come back\[\r\n\]+host data intact" } */
