/* GCC 12 drops the map clauses of a variable a target region does not
   use, its struct group included, but not the attachment of a pointer
   member whose pointee is mapped; libgomp 12 then reads uninitialized
   memory at the region's end.  The attachment goes with the variable's
   clauses; a used variable's, and a declare target variable's, stay.  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-omplower" } */

struct t { int a; long *d; };

#pragma omp declare target
struct t g;
#pragma omp end declare target

int
f (long *d0, long *d1)
{
  struct t x0, x1;
  x0.d = d0;
  x1.d = d1;
  /* x0 unused, x1 used.  */
#pragma omp target map(to: x0.d[1:1]) map(alloc: x0.d) \
		   map(to: x1.d[1:1]) map(alloc: x1.d)
  x1.d[1]++;
#pragma omp target map(to: g.d[1:1]) map(alloc: g.d)
  ;
  return 0;
}

/* { dg-final { scan-tree-dump-not "map\\(attach:x0.d" "omplower" } } */
/* { dg-final { scan-tree-dump-times "map\\(attach:x1.d" 1 "omplower" } } */
/* { dg-final { scan-tree-dump-times "map\\(attach:g.d" 1 "omplower" } } */
