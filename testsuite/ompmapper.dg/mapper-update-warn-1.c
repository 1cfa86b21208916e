/* target update through a mapper says what it drops: the clauses whose
   map type does not move in the motion's direction (OpenMP 5.1 moves
   only what a mapper maps "to" or "tofrom" for to(), "from" or "tofrom"
   for from()), once per map type and clause, as GCC trunk does; nothing
   where every clause moves (tofrom), for an object and for a section.  */
/* { dg-do compile } */

struct s
{
  int a, b, c, d;
  int *p;
};

#pragma omp declare mapper (struct s v) map(alloc: v.a) map(to: v.b) \
		    map(from: v.c) map(tofrom: v.d)
#pragma omp declare mapper (all: struct s v) map(v, v.p[0:v.a])

void
f (struct s *q, int n)
{
  struct s v;
#pragma omp target update to(v)
  /* { dg-warning "29: dropping .from. clause during mapper expansion in .#pragma omp target update." "" { target *-*-* } .-1 } */
  /* { dg-warning "29: dropping .alloc. clause during mapper expansion" "" { target *-*-* } .-2 } */
#pragma omp target update from(v, q[0:n])
  /* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } .-1 } */
  /* { dg-warning "31: dropping .alloc. clause during mapper expansion" "" { target *-*-* } .-2 } */
#pragma omp target update to(mapper(all): v, q[0:n])
#pragma omp target update from(mapper(all): v)
}
