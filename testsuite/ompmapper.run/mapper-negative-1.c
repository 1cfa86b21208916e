/* An element whose data has a negative length, in a section mapped
   through a mapper: the program stops before anything moves, naming the
   section's list item and its clause's place; no host data is written
   (the region would have written every element's data, and its exit
   copied it back).  */
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
#define LEN 8

static struct vec *p;
static int *buf;

/* At the exit the runtime's error makes: the host's data as it was.  */

static void
check_host (void)
{
  for (int i = 0; i < N * LEN; i++)
    if (buf[i] != i)
      {
	printf ("host data overwritten at %d\n", i);
	return;
      }
  for (int i = 0; i < N; i++)
    if (p[i].d != buf + i * LEN || p[i].len != (i == 2 ? -3 : LEN))
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
  buf = malloc (N * LEN * sizeof (int));
  for (int i = 0; i < N * LEN; i++)
    buf[i] = i;
  for (int i = 0; i < N; i++)
    {
      p[i].len = LEN;
      p[i].d = buf + i * LEN;
    }
  p[2].len = -3;
  atexit (check_host);
  puts ("started");
  fflush (stdout);
#pragma omp target map(tofrom: p[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      p[i].d[k] = -1;
  puts ("not reached");
  return 0;
}
/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*mapper-negative-1.c:63:\[0-9\]+: an array section of -12 bytes at 0x\[0-9a-f\]+ mapped for 'p\\\[0:n\\\]' \\(the target of the pointer 40 bytes into it\\) has a negative length\[\r\n\]+host data intact" } */
