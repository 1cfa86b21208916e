// Mappers in blocks of function templates in C++: each instantiation
// checks its own -- a T that is not a struct is an error at the
// directive for that instantiation only, a redeclaration in one block
// an error with a note; a target construct in a lambda within the
// mapper's scope uses it in an instantiation as in a function.
// { dg-do compile }

struct S
{
  int n;
  int *d;
};

template <typename T>
void
t (T *p)
{
#pragma omp declare mapper (T v) map(tofrom: v) /* { dg-error "29: 'int' is not a struct, union or class type" } */
#pragma omp target map(p[0:1])
  ;
}

template <typename T>
void
twice (T *p)
{
#pragma omp declare mapper (T v) map(tofrom: v) /* { dg-message "9: previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (default: T w) map(tofrom: w, w.d[0:w.n]) /* { dg-error "9: redeclaration of mapper 'default' for type 'S'" } */
#pragma omp target map(p[0:1])
  ;
}

template <typename T>
void
lam (T *p)
{
#pragma omp declare mapper (T v) map(tofrom: v, v.d[0:v.n])
  auto l = [&] () {
#pragma omp target map(p[0:1])
    ;
  };
  l ();
}

void
use (S *s, int *i)
{
  t (s);
  t (i);
  twice (s);
  lam (s);
}
