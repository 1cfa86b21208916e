// What C++ does not have yet is a sorry at the directive, never a
// silent loss: a mapper at block, class or namespace scope, the
// iterator modifier on target constructs, declare target indirect and
// begin declare target.
// { dg-do compile }

struct S
{
  int len;
  int *d;
};

#pragma omp declare mapper (m: S v) map(tofrom: v, v.d[0:v.len])

namespace ns
{
  struct U { int *p; };
#pragma omp declare mapper (U u) map(u) /* { dg-message "9: sorry, unimplemented: '#pragma omp declare mapper' at block, class or namespace scope in C\\+\\+" } */
}

struct C
{
  int *q;
#pragma omp declare mapper (C c) map(c) /* { dg-message "9: sorry, unimplemented: '#pragma omp declare mapper' at block, class or namespace scope in C\\+\\+" } */
};

int f (int);
#pragma omp declare target to(f) indirect /* { dg-message "34: sorry, unimplemented: 'indirect' on '#pragma omp declare target' in C\\+\\+" } */

#pragma omp begin declare target /* { dg-message "sorry, unimplemented: '#pragma omp begin declare target' in C\\+\\+" } */
int g (int x) { return x; }
// The block the sorry did not open: GCC's error at its end.
#pragma omp end declare target /* { dg-error "'#pragma omp end declare target' without corresponding" } */

void
h (S *p, int n)
{
#pragma omp declare mapper (V: S v) map(v) /* { dg-message "9: sorry, unimplemented: '#pragma omp declare mapper' at block, class or namespace scope in C\\+\\+" } */
#pragma omp target update to(iterator(i = 0:n): p[i]) /* { dg-message "9: sorry, unimplemented: 'iterator' modifiers on target constructs in C\\+\\+" } */
}
