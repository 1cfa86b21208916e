/* A mapper that maps a pointer member and what it points to, map(from:
   e.c, e.c[0:1]): target update from() leaves the host's pointer as it
   is (OpenMP 5.1, 2.14.6: an attached pointer keeps its value) and so
   the host elements beyond the pointee section, for a section through a
   pointer, an array variable, and a variable mapped whole by another
   mapper first.  The expansion moved the pointer itself, and libgomp 12
   gave the host the device's address.  */
/* { dg-do run } */

#include <stdlib.h>

struct t1
{
  unsigned char a[3];
  int b;
  long *c;
  double e;
};

#pragma omp declare mapper (struct t1 e) map(from: e.c, e.c[0:1])
#pragma omp declare mapper (whole: struct t1 e) map(tofrom: e)

static void
init (struct t1 *t)
{
  t->c = malloc (4 * sizeof (long));
  for (int k = 0; k < 4; k++)
    t->c[k] = k;
}

static void
check (struct t1 *t, long *c)
{
  if (t->c != c || t->c[0] != 99 || t->c[1] != 1 || t->c[2] != 2
      || t->c[3] != 3)
    abort ();
}

int
main (void)
{
  struct t1 *p = malloc (2 * sizeof *p), xa[2];
  static struct t1 x;
  init (&p[0]);
  init (&p[1]);
  init (&xa[0]);
  init (&xa[1]);
  init (&x);
  long *old[5] = { p[0].c, p[1].c, xa[0].c, xa[1].c, x.c };

#pragma omp target enter data map(alloc: p[0:2], xa)
#pragma omp target enter data map(mapper(whole), to: x)
#pragma omp target data map(from: x)
  {
#pragma omp target
    {
      p[0].c[0] = p[1].c[0] = 99;
      xa[0].c[0] = xa[1].c[0] = 99;
      x.c[0] = 99;
    }
#pragma omp target update from(p[0:2], xa, x)
    check (&p[0], old[0]);
    check (&p[1], old[1]);
    check (&xa[0], old[2]);
    check (&xa[1], old[3]);
    check (&x, old[4]);
  }
  check (&x, old[4]);
  return 0;
}
