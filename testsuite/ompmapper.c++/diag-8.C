// Mappers in classes in C++: a second declaration of the same
// identifier for the same type in one class is an error with a note;
// in a nested or derived class it hides the first.  Two bases' mappers
// for one type make a use in the derived class ambiguous (as a member
// found in two bases would be), an error naming both.  A lambda in a
// member function defined in the class before a mapper it needs, whose
// hidden function g++ parses after it, is a sorry at the mapper (the
// member function itself waits for the mapper, mapper-class-4.C); one
// that needs none of it (a member of plain type) is not.
// { dg-do compile }

struct S
{
  int n;
  int *d;
};

struct Redecl
{
#pragma omp declare mapper (S v) map(tofrom: v) /* { dg-message "9: previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (deep: S v) map(tofrom: v, v.d[0:v.n])
#pragma omp declare mapper (S w) map(tofrom: w, w.d[0:w.n]) /* { dg-error "9: redeclaration of mapper 'default' for type 'S'" } */
  struct Nested
  {
#pragma omp declare mapper (S v) map(tofrom: v)
  };
};

struct Derived : Redecl
{
#pragma omp declare mapper (deep: S v) map(tofrom: v)
};

struct B1
{
#pragma omp declare mapper (S v) map(tofrom: v) /* { dg-message "9: candidate" } */
};

struct B2
{
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n]) /* { dg-message "9: candidate" } */
};

struct D : B1, B2
{
  S s;
  void
  f ()
  {
#pragma omp target map(tofrom: s) /* { dg-error "32: mapper 'default' for type 'S' is ambiguous" } */
    ;
  }
};

struct Early
{
  S s;
  void
  uses ()
  {
    auto l = [this] () {
#pragma omp target map(tofrom: s)
      ;
    };
    l ();
  }
  void
  scalar ()
  {
#pragma omp target map(tofrom: s.n)
    ;
  }
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n]) /* { dg-message "9: sorry, unimplemented: '#pragma omp declare mapper' for 'S' in class 'Early' after 'Early::uses\\(\\)::<lambda\\(\\)>', which uses it, in C\\+\\+" } */
};
