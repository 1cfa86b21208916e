// A bad type or declarator in a declare mapper's header is one error,
// at the user's token: none naming the plugin's hidden struct or past
// the line's end, none from the mapper's member clauses, none in what
// follows (issue 34, twelfth class).
// { dg-do compile }

struct S { int *d; int len; };
struct T;
template <typename A, int B> struct W { A *d; int len; };
namespace ns { struct N { int *d; int len; }; }

int
f (S *s)
{
#pragma omp declare mapper (S x() v) map(to: v.d[0:v.len]) // { dg-error "32: expected '\\)' before '\\(' token" }
#pragma omp declare mapper (a: S v v2) map(to: v.d[0:v.len]) // { dg-error "36: expected '\\)' before 'v2'" }
#pragma omp declare mapper (b: Sx v) map(to: v.d[0:v.len]) // { dg-error "32: 'Sx' has not been declared" }
#pragma omp declare mapper (c: int v) map(to: v.d[0:v.len]) // { dg-error "32: 'int' is not a struct, union or class type in '#pragma omp declare mapper'" }
#pragma omp declare mapper (d: S *v) map(to: v->d[0:v->len]) // { dg-error "32: 'S\\*' is not a struct, union or class type" }
#pragma omp declare mapper (e: T v) map(to: v.d[0:v.len]) // { dg-error "32: invalid use of incomplete type 'T'" }
#pragma omp declare mapper (g: Undeclared<int> v) map(to: v.d[0:v.len]) // { dg-error "32: 'Undeclared' has not been declared" }
// { dg-error "42: expected ',' or '...' before '<' token" "" { target *-*-* } .-1 }
#pragma omp target map(tofrom: s[0:1])
  s->len++;
  return s->len;
}

struct U
{
#pragma omp declare mapper (int v) map(to: v.d[0:v.len]) // { dg-error "29: 'int' is not a struct, union or class type" }
#pragma omp declare mapper (S y (int) v) map(to: v.d[0:v.len]) // { dg-error "33: expected '\\)' before '\\(' token" }
  int x;
};

int
g (int x)
{
  int y = x + 1;
  return y;
}

// Headers that are right.
typedef S S_t;
S s0;
#pragma omp declare mapper (h1: const S v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h2: struct S v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h3: S_t const v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h4: decltype (s0) v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h5: W<int, 2> v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h6: W<int, (1 > 0)> v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h7: ::ns::N v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h8: W<W<int, 1>, 3> v) map(to: v.d[0:v.len])

template <typename Q>
int
h (Q *q)
{
#pragma omp declare mapper (typename Q::inner v) map(to: v.d[0:v.len])
#pragma omp target map(tofrom: q->in)
  q->in.len++;
  return q->in.len;
}

struct Outer { typedef S inner; inner in; };

int
main ()
{
  Outer o = { { 0, 0 } };
  return h (&o) + g (1);
}
