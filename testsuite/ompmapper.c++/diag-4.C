// Mappers in namespaces in C++: a second declaration of the same
// identifier for the same type in one namespace, reopened, is an error
// with a note; in another namespace, or nested, it is not.  A mapper
// in a local class is a sorry.
// { dg-do compile }

struct S
{
  int n;
  int *d;
};

namespace a
{
#pragma omp declare mapper (deep: S v) map(tofrom: v, v.d[0:v.n]) /* { dg-message "9: previous '#pragma omp declare mapper' was here" } */
}

namespace b
{
#pragma omp declare mapper (deep: S v) map(tofrom: v, v.d[0:v.n])
  namespace c
  {
#pragma omp declare mapper (deep: S v) map(v)
  }
}

namespace a
{
#pragma omp declare mapper (deep: S w) map(w) /* { dg-error "9: redeclaration of mapper 'deep' for type 'S'" } */
}

void
local ()
{
  struct C
  {
    int *q;
#pragma omp declare mapper (C c) map(c) /* { dg-message "9: sorry, unimplemented: '#pragma omp declare mapper' in a local class in C\\+\\+" } */
  };
}

void
f (S *p)
{
#pragma omp target map(mapper(deep), tofrom: p[0:1]) /* { dg-error "no mapper 'deep' for type 'S' is visible here" } */
  ;
}
