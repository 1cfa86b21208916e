/* A mapper that maps the same pointee several times with alloc, from, to and
   alloc, invoked on a region that also maps that pointee alloc itself: the
   storage is allocated by this construct, so the to happens at the start and
   the from at the end, whatever the order of the clauses (LLVM
  
   offload/test/mapping/map_ordering_ptee_tgt_alloc_mapper_alloc_from_to.c).  */
/* { dg-do run } */

#include <stdint.h>

typedef struct
{
  int *p;
  int *q;
} S;

#pragma omp declare mapper (my_mapper: S s) map(alloc: s.p, s.p[0:10]) \
		    map(from: s.p[0:10]) map(to: s.p[0:10]) map(alloc: s.p[0:10])

S s1;

int
main (void)
{
  int x[10];
  x[1] = 111;
  s1.q = s1.p = x;
  int seen = -1, moved = 0;
  uintptr_t hx = (uintptr_t) x;
#pragma omp target map(alloc: s1.p[0:10]) map(mapper(my_mapper), tofrom: s1) \
		   map(from: seen, moved)
  {
    seen = s1.p[1];
    moved = (uintptr_t) s1.p != hx;
    s1.p[1] += 111;
  }
  if (seen != 111 || !moved || x[1] != 222)
    __builtin_abort ();
  return 0;
}
