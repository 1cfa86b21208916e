/* The iterator modifier on map, to and from (OpenMP 5.1, 2.21.7.1):
   errors on the line and column of the mistake, for the modifiers, the
   map type the construct allows, the iterators themselves (GCC's own
   checks, as for depend) and the list items.  */
/* { dg-do compile } */

int a[4], *p[4], len[4];
struct T { int x; } t[4];
int f (int);

void
g (void)
{
#pragma omp target enter data map(iterator(i = 0:4), tofrom: a[i]) /* { dg-error "'#pragma omp target enter data' with map-type other than 'to' or 'alloc' on 'map' clause" } */
#pragma omp target exit data map(iterator(i = 0:4), to: a[i]) /* { dg-error "'#pragma omp target exit data' with map-type other than 'from', 'release' or 'delete' on 'map' clause" } */
#pragma omp target data map(iterator(i = 0:4), delete: a[i]) /* { dg-error "'#pragma omp target data' with map-type other than 'to', 'from', 'tofrom' or 'alloc' on 'map' clause" } */
  ;
#pragma omp target enter data map(iterator(i = 0:4:0), to: a[i]) /* { dg-error "iterator 'i' has zero step" } */
#pragma omp target enter data map(iterator(double d = 0:4), to: a[0]) /* { dg-error "iterator 'd' has neither integral nor pointer type" } */
#pragma omp target enter data map(iterator(i = 0:4, j = 0:i), to: a[j]) /* { dg-error "end expression refers to outer iterator 'i'" } */
#pragma omp target enter data map(iterator(i = 0:4), iterator(j = 0:4), to: a[i]) /* { dg-error "too many 'iterator' modifiers" } */
#pragma omp target enter data map(iterator(i = 0:4), bogus, to: a[i]) /* { dg-error "unknown modifier 'bogus' in 'map' clause" } */
#pragma omp target update to(iterator(i = 0:4) a[i]) /* { dg-error "expected ':' after the modifiers of the 'to' clause" } */
#pragma omp target enter data map(iterator(i = 0:4), to: p[i][:]) /* { dg-error "for pointer type length expression must be specified" } */
#pragma omp target enter data map(iterator(i = 0:4), to: f(i)) /* { dg-error "lvalue required" } */
#pragma omp target enter data map(iterator(i = 0:4), to: nosuch[i]) /* { dg-error "'nosuch' undeclared" } */
/* { dg-message "reported only once" "" { target *-*-* } .-1 } */
#pragma omp target enter data map(iterator(i = 0:4), mapper(nope), to: t[i]) /* { dg-error "no mapper 'nope' for type 'struct T' is visible here" } */
#pragma omp target enter data map(iterator(i = 0:4), to: p[0:2][i]) /* { dg-message "sorry, unimplemented: array section with more than one dimension in a clause with the 'iterator' modifier" } */
#pragma omp target enter data map(to: a[0]) map(iterator(i = 0:4), to: p[i][0:len[i]])
  /* The iterator is not visible outside its clause.  */
  a[i] = 0; /* { dg-error "'i' undeclared" } */
}

#pragma omp declare mapper (struct T v) map(iterator(i = 0:1), to: v) /* { dg-message "sorry, unimplemented: a list item of a clause with the 'iterator' modifier in the storage of 'v' itself \\('v'\\)" } */
