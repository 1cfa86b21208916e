/* Constructs whose mapper gives libgomp long vectors (three entries per
   element), on a thread with a small stack: libgomp 12 keeps arrays of
   16 bytes per entry on the stack for a data region (and for the device
   addresses a present check or an update asks for) and of 8 for an
   exit, which overflowed this thread's stack at 20000 elements (and an
   8 MiB stack at about 500000); libgompx runs such calls on a stack of
   their own.  Each element's data must still make the round trip.  */
/* { dg-do run } */

#include <pthread.h>
#include <stdlib.h>

struct s
{
  int *p;
  int n;
};

#pragma omp declare mapper (struct s v) map (v, v.p[0:v.n])

#define N 20000

static void *
work (void *arg)
{
  struct s *a = arg;
  long n = N;
#pragma omp target enter data map(to: a[0:n])
#pragma omp target
  for (long i = 0; i < n; i++)
    a[i].p[1] += 10;
  /* The device's values, by update and by a data region's end.  */
#pragma omp target update from(a[0:n])
  for (long i = 0; i < n; i++)
    if (a[i].p[1] != i + 11)
      abort ();
#pragma omp target data map(tofrom: a[0:n])
  {
#pragma omp target
    for (long i = 0; i < n; i++)
      a[i].p[2] += 100;
  }
#pragma omp target exit data map(from: a[0:n])
  return NULL;
}

int
main (void)
{
  struct s *a = malloc (N * sizeof *a);
  int *d = malloc (N * 4 * sizeof *d);
  if (!a || !d)
    abort ();
  for (long i = 0; i < N; i++)
    {
      a[i].p = d + 4 * i;
      a[i].n = 4;
      for (int j = 0; j < 4; j++)
	a[i].p[j] = i + j;
    }
  pthread_attr_t attr;
  pthread_t t;
  if (pthread_attr_init (&attr)
      || pthread_attr_setstacksize (&attr, 256 * 1024)
      || pthread_create (&t, &attr, work, a) || pthread_join (t, NULL))
    abort ();
  for (long i = 0; i < N; i++)
    if (a[i].p[0] != i || a[i].p[1] != i + 11 || a[i].p[2] != i + 102
	|| a[i].p[3] != i + 3)
      abort ();
  return 0;
}
