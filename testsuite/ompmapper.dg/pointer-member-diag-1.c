/* Members of *p reached through elements of arrays in several map
   clauses of one target region: GCC 12 maps each on its own, and the
   region's p cannot reach them all; a sorry at the clause rather than a
   wrong program (GCC 13 and later map them right: element-member-4.c).  One such clause, and members at offsets known only
   at run time, are mapped.  */
/* { dg-do compile } */

struct In { int x[4]; };
struct Z { int n; int arr[8]; struct In ins[3]; };

void
f (struct Z *p, int i)
{
#pragma omp target map(tofrom: p->ins[0].x[1:2]) map(to: p->ins[2].x[0:1]) /* { dg-message "23: sorry, unimplemented: members of '\\*p' reached through elements of arrays in several 'map' clauses of a target region" "" { target gcc12-12 } } */
  p->ins[0].x[1] = p->ins[2].x[0];
#pragma omp target map(tofrom: p->arr[i:2])
  p->arr[i] = 1;
#pragma omp target map(tofrom: p->ins[i].x[1:2])
  p->ins[i].x[1] = 1;
#pragma omp target map(tofrom: p->arr[2:2], p->n)
  p->arr[2] = 1;
}
