/* On a target region, a section behind a pointer member of a variable
   that no other clause maps, with a mapper modifier or present: the
   pointer member the plugin maps beside it (as GCC 13 does) is not the
   list item, so neither modifier applies to it (it said "'mapper'
   modifier on list item 'x.b', whose type 'struct t2 *' is not a struct
   or union"; present would have checked the pointer).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

struct t2
{
  unsigned char a;
  long c;
};

struct t3
{
  long *a;
  int n_a;
  struct t2 *b;
};

#pragma omp declare mapper (m: struct t2 v) map(tofrom: v.a, v.c)

int
main (void)
{
  struct t3 x, y;
  long got = 0;
  x.b = calloc (2, sizeof (struct t2));
  y.b = calloc (2, sizeof (struct t2));
  x.b[1].c = 17;
  y.b[0].c = 5;

#pragma omp target map(mapper(m), tofrom: x.b[0:2]) map(from: got)
  {
    got = x.b[1].c;
    x.b[0].c = 3;
  }
  if (got != 17 || x.b[0].c != 3)
    abort ();

#pragma omp target enter data map(to: y.b[0:1])
#pragma omp target map(present, to: y.b[0:1]) map(from: got)
  got = y.b[0].c;
  if (got != 5)
    abort ();
#pragma omp target exit data map(delete: y.b[0:1])
  return 0;
}
