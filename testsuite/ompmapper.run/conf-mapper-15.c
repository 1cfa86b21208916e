/* A struct type with no mapper of its own whose members have default mappers,
   mapped whole: OpenMP 5.1 treats each member as a list item of the clause, so
   each goes through its own mapper, nested two levels, with the map type
   decayed into it: members those mappers map "to" do not come back, pointees
   they map "from" do, but not under a "to" (C's map(to: s.c) makes C1's
   from: s.b[0:2] alloc, Table 2.13: f.c.b's pointee stays; the LLVM test
   does not look at it); as a variable, an element through a pointer, a whole
   array and an element of one (the element through two pointers, spp[0][0], of
   the first LLVM test is left out: GCC 12 rejects spp in two clauses; LLVM
   offload/test/mapping/declare_mapper_nested_default_mappers.cpp, _var.cpp,
   _ptr_subscript.cpp, _array.cpp, _array_subscript.cpp, _1.cpp).  */
/* { dg-do run } */

#include <stdint.h>

typedef struct
{
  int a;
  double *b;
} C1;

#pragma omp declare mapper (C1 s) map(to: s.a) map(from: s.b[0:2])

typedef struct
{
  int a;
  double *b;
  C1 c;
} C;

#pragma omp declare mapper (C s) map(to: s.a, s.c) map(from: s.b[0:2])

typedef struct
{
  int e;
  C f;
  int h;
} D;

static void
init (D *d, double *x, double *x1)
{
  d->e = 111;
  d->f.a = 222;
  d->f.c.a = 777;
  d->f.b = x;
  d->f.c.b = x1;
  d->h = 10;
  x[0] = x[1] = 20;
  x1[0] = x1[1] = 30;
}

/* What a region saw and did to D, through whatever names it used; the
   host checks the outcome.  */
#define BODY(d) \
  { \
    seen_a = (d).f.a; \
    seen_ca = (d).f.c.a; \
    moved = (uintptr_t) (d).f.b != hb; \
    (d).e = 333; \
    (d).f.a = 444; \
    (d).f.c.a = 555; \
    (d).f.b[1] = 40; \
    (d).f.c.b[0] = 50; \
  }

static int seen_a, seen_ca, moved;
static uintptr_t hb;

static void
check (const D *d, const double *x, const double *x1)
{
  if (seen_a != 222 || seen_ca != 777 || !moved)
    __builtin_abort ();
  /* e came back (the struct's own member), f.a and f.c.a did not (to),
     f.b's pointee (from) did, f.c.b's (from under to: alloc) did not.  */
  if (d->e != 333 || d->f.a != 222 || d->f.c.a != 777
      || x[1] != 40 || x1[0] != 30 || d->f.b != x)
    __builtin_abort ();
}

int
main (void)
{
  double x[2], x1[2];
  D s;

  init (&s, x, x1);
  hb = (uintptr_t) x;
#pragma omp target map(tofrom: s) map(from: seen_a, seen_ca, moved)
  BODY (s)
  check (&s, x, x1);

  init (&s, x, x1);
  D *sp = &s;
#pragma omp target map(tofrom: sp[0]) map(from: seen_a, seen_ca, moved)
  BODY (sp[0])
  check (&s, x, x1);

  D sa[3];
  double y[2], y1[2];
  init (&sa[0], x, x1);
  init (&sa[1], y, y1);
  init (&sa[2], x, x1);
  hb = (uintptr_t) y;
#pragma omp target map(tofrom: sa[0:2]) map(from: seen_a, seen_ca, moved)
  BODY (sa[1])
  check (&sa[1], y, y1);

  init (&sa[1], y, y1);
#pragma omp target map(tofrom: sa[1]) map(from: seen_a, seen_ca, moved)
  BODY (sa[1])
  check (&sa[1], y, y1);

  init (&sa[1], y, y1);
#pragma omp target map(tofrom: sa) map(from: seen_a, seen_ca, moved)
  BODY (sa[1])
  check (&sa[1], y, y1);
  return 0;
}
