/* Errors for the iterator modifier on map and on to/from, on the directive's
   line: two iterator modifiers in one clause, a modifier that is none of
   iterator, mapper and present, and list items that are not lvalues built from
   the iterators (x[i][:n] + 2, a conditional expression); accepted: several
   items in one clause, and iterator with present on to (GCC gcc
   c-c++-common/gomp/target-map-iterators-1.c, target-update-iterators-1.c,
   where the items that are not lvalues get a message of any kind).  */
/* { dg-do compile } */

#define DIM1 17
#define DIM2 39

void
f (int **x, int **y)
{
#pragma omp target map(iterator(i = 0:DIM1), to: x[i][:DIM2])
  ;
#pragma omp target map(iterator(i = 0:DIM1), to: x[i][:DIM2], y[i][:DIM2])
  ;
#pragma omp target update to(iterator(i = 0:DIM1): x[i][:DIM2], y[i][:DIM2])
#pragma omp target update to(iterator(i = 0:DIM1), present: x[i][:DIM2])
#pragma omp target map(iterator(i = 0:DIM1), to: x[i][:DIM2] + 2) /* { dg-message "" } */
  ;
#pragma omp target map(iterator(i = 0:DIM1), iterator(j = 0:DIM2), to: x[i][j]) /* { dg-error "too many 'iterator' modifiers" } */
  ;
#pragma omp target map(iterator(i = 0:DIM1), to: (i % 2 == 0) ? x[i] : y[i]) /* { dg-message "" } */
  ;
#pragma omp target update to(iterator(i = 0:DIM1), iterator(j = 0:DIM2): x[i][j]) /* { dg-error "too many 'iterator' modifiers" } */
#pragma omp target update to(iterator(i = 0:DIM1), something: x[i][0]) /* { dg-error "unknown modifier .something." } */
}
