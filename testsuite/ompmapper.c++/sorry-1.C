// What C++ does not have yet is a sorry at the directive, never a
// silent loss: a mapper in a local class (diag-4.C), a
// using-directive in a block that names a namespace with a mapper,
// declare target indirect
// without a list, and indirect or device_type(host or nohost) on begin
// declare target.
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
#pragma omp declare mapper (U u) map(u)
}

void
u (ns::U *p)
{
  using namespace ns; /* { dg-message "19: sorry, unimplemented: a using-directive in a block that names a namespace with '#pragma omp declare mapper' in C\\+\\+" } */
#pragma omp target map(p[0:1])
  ;
}

// One that names a namespace that nominates one with a mapper.
namespace nm2
{
  using namespace ns;
}

void
u2 (ns::U *p)
{
  using namespace nm2; /* { dg-message "19: sorry, unimplemented: a using-directive in a block" } */
#pragma omp target map(p[0:1])
  ;
}

int f (int);
// The block form without a list (clang's extension; 5.1 spells it
// begin declare target indirect): g++'s block, without indirect.
#pragma omp declare target indirect /* { dg-message "28: sorry, unimplemented: 'indirect' on '#pragma omp declare target' without a list in C\\+\\+" } */
int f2 (int x) { return x; }
#pragma omp end declare target

#pragma omp begin declare target indirect /* { dg-message "34: sorry, unimplemented: 'indirect' on '#pragma omp begin declare target' in C\\+\\+" } */
int g (int x) { return x; }
// The block the sorry did not open: GCC's error at its end.
#pragma omp end declare target /* { dg-error "'#pragma omp end declare target' without corresponding" } */

#pragma omp begin declare target device_type(nohost) /* { dg-message "46: sorry, unimplemented: 'device_type\\(nohost\\)' on '#pragma omp begin declare target' in C\\+\\+" } */
int g2 (int x) { return x; }
#pragma omp end declare target /* { dg-error "'#pragma omp end declare target' without corresponding" } */
