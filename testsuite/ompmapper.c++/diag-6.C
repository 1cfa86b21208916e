// declare mapper on a type that is not complete where it is declared,
// and on a type that is not a class: an error at the type; then g++'s
// own at a clause that maps the variable whole (the parameter has the
// error type, which cp_omp_mappable_type, a direct call, refuses), none
// at the members.
// A class template's specialization named only in the mapper's header
// is instantiated there, as a variable of it would be.
// { dg-do compile }

struct Inc;
#pragma omp declare mapper (Inc v) map(v) /* { dg-error "29: invalid use of incomplete type 'Inc' in '#pragma omp declare mapper'" } */
/* { dg-error "40: 'v' does not have a mappable type" "" { target *-*-* } .-1 } */
#pragma omp declare mapper (i2: Inc v) map(v.k) /* { dg-error "33: invalid use of incomplete type 'Inc' in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (int v) map(v) /* { dg-error "29: 'int' is not a struct, union or class type in '#pragma omp declare mapper'" } */
/* { dg-error "40: 'v' does not have a mappable type" "" { target *-*-* } .-1 } */

template <typename T>
struct D
{
  T t;
};

#pragma omp declare mapper (D<int> d) map(d)

struct Inc
{
  int k;
};

void
f (D<int> *p)
{
#pragma omp target map(p[0:1])
  p->t = 1;
}
