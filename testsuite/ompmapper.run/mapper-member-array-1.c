/* An array member whose elements' type has a mapper (struct t1 a[3]),
   mapped by a mapper of members only (map(tofrom: v.a)) or with its
   variable (map(v, v.a)): each element goes through its mapper, its own
   storage too (the elements' data never reached the device: the
   region read the emulated device's fresh memory), on a variable and
   on a section through a pointer, with target, enter data, update and
   exit data.  */
/* { dg-do run } */

#include <stdlib.h>

#define N 3

struct t1
{
  unsigned char a;
  int n_b;
  int *b;
};

struct t2
{
  struct t1 a[N];
  unsigned char b;
};

struct t3
{
  int c;
  struct t1 a[N];
};

#pragma omp declare mapper (struct t1 w) map(tofrom: w, w.b[0:w.n_b])
#pragma omp declare mapper (struct t2 v) map(tofrom: v.a)
#pragma omp declare mapper (struct t3 v) map(tofrom: v, v.a)

static void
init (struct t1 *a, int base)
{
  for (int i = 0; i < N; i++)
    {
      a[i].a = base + i;
      a[i].n_b = 2;
      a[i].b = malloc (2 * sizeof (int));
      a[i].b[0] = base + 10 + i;
      a[i].b[1] = 0;
    }
}

int
main (void)
{
  struct t2 x, *p = malloc (2 * sizeof *p);
  struct t3 y, *q = malloc (2 * sizeof *q);
  int seen[8];
  init (x.a, 10);
  init (y.a, 30);
  for (int k = 0; k < 2; k++)
    {
      init (p[k].a, 50 + 5 * k);
      init (q[k].a, 70 + 5 * k);
      q[k].c = k;
    }
  y.c = 9;

#pragma omp target map(from: seen) map(tofrom: x, y, p[0:2], q[0:2])
  {
    seen[0] = x.a[1].a;
    seen[1] = x.a[2].b[0];
    seen[2] = y.a[2].a + y.c;
    seen[3] = p[1].a[2].a;
    seen[4] = p[1].a[0].b[0];
    seen[5] = q[1].a[1].a + q[1].c;
    x.a[0].a = 1;
    x.a[0].b[1] = 2;
    p[1].a[2].a = 3;
    q[0].a[1].b[1] = 4;
  }
  if (seen[0] != 11 || seen[1] != 22 || seen[2] != 32 + 9 || seen[3] != 57
      || seen[4] != 65 || seen[5] != 76 + 1)
    abort ();
  if (x.a[0].a != 1 || x.a[0].b[1] != 2 || p[1].a[2].a != 3
      || q[0].a[1].b[1] != 4)
    abort ();

#pragma omp target enter data map(to: x, p[0:2], q[0:2])
  x.a[1].a = 91;
  p[0].a[1].a = 92;
  q[1].a[2].a = 93;
#pragma omp target update to(x, p[0:2], q[0:2])
#pragma omp target map(from: seen)
  {
    seen[0] = x.a[1].a;
    seen[1] = p[0].a[1].a;
    seen[2] = q[1].a[2].a;
    x.a[2].a = 94;
    p[1].a[0].a = 95;
  }
  if (seen[0] != 91 || seen[1] != 92 || seen[2] != 93)
    abort ();
#pragma omp target exit data map(from: x, p[0:2]) map(release: q[0:2])
  if (x.a[2].a != 94 || p[1].a[0].a != 95)
    abort ();
  return 0;
}
