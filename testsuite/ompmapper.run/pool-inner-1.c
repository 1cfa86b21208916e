/* Sections that lie inside pooled data, as the exact way has them: an
   exit of the inner array of structs (pooled as the data of an outer
   element) unmaps it and brings it back; and a construct that goes the
   exact way, attaching a pointer that lies in a pooled block, attaches
   it (libgomp, not told of the block, would skip the attachment).  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct inner
{
  int m;
  int *d;
  int *e;
};

struct outer
{
  int n;
  struct inner *b;
};

#pragma omp declare mapper (struct inner v) map(tofrom: v, v.d[0:v.m])
#pragma omp declare mapper (struct outer v) map(tofrom: v, v.b[0:v.n])

static struct outer *
make (int n)
{
  struct outer *a = malloc (sizeof *a);
  a->n = n;
  a->b = malloc (n * sizeof *a->b);
  for (int j = 0; j < n; j++)
    {
      a->b[j].m = 4;
      a->b[j].d = calloc (4, sizeof (int));
      a->b[j].e = calloc (4, sizeof (int));
      a->b[j].e[0] = 5;
    }
  return a;
}

int
main (void)
{
  int dev = omp_get_default_device (), n = 3, one = 1;

  /* The exit of the inner section.  */
  struct outer *a = make (n);
#pragma omp target enter data map(to: a[0:one])
#pragma omp target
  for (int j = 0; j < a->n; j++)
    {
      a->b[j].m = 100 + j;
      a->b[j].d[0] = 7;
    }
  struct inner *bp = a->b;
#pragma omp target exit data map(from: bp[0:n])
  if (omp_target_is_present (bp, dev) || bp[0].m != 100 || bp[2].m != 102
      || bp[1].d[0] != 7)
    abort ();

  /* A pointer in a pooled block (C->B[0].E), attached by a construct
     whose other section (OP) makes it go the exact way: the region sees
     the device's copy of what it points to.  */
  struct outer *c = make (n);
#pragma omp target enter data map(to: c[0:one])
  struct inner *b0 = &c->b[0];
  struct inner o[1];
  o[0].m = 2;
  o[0].d = calloc (2, sizeof (int));
  o[0].e = NULL;
  struct inner *op = o;
#pragma omp target enter data map(to: b0->e[0:4]) map(to: op[0:one])
  b0->e[0] = 6;
  int got = -1;
#pragma omp target map(from: got)
  got = c->b[0].e[0];
  if (got != 5)
    abort ();
  return 0;
}
