/* A default mapper that maps one member from only, selects a named mapper for
   a struct member, and maps a section whose length is another member, used on
   an element through a pointer: the from member comes back, the named mapper's
   to member does not come back, the pointees are attached (LLVM
   offload/test/mapping/declare_mapper_nested_mappers.cpp).  */
/* { dg-do run } */

#include <stdint.h>

typedef struct
{
  int a;
  double *b;
} C;

#pragma omp declare mapper (id1: C s) map(to: s.a) map(from: s.b[0:2])

typedef struct
{
  int e;
  C f;
  int h;
  short *g;
} D;

#pragma omp declare mapper (default: D r) map(from: r.e) \
		    map(mapper(id1), tofrom: r.f) map(tofrom: r.g[0:r.h])

int
main (void)
{
  double x[2] = { 0, 20 };
  short y[10];
  y[1] = 30;
  D s = { 111, { 222, x }, 10, y };
  D *sp = &s;
  int seen_e = -1, seen_a = -1, seen_g1 = -1, moved = 0;
  uintptr_t hx = (uintptr_t) x, hy = (uintptr_t) y;

#pragma omp target map(tofrom: sp[0]) map(from: seen_e, seen_a, seen_g1, moved)
  {
    seen_e = sp->e;
    seen_a = sp->f.a;
    seen_g1 = sp->g[1];
    moved = (uintptr_t) sp->f.b != hx && (uintptr_t) sp->g != hy;
    sp->e = 333;
    sp->f.a = 444;
    sp->f.b[1] = 40;
    sp->g[1] = 50;
  }
  if (seen_a != 222 || seen_g1 != 30 || !moved)
    __builtin_abort ();
  if (s.e != 333 || s.f.a != 222 || x[1] != 40 || y[1] != 50
      || s.f.b != x || s.g != y)
    __builtin_abort ();
  return 0;
}
