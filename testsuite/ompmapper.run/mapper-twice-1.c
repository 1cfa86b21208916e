/* A mapper that maps the same pointee section twice, plainly and
   through another mapper (map(from: w.c[0:w.n_c]) map(mapper(m1), from:
   w.c[0:w.n_c])): its storage has one entry in the construct's vector
   with both clauses' map types.  With two, libgomp 12 laid it out twice
   and every later entry of the construct went to the wrong place (a
   section of another list item reached the region as zeros).  */
/* { dg-do run } */

#include <stdlib.h>

struct t1
{
  double *a;
  short b[3];
};

typedef struct
{
  long long a[3];
  struct t1 b;
  struct t1 *c;
  int n_c;
} t2_t;

#pragma omp declare mapper (m1: struct t1 v) map(tofrom: v.a[1:1], v)
#pragma omp declare mapper (t2_t w) map(to: w.c[0:w.n_c]) map(to: w)
#pragma omp declare mapper (m2: t2_t w) map(tofrom: w) \
		    map(to: w.c[0:w.n_c]) map(mapper(m1), from: w.c[0:w.n_c])

int
main (void)
{
  t2_t *p = malloc (3 * sizeof (t2_t)), x, *r = malloc (2 * sizeof (t2_t));
  long seen[3] = { 0, 0, 0 };
  p[2].b.b[1] = 4136;
  p[2].c = malloc (sizeof (struct t1));
  p[2].n_c = 1;
  x.c = malloc (sizeof (struct t1));
  x.c[0].a = malloc (2 * sizeof (double));
  x.c[0].a[1] = 2.5;
  x.c[0].b[2] = 7;
  x.n_c = 1;
  for (int i = 0; i < 2; i++)
    {
      r[i].c = malloc (sizeof (struct t1));
      r[i].c[0].a = malloc (2 * sizeof (double));
      r[i].c[0].a[1] = i;
      r[i].c[0].b[2] = 10 + i;
      r[i].n_c = 1;
    }
#pragma omp target map(from: seen) map(tofrom: p[2:1]) \
		   map(mapper(m2), tofrom: x, r[0:2])
  {
    seen[0] = p[2].b.b[1];
    seen[1] = x.c[0].b[2] + (long) x.c[0].a[1];
    seen[2] = r[1].c[0].b[2] + (long) r[1].c[0].a[1];
    x.c[0].a[1] = 8.5;
    r[0].c[0].b[0] = 33;
  }
  if (seen[0] != 4136 || seen[1] != 9 || seen[2] != 12)
    abort ();
  if (x.c[0].a[1] != 8.5 || r[0].c[0].b[0] != 33)
    abort ();
  return 0;
}
