/* The iterator modifier in declare mapper: errors at the right line and
   column, in terms of the clause as written, and sorries for what the
   plugin does not handle yet (a list item in the storage of the
   mapper's variable itself, a section of more than one dimension).  */
/* { dg-do compile } */

struct T
{
  int n, len;
  double **rows;
  double a[4];
  struct T *next;
};
int g[8];

#pragma omp declare mapper (struct T v) map(iterator(i = 0:1), to: v) /* { dg-message "68: sorry, unimplemented: a list item of a clause with the 'iterator' modifier in the storage of 'v' itself \\('v'\\)" } */
#pragma omp declare mapper (a: struct T v) map(v) map(iterator(i = 0:4), to: v.a[i]) /* { dg-message "78: sorry, unimplemented: a list item of a clause with the 'iterator' modifier in the storage of 'v' itself \\('v.a\\\[i\\\]'\\)" } */
#pragma omp declare mapper (b: struct T v) map(v) map(iterator(i = 0:v.n), to: v.rows[i][0:v.len][0:2]) /* { dg-message "89: sorry, unimplemented: array section with more than one dimension in a clause with the 'iterator' modifier" } */
#pragma omp declare mapper (c: struct T v) map(v) map(iterator(i = 0:v.n), iterator(j = 0:1), to: v.rows[i][0:2]) /* { dg-error "76: too many 'iterator' modifiers" } */
#pragma omp declare mapper (d: struct T v) map(v) map(iterator(i = 0:v.n), release: v.rows[i][0:2]) /* { dg-error "76: map type 'release' is not allowed in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (e: struct T v) map(v) map(iterator(i = 0:v.n), to: v.rows[i][0:2], nx1) /* { dg-error "96: 'nx1' undeclared" } */
/* { dg-message "reported only once" "" { target *-*-* } .-1 } */
#pragma omp declare mapper (f: struct T v) map(v) map(iterator(i = 0:v.n), to:) /* { dg-error "78: expected a list item after ':' in 'map' clause" } */
#pragma omp declare mapper (h: struct T v) map(v) map(iterator(int i = 0:v.n:0), to: v.rows[i][0:2]) /* { dg-error "68: iterator 'i' has zero step" } */
#pragma omp declare mapper (k: struct T v) map(v) map(iterator(i = 0:v.n), mapper(nope), to: v.next[i]) /* { dg-error "94: no mapper 'nope' for type 'struct T' is visible here" } */
#pragma omp declare mapper (l: struct T v) map(v) map(iterator(i = 0:v.n), bogus, to: v.rows[i][0:2]) /* { dg-error "76: unknown map type or map-type modifier 'bogus' in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (m: struct T v) map(v) map(iterator(i = 0:v.n), to: v.rows[i][0:2]) map(iterator(j = 0:v.n), to: v.rows[i][0:2]) /* { dg-error "132: 'i' undeclared" } */
#pragma omp declare mapper (n: struct T v) map(iterator(i = 0:v.n), to: g[i]) /* { dg-error "9: no 'map' clause of '#pragma omp declare mapper' maps 'v' or a part of it" } */
/* Valid: a variable of static storage, mapped for each element.  */
#pragma omp declare mapper (o: struct T v) map(v) map(iterator(i = 0:2), tofrom: g[i], v.rows[i][0:v.len])

void
f (void)
{
  int loc[4];
#pragma omp declare mapper (struct T v) map(v) map(iterator(i = 0:v.n), to: v.rows[i][0:2], loc[i]) /* { dg-error "93: list item 'loc\\\[i\\\]' in '#pragma omp declare mapper' refers to 'loc', a variable of automatic storage other than 'v'" } */
}

/* target update through a mapper whose iterator clause maps the other
   way: dropped, with GCC trunk's warning.  */
#pragma omp declare mapper (up: struct T v) map(v, v.rows[0:v.n]) map(iterator(i = 0:v.n), to: v.rows[i][0:v.len])

void
u (struct T *t)
{
#pragma omp target update from(mapper(up): t[0:1]) /* { dg-warning "dropping 'to' clause during mapper expansion in '#pragma omp target update'" } */
}
