/* A section of a mapped type with a negative length (p[0:n], n < 0),
   on target update, whose elements the runtime would walk before it
   hands anything to libgomp: the program stops first, naming the list
   item, its clause's place and the length; no host data is written.  */
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

#define N 4

static struct vec *p;

static void
check_host (void)
{
  for (int i = 0; i < N; i++)
    if (p[i].len != 1 || p[i].d[0] != i)
      {
	printf ("element %d overwritten\n", i);
	return;
      }
  printf ("host data intact\n");
}

int
main (void)
{
  int n = N;
  p = malloc (N * sizeof *p);
  for (int i = 0; i < N; i++)
    {
      p[i].len = 1;
      p[i].d = malloc (sizeof (int));
      p[i].d[0] = i;
    }
#pragma omp target enter data map(to: p[0:n])
#pragma omp target
  for (int i = 0; i < N; i++)
    p[i].d[0] = -1;
  atexit (check_host);
  puts ("started");
  fflush (stdout);
  n = -3;
#pragma omp target update from(p[0:n])
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*mapper-negative-2.c:54:\[0-9\]+: 'p\\\[0:n\\\]' has a negative length \\(-48 bytes\\)\[\r\n\]+host data intact" } */
