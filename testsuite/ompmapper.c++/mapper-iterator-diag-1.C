// The iterator modifier in C++'s declare mappers: errors at the right
// line and column of the clause as written, in a class, at namespace
// scope, in a class template's instantiation and in a block.
// { dg-do compile }

struct T
{
  int n, len;
  double **rows;
  double a[4];
  T *next;
#pragma omp declare mapper (T v) map(iterator(i = 0:1), to: v) // { dg-message "61: sorry, unimplemented: a list item of a clause with the 'iterator' modifier in the storage of 'v' itself \\('v'\\)" }
#pragma omp declare mapper (e: T v) map(v) map(iterator(i = 0:v.n), to: v.rows[i][0:2], nx1) // { dg-error "89: 'nx1' was not declared in this scope" }
};
#pragma omp declare mapper (k: T v) map(v) map(iterator(i = 0:v.n), mapper(nope), to: v.next[i]) // { dg-error "87: no mapper 'nope' for type 'T' is visible here" }
#pragma omp declare mapper (m: T v) map(v) map(iterator(i = 0:v.n), to: v.rows[i][0:2]) map(iterator(j = 0:v.n), to: v.rows[i][0:2]) // { dg-error "125: 'i' was not declared in this scope" }

template <typename U>
struct W
{
  int n;
  U **p;
#pragma omp declare mapper (W w) map(w, w.p[0:w.n]) map(iterator(i = 0:w.n), to: w.p[i][0:nx2]) // { dg-error "91: 'nx2' was not declared in this scope" }
};

void
f (W<int> w)
{
  int loc[4];
#pragma omp declare mapper (T v) map(v) map(iterator(i = 0:v.n), to: v.rows[i][0:2], loc[i]) // { dg-error "86: list item 'loc\\\[i\\\]' in '#pragma omp declare mapper' refers to 'loc', a variable of automatic storage other than 'v'" }
#pragma omp target map(w)
  ;
}
