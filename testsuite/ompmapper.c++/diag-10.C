// Mappers in class templates in C++: each specialization checks its
// own where a function first needs it -- a T that is not a struct is
// an error at the directive for that specialization only, two mappers
// of one class for one type (T and its argument) a redeclaration, two
// specializations as bases with mappers for one type an ambiguity; a
// mapper in a local class of a function template is a sorry.
// { dg-do compile }

struct S
{
  int n;
  int *d;
};

template <typename T>
struct C
{
  T m;
#pragma omp declare mapper (T v) map(tofrom: v) /* { dg-error "29: 'int' is not a struct, union or class type" } */
  void
  f ()
  {
#pragma omp target map(tofrom: m)
    ;
  }
};

template <typename T>
struct Twice
{
  T m;
#pragma omp declare mapper (T v) map(tofrom: v) /* { dg-message "9: previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (S w) map(tofrom: w, w.d[0:w.n]) /* { dg-error "9: redeclaration of mapper 'default' for type 'S'" } */
  void
  f ()
  {
#pragma omp target map(tofrom: m)
    ;
  }
};

template <typename T>
void
local (T *p)
{
  struct L
  {
#pragma omp declare mapper (S v) map(tofrom: v) /* { dg-message "9: sorry, unimplemented: '#pragma omp declare mapper' in a local class in C\\+\\+" } */
  };
#pragma omp target map(p[0:1])
  ;
}

template <int N>
struct Sized
{
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:N]) /* { dg-message "9: candidate" } */
};

struct Both : Sized<1>, Sized<2>
{
  static void
  f (S &s)
  {
#pragma omp target map(tofrom: s) /* { dg-error "32: mapper 'default' for type 'S' is ambiguous" } */
    ;
  }
};

void
use (S *p)
{
  C<S> a;
  a.f ();
  C<int> b;
  b.f ();
  Twice<S> t;
  t.f ();
  local (p);
}
