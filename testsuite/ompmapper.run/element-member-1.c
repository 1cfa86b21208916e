/* Members of a variable reached through an array subscript, beside
   other members of it, written by hand (map(x.n_b, x.c[1].c)) or made
   by a mapper of members of array elements: GCC 12 leaves them out of
   the variable's struct group, each a mapping of its own, while the
   region finds the variable through the group, so it read and wrote
   other data.  The plugin moves them into the group.  On target, target
   data, enter and exit data.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct t1
{
  int a;
  short b;
  long c;
};

struct t2
{
  double a;
  struct t1 *b;
  int n_b;
  struct t1 c[3];
};

struct t3
{
  int n;
  struct t1 e[2];
};

#pragma omp declare mapper (struct t1 e) map(from: e.a, e.c)
#pragma omp declare mapper (struct t3 v) map(tofrom: v.n) map(tofrom: v.e)

int
main (void)
{
  struct t2 x = { 0 };
  struct t3 y = { 0 };
  long r = 0;
  int d = omp_get_default_device ();
  x.n_b = 5;
  x.c[1].c = 7;
  x.c[2].a = 9;

#pragma omp target map(tofrom: x.n_b, x.c[1].c, x.c[2].a) map(from: r)
  {
    r = x.n_b * 100 + x.c[1].c * 10 + x.c[2].a;
    x.c[1].c = 70;
  }
  if (r != 579 || x.c[1].c != 70)
    abort ();

#pragma omp target data map(to: x.c[0].a) map(tofrom: x.n_b) \
			map(tofrom: x.c[2].c)
  {
#pragma omp target map(from: r)
    {
      r = x.n_b + x.c[0].a;
      x.c[2].c = 11;
    }
  }
  if (r != 5 || x.c[2].c != 11)
    abort ();

#pragma omp target enter data map(to: x.c[1].c, x.n_b, x.c[0].b)
  if (!omp_target_is_present (&x.c[1].c, d)
      || omp_target_is_present (&x.c[1].a, d))
    abort ();
#pragma omp target map(from: r)
  {
    r = x.c[1].c + x.n_b;
    x.n_b = 6;
  }
#pragma omp target exit data map(from: x.n_b) map(release: x.c[1].c, x.c[0].b)
  if (r != 75 || x.n_b != 6 || omp_target_is_present (&x.n_b, d))
    abort ();

  /* Through a mapper: the members of y.e[0] and y.e[1] beside y.n.  */
  y.n = 2;
  y.e[0].a = 1;
  y.e[1].c = 3;
#pragma omp target map(tofrom: y) map(from: r)
  {
    r = y.n;
    y.e[1].c = 4;
    y.e[0].a = 8;
  }
  if (r != 2 || y.e[1].c != 4 || y.e[0].a != 8)
    abort ();
  return 0;
}
