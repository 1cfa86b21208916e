/* A struct mapped whole by a target region's own clause, and a member of
   it through a mapper at run time on the same region (map(q[0:1])
   map(mapper(deep), tofrom: q->m)), its type having no default mapper:
   the struct is mapped first, around the member, so that libgomp 12
   does not refuse it as "already mapped"; the member's data reach the
   device through the mapper and come back, its pointer keeps its host
   value, and the rest of the struct makes the round trip.  Also on a
   target data region, and for an array of such structs mapped whole
   (map(a) map(mapper(deep), tofrom: a[1].m)).  */
/* { dg-do run } */

#include <stdlib.h>

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (deep: struct S v) map(tofrom: v, v.d[0:v.n])

struct M
{
  struct S m;
  int k;
};

int
main (void)
{
  struct M mm;
  mm.m.n = 2;
  mm.m.d = calloc (2, sizeof (int));
  mm.k = 5;
  struct M *q = &mm;
  int *host = mm.m.d, *dev = NULL;

#pragma omp target map(tofrom: q[0:1]) map(mapper(deep), tofrom: q->m) \
		   map(from: dev)
  {
    dev = q->m.d;
    q->m.d[1] = 42;
    q->k += 1;
  }
  if (dev == host || mm.m.d != host || host[1] != 42 || mm.k != 6)
    abort ();

#pragma omp target data map(tofrom: q[0:1]) map(mapper(deep), tofrom: q->m)
  {
#pragma omp target
    {
      q->m.d[0] = 7;
      q->k = 9;
    }
  }
  if (mm.m.d != host || host[0] != 7 || mm.k != 9)
    abort ();

  struct M a[2];
  for (int i = 0; i < 2; i++)
    {
      a[i].m.n = 1;
      a[i].m.d = calloc (1, sizeof (int));
      a[i].k = i;
    }
  int *ahost = a[1].m.d;
#pragma omp target map(tofrom: a) map(mapper(deep), tofrom: a[1].m) \
		   map(from: dev)
  {
    dev = a[1].m.d;
    a[1].m.d[0] = 3;
    a[0].k = 10;
  }
  if (dev == ahost || a[1].m.d != ahost || ahost[0] != 3 || a[0].k != 10)
    abort ();
  return 0;
}
