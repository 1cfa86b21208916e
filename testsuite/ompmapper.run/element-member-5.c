/* A struct without a mapper whose members are a scalar, an array of
   structs with a mapper, and one such struct (mapper-diff seed 1686):
   its implicit mapper maps x.a, x.b[i].a, x.b[i].c, x.c.a and x.c.c.
   GCC 12 groups x.a and x.c's members but leaves those of x.b's elements
   between them, and the plugin's adoption of element members took the
   group's first clauses for the group: x.c reached the region from
   outside x's block (read 6 and 7 as poison and 1), with and without
   enter data before.  */
/* { dg-do run } */

#include <stdlib.h>

struct t1 { int a; int b; short c; };
struct t2 { long long a; struct t1 b[2]; struct t1 c; };

#pragma omp declare mapper (struct t1 it) map(tofrom: it.a, it.c)

static void
check (struct t2 *x, int enter)
{
  long long o[7];
  if (enter)
    {
#pragma omp target enter data map(to: x[0:1])
    }
#pragma omp target map(from: o) map(tofrom: x[0:1])
  {
    o[0] = x->a;
    o[1] = x->b[0].a;
    o[2] = x->b[0].c;
    o[3] = x->b[1].a;
    o[4] = x->b[1].c;
    o[5] = x->c.a;
    o[6] = x->c.c;
    x->c.c += 10;
  }
  if (enter)
    {
#pragma omp target exit data map(from: x[0:1])
    }
  for (int i = 0; i < 7; i++)
    if (o[i] != i + 1)
      abort ();
  if (x->c.c != 17)
    abort ();
  x->c.c = 7;
}

int
main (void)
{
  struct t2 x;
  x.a = 1;
  x.b[0].a = 2;
  x.b[0].c = 3;
  x.b[1].a = 4;
  x.b[1].c = 5;
  x.c.a = 6;
  x.c.c = 7;
  check (&x, 0);
  check (&x, 1);

  /* The variable itself, as the tester wrote it.  */
  long long c;
#pragma omp target enter data map(to: x)
#pragma omp target map(from: c) map(tofrom: x)
  c = x.c.a * 10 + x.c.c;
#pragma omp target exit data map(release: x)
  if (c != 67)
    abort ();
  return 0;
}
