/* A member of *p at an offset known only at run time, in a map clause
   of a target region: GCC 12 would give the region a wrong p, and the
   plugin cannot correct it; a sorry at the clause, not a wrong program.
   Constant offsets are corrected.  */
/* { dg-do compile } */

struct Z { int n; int arr[8]; };

void
f (struct Z *p, int i)
{
#pragma omp target map(tofrom: p->arr[i:2]) /* { dg-message "23: sorry, unimplemented: member of '\\*p' at an offset known only at run time in a 'map' clause of a target region" } */
  p->arr[i] = 1;
#pragma omp target map(tofrom: p->arr[2:2], p->n)
  p->arr[2] = 1;
#pragma omp target enter data map(to: p->arr[i:2])
}
