/* Dereference list items the plugin cannot give GCC 12 in a form it
   maps right get a sorry at the '*' and go, so that GCC says nothing of
   them (only of a construct left without clauses); the others on the
   same lines are taken.  */
/* { dg-do compile } */
/* { dg-prune-output "must contain at least one" } */

struct S { int *q; int **qq; int *arr[2]; };

void
f (int *p, int **pp, int *a[2], struct S *s)
{
#pragma omp target map(tofrom: *p, *s->q) map(to: *s->arr[1]) /* { dg-message "51: sorry, unimplemented: list item in 'map' clause that dereferences an array element" } */
  ;
#pragma omp target map(**pp) /* { dg-message "24: sorry, unimplemented: list item in 'map' clause that dereferences anything but a variable, a member or an array element" } */
  ;
#pragma omp target update to(*(p + 1)) /* { dg-message "30: sorry, unimplemented: list item in 'to' clause that dereferences anything but" } */
#pragma omp target enter data map(to: (*s).q[0:2], *a[0]) /* { dg-message "52: sorry, unimplemented: list item in 'map' clause that dereferences an array element" } */
#pragma omp target exit data map(from: (*p)++) /* { dg-message "41: sorry, unimplemented: list item in 'map' clause that dereferences anything but" } */
}

#pragma omp declare mapper (struct S v) map(v, *v.q, **v.qq) /* { dg-message "54: sorry, unimplemented: list item in 'map' clause that dereferences anything but" } */
