/* List items written as dereferences (OpenMP 5.1 lvalues, which GCC 12's
   parser does not take): *p, *s.q, *P with P a macro, (*p) and (*pa)[lo:len]
   for a pointer to an array, on target regions, enter and exit data and
   update, and *v.q inside a mapper, as GCC trunk and clang read them: the
   object the pointer points to, the pointer in the region pointing to its
   device copy.  */
/* { dg-do run } */

#include <stdlib.h>
#include <stdint.h>

struct Q
{
  int n;
  int *q;
};

/* The pointed-to int goes with every struct Q.  */
#pragma omp declare mapper (struct Q v) map(v, *v.q)

#define PTR p

int
main (void)
{
  int v = 1, *p = &v;
  int w[3] = { 1, 2, 3 };
  int (*pa)[3] = &w;
  int cell = 40;
  struct Q s = { 0, &cell };
  uintptr_t host = (uintptr_t) p, seen = 0;

#pragma omp target map(tofrom: *p) map(from: seen)
  {
    seen = (uintptr_t) p;
    *p += 10;
  }
  if (v != 11 || seen == host)
    abort ();
#pragma omp target map(tofrom: *PTR)
  *p += 10;
  if (v != 21)
    abort ();

  /* A member pointer: s itself goes implicitly, *s.q attached to it.  */
#pragma omp target map(tofrom: *s.q)
  *s.q += 2;
  if (cell != 42)
    abort ();

  /* Through the mapper: s and the int it points to.  */
  cell = 50;
#pragma omp target map(tofrom: s)
  {
    s.n = *s.q;
    *s.q = 7;
  }
  if (s.n != 50 || cell != 7)
    abort ();

  /* A pointer to an array: (*pa)[lo:len] is pa[0][lo:len].  */
#pragma omp target map(to: (*pa)[1:2]) map(tofrom: v)
  v = (*pa)[1] + (*pa)[2];
  if (v != 5)
    abort ();

  /* Standalone constructs.  */
#pragma omp target enter data map(to: *p)
  v = 30;
#pragma omp target update to(*p)
  v = 0;
#pragma omp target map(from: (*p))
  *p += 1;
  /* Present: from at the region's end copies nothing back.  */
  if (v != 0)
    abort ();
#pragma omp target exit data map(from: *p)
  if (v != 31)
    abort ();
  return 0;
}
