// Mappers at block scope in C++: a second declaration of the same
// identifier for the same type in one block is an error with a note (a
// typedef and the struct's name, "default" and nothing, the same), one
// in an inner block is not; a target construct in a generic lambda of
// a function with a block's mapper is a sorry (instantiated where the
// file ends, its blocks gone) -- one in a lambda or a local class within
// the scope of a block's mapper is not (lambda-block-1.C).
// { dg-do compile }

struct S
{
  int n;
  int *d;
};

typedef S s_t;

void
f (S *p)
{
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n]) /* { dg-message "9: previous '#pragma omp declare mapper' was here" } */
  {
#pragma omp declare mapper (S v) map(v)
#pragma omp target map(p[0:1])
    ;
  }
#pragma omp declare mapper (default: s_t w) map(w) /* { dg-error "9: redeclaration of mapper 'default' for type 's_t' \\{aka 'S'\\}" } */
#pragma omp target map(p[0:1])
  ;
}

void
g (S *p)
{
  auto before = [&] () {
#pragma omp target map(p[0:1])
    ;
  };
  before ();
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])
  auto l = [&] () {
#pragma omp target map(p[0:1])
    ;
  };
  l ();
  struct L
  {
    static void k (S *q)
    {
#pragma omp target enter data map(to: q[0:1])
    }
  };
  L::k (p);
}

void
h (S *p)
{
  auto l = [&] () {
#pragma omp target map(p[0:1])
    ;
  };
  l ();
}

void
generic (S *p)
{
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n]) /* { dg-message "9: the mapper is declared here" } */
  auto l = [] (auto *q) {
#pragma omp target map(q[0:1]) /* { dg-message "9: sorry, unimplemented: a target construct in a generic lambda or a local class template within the scope of '#pragma omp declare mapper' in a block in C\\+\\+" } */
    ;
  };
  l (p);
}
