// Errors at uses of mappers in C++, at the list item they are about
// (g++ gives each item's clause the item's place): a mapper(ID) that
// names no mapper visible there, and one on an item that is not of a
// class type, the second item of its clause.
// { dg-do compile }

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (m: S v) map(tofrom: v, v.d[0:v.n])

namespace ns
{
  S t;
}

void
f (S &s, int x, S *p)
{
#pragma omp target map(mapper(nosuch), tofrom: s) /* { dg-error "48: no mapper 'nosuch' for type 'S' is visible here" } */
  s.n++;
#pragma omp target map(mapper(m), tofrom: x, ns::t) /* { dg-error "43: 'mapper' modifier on list item 'x', whose type 'int' is not a struct or union" } */
  x++;
#pragma omp target update to(mapper(later): s) /* { dg-error "45: no mapper 'later' for type 'S' is visible here" } */
#pragma omp target enter data map(mapper(m), to: p[0:2], s)
#pragma omp target exit data map(mapper(m), from: ns::t, x) /* { dg-error "58: 'mapper' modifier on list item 'x'" } */
}

#pragma omp declare mapper (later: S v) map(v)
