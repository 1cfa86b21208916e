/* Two variables of one type, each mapped implicitly by a mapper of one
   member and of the array elements of another (e.b[0], e.b[1]), on one
   target region: GCC 14 and 15 group the elements' clauses with the
   wrong variable's, so that a region's write to x1.id came back from
   x3's storage (found by the mapper differential tester, seed 43).
   The plugin moves each element member into its variable's group
   (the quirk adopt-element-members).  */
/* { dg-do run } */

#include <stdlib.h>

struct t1
{
  long a;
  long b;
};

struct t2
{
  int id;
  struct t1 *a;
  struct t1 b[2];
};

#pragma omp declare mapper (struct t1 v) map(from: v)
#pragma omp declare mapper (mp2: struct t1 it) map(it)
#pragma omp declare mapper (struct t2 e) map(always, tofrom: e.id) \
  map(mapper(mp2), alloc: e.b)

int
main (void)
{
  struct t2 x1 = { 1, 0, { { 2, 3 }, { 4, 5 } } };
  static struct t2 x3 = { 6, 0, { { 7, 8 }, { 9, 10 } } };
  struct t1 x2 = { 1, 2 };
  int x0 = 0;
#pragma omp target map(to: x0) map(tofrom: x2)
  {
    x1.id = 17441;
    x3.b[1].a = 2397;
    x1.b[0].a = 8835;
    x1.b[0].b += 9;
    x2.a = 10616;
    x3.b[0].a += 2;
  }
  /* id comes back (always, tofrom); b does not (alloc).  */
  if (x1.id != 17441 || x3.id != 6 || x2.a != 10616)
    abort ();
  if (x1.b[0].a != 2 || x3.b[1].a != 9)
    abort ();
  return 0;
}
