/* target update through a mapper: to() moves only the members the mapper maps
   to or tofrom, from() only from or tofrom, a named mapper whose clauses have
   no map type moves all, and present with a mapper on update checks and moves
   the same members (GCC gcc c-c++-common/gomp/declare-mapper-17.c; GCC also
   warns that it drops the other clauses, which OpenMP does not ask for).  */
/* { dg-do run } */

typedef struct
{
  int a, b, c, d;
} S;

#pragma omp declare mapper (S s) map(alloc: s.a) map(to: s.b) map(from: s.c) \
		    map(tofrom: s.d)
#pragma omp declare mapper (all: S s) map(s.a, s.b, s.c, s.d)

S v;

int
main (void)
{
  int seen[4];
  v.a = v.b = v.c = v.d = 0;
#pragma omp target enter data map(mapper(all), alloc: v)

  v.a = 1; v.b = 2; v.c = 3; v.d = 4;
#pragma omp target update to(v)
#pragma omp target map(from: seen)
  {
    seen[0] = v.a;
    seen[1] = v.b;
    seen[2] = v.c;
    seen[3] = v.d;
    v.a = 10;
    v.b = 20;
    v.c = 30;
    v.d = 40;
  }
  if (seen[1] != 2 || seen[3] != 4)
    __builtin_abort ();
#pragma omp target update from(v)
  if (v.a != 1 || v.b != 2 || v.c != 30 || v.d != 40)
    __builtin_abort ();

  /* The named mapper moves all four, both ways.  */
#pragma omp target update from(mapper(all): v)
  if (v.a != 10 || v.b != 20 || v.c != 30 || v.d != 40)
    __builtin_abort ();
  v.a = 5; v.b = 6; v.c = 7; v.d = 8;
#pragma omp target update to(mapper(all): v)
#pragma omp target map(from: seen)
  {
    seen[0] = v.a;
    seen[1] = v.b;
    seen[2] = v.c;
    seen[3] = v.d;
  }
  if (seen[0] != 5 || seen[1] != 6 || seen[2] != 7 || seen[3] != 8)
    __builtin_abort ();

  /* present with a mapper: the same as without, the item being there.  */
  v.b = 66;
  v.c = 77;
#pragma omp target update to(present, mapper(all): v)
#pragma omp target map(from: seen)
  {
    seen[1] = v.b;
    seen[2] = v.c;
    v.a = 100;
    v.d = 400;
  }
  if (seen[1] != 66 || seen[2] != 77)
    __builtin_abort ();
#pragma omp target update from(present: v)
  if (v.a != 5 || v.d != 400)
    __builtin_abort ();
#pragma omp target update from(present, mapper(all): v)
  if (v.a != 100)
    __builtin_abort ();
#pragma omp target exit data map(mapper(all), delete: v)
  return 0;
}
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "29: dropping .from. clause during mapper expansion" "" { target *-*-* } 27 } */
/* { dg-warning "29: dropping .alloc. clause during mapper expansion" "" { target *-*-* } 27 } */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 41 } */
/* { dg-warning "31: dropping .alloc. clause during mapper expansion" "" { target *-*-* } 41 } */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 74 } */
/* { dg-warning "31: dropping .alloc. clause during mapper expansion" "" { target *-*-* } 74 } */
