/* An object mapped through its members' mappers on a target region
   (map(tofrom: h), struct vec with a mapper), and a member of one of
   them written by hand beside it (map(to: h.b.n)): the object, mapped
   first at run time, is present by the region, whose clauses for it
   and its members GCC 14 and 15 refused to have say alloc beside the
   hand-written to ("data movement for component 'h.b.n' is not
   compatible with movement for struct 'h.b'"): they say tofrom there
   (quirk object-kinds), which moves nothing of present data.  */
/* { dg-do run } */

#include <stdlib.h>

struct vec { int n; double *d; };
struct holder { struct vec a, b; };

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.n])

int
main (void)
{
  double x[2] = { 1, 2 }, y[2] = { 10, 20 };
  struct holder h = { { 2, x }, { 2, y } };
#pragma omp target map(tofrom: h) map(to: h.b.n)
  {
    h.a.d[0] += h.b.d[0];
    h.a.d[1] += h.b.n;
    h.b.d[1] = -1;
  }
  if (x[0] != 11 || x[1] != 4 || y[0] != 10 || y[1] != -1
      || h.a.d != x || h.b.d != y || h.b.n != 2)
    abort ();
  return 0;
}
