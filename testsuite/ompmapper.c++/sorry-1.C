// What C++ does not have yet is a sorry at the directive, never a
// silent loss: a mapper in a local class (diag-4.C), a using-directive
// in a block that names a namespace with a mapper.
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
