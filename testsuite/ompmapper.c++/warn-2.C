// target update through a mapper in C++ says what it drops, at each list
// item (g++ gives each its own place), once per map type: a class's
// mapper on *this in a member function, and on an object outside it.
// { dg-do compile }

struct S
{
  int a, b;
  int *p;
#pragma omp declare mapper (S v) map(to: v.a) map(from: v.b) \
		    map(alloc: v.p[0:1])

  void
  sync ()
  {
#pragma omp target update from(*this)
    // { dg-warning "33: dropping .to. clause during mapper expansion in .#pragma omp target update." "" { target *-*-* } .-1 }
    // { dg-warning "33: dropping .alloc. clause during mapper expansion" "" { target *-*-* } .-2 }
  }
};

void
f (S &x, S *y)
{
#pragma omp target update to(x, y[0:2])
  // { dg-warning "30: dropping .from. clause during mapper expansion" "" { target *-*-* } .-1 }
  // { dg-warning "30: dropping .alloc. clause during mapper expansion" "" { target *-*-* } .-2 }
  // { dg-warning "33: dropping .from. clause during mapper expansion" "" { target *-*-* } .-3 }
  // { dg-warning "33: dropping .alloc. clause during mapper expansion" "" { target *-*-* } .-4 }
}
