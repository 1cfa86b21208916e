// The iterator modifier on map, to and from in C++: errors on the line
// and column of the mistake, as in C -- the modifiers, the map type the
// construct allows, the iterators (g++'s own checks, as for depend),
// the list items -- and the iterator not visible after its clause.
// { dg-do compile }

int a[4], *p[4], len[4];
struct T
{
  int x;
} t[4];
int f (int);

void
g ()
{
#pragma omp target enter data map(iterator(i = 0:4), tofrom: a[i]) /* { dg-error "34: '#pragma omp target enter data' with map-type other than 'to' or 'alloc' on 'map' clause" } */
#pragma omp target exit data map(iterator(i = 0:4), to: a[i]) /* { dg-error "33: '#pragma omp target exit data' with map-type other than 'from', 'release' or 'delete' on 'map' clause" } */
#pragma omp target data map(iterator(i = 0:4), delete: a[i]) /* { dg-error "28: '#pragma omp target data' with map-type other than 'to', 'from', 'tofrom' or 'alloc' on 'map' clause" } */
  ;
#pragma omp target enter data map(iterator(i = 0:4:0), to: a[i]) /* { dg-error "44: iterator 'i' has zero step" } */
#pragma omp target enter data map(iterator(double d = 0:4), to: a[0]) /* { dg-error "51: iterator 'd' has neither integral nor pointer type" } */
#pragma omp target enter data map(iterator(i = 0:4, j = 0:i), to: a[j]) /* { dg-error "53: end expression refers to outer iterator 'i'" } */
#pragma omp target enter data map(iterator(i = 0:4), iterator(j = 0:4), to: a[i]) /* { dg-error "54: too many 'iterator' modifiers" } */
#pragma omp target enter data map(iterator(i = 0:4), bogus, to: a[i]) /* { dg-error "54: unknown modifier 'bogus' in 'map' clause" } */
#pragma omp target update to(iterator(i = 0:4) a[i]) /* { dg-error "30: expected ':' after the modifiers of the 'to' clause" } */
#pragma omp target enter data map(iterator(i = 0:4), to: p[i][:]) /* { dg-error "34: for pointer type length expression must be specified" } */
#pragma omp target enter data map(iterator(i = 0:4), to: nosuch[i]) /* { dg-error "58: 'nosuch' was not declared in this scope" } */
#pragma omp target enter data map(iterator(i = 0:4), mapper(nope), to: t[i]) /* { dg-error "34: no mapper 'nope' for type 'T' is visible here" } */
#pragma omp target enter data map(iterator(i = 0:4), to: p[0:2][i]) /* { dg-message "59: sorry, unimplemented: array section with more than one dimension in a clause with the 'iterator' modifier" } */
#pragma omp target enter data map(to: a[0]) map(iterator(i = 0:4), to: p[i][0:len[i]])
  a[i] = 0; /* { dg-error "5: 'i' was not declared in this scope" } */
}
