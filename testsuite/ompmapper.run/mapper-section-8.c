/* Zero lengths inside the elements of a section mapped through a mapper
   map nothing: an element whose data has length 0, its pointer null or
   not (pointing into another element's data, or to a block of its own),
   on target, enter/exit data and update, and a section of such elements
   only.  The pointer is not attached: in a region it has the value the
   element's copy brings, null or the host's (OpenMP 5.2's "retains its
   original value"); the other elements' data moves as usual.  */
/* { dg-do run } */

#include <stdlib.h>
#include <stdint.h>
#include <omp.h>

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

#define N 6

int
main (void)
{
  int dev = omp_get_default_device ();
  int n = N;
  struct vec *p = calloc (N, sizeof *p);
  uintptr_t host[N];
  /* 0: empty, null; 1: two ints; 2: empty, a block of its own; 3: empty,
     pointing into 1's data; 4: one int; 5: empty, null.  */
  p[1].len = 2;
  p[1].d = malloc (2 * sizeof (int));
  p[2].d = malloc (sizeof (int));
  p[3].d = p[1].d + 1;
  p[4].len = 1;
  p[4].d = malloc (sizeof (int));
  p[1].d[0] = 10;
  p[1].d[1] = 11;
  p[2].d[0] = 20;
  p[4].d[0] = 40;
  for (int i = 0; i < N; i++)
    host[i] = (uintptr_t) p[i].d;

  /* A target region.  */
  int bad = 0;
#pragma omp target map(tofrom: p[0:n]) map(to: host) map(from: bad)
  {
    bad = 0;
    for (int i = 0; i < N; i++)
      if (p[i].len)
	for (int k = 0; k < p[i].len; k++)
	  p[i].d[k] += 100;
      else if ((uintptr_t) p[i].d != host[i])
	bad = 1;
  }
  if (bad || p[1].d[0] != 110 || p[1].d[1] != 111 || p[4].d[0] != 140
      || p[2].d[0] != 20)
    abort ();
  for (int i = 0; i < N; i++)
    if ((uintptr_t) p[i].d != host[i])
      abort ();

  /* Entered and exited, updated between: the empty elements' pointers map
     nothing (2's block is not mapped); the others' data comes back.  */
#pragma omp target enter data map(to: p[0:n])
  if (!omp_target_is_present (p, dev) || !omp_target_is_present (p[1].d, dev)
      || omp_target_is_present (p[2].d, dev))
    abort ();
  p[1].d[0] = 1;
  p[4].d[0] = 4;
#pragma omp target update to(p[0:n])
#pragma omp target
  for (int i = 0; i < N; i++)
    for (int k = 0; k < p[i].len; k++)
      p[i].d[k] *= 3;
#pragma omp target update from(p[0:n])
  if (p[1].d[0] != 3 || p[1].d[1] != 333 || p[4].d[0] != 12)
    abort ();
  p[1].d[1] = 0;
#pragma omp target exit data map(from: p[0:n])
  if (p[1].d[0] != 3 || p[1].d[1] != 333 || p[4].d[0] != 12
      || omp_target_is_present (p, dev) || omp_target_is_present (p[1].d, dev))
    abort ();
  for (int i = 0; i < N; i++)
    if ((uintptr_t) p[i].d != host[i])
      abort ();

  /* Empty elements only.  */
  for (int i = 0; i < N; i++)
    p[i].len = 0;
#pragma omp target enter data map(to: p[0:n])
#pragma omp target map(tofrom: p[0:n]) map(from: bad)
  bad = p[0].d != 0 || p[2].d == 0;
#pragma omp target exit data map(from: p[0:n])
  if (bad || omp_target_is_present (p, dev))
    abort ();
  return 0;
}
