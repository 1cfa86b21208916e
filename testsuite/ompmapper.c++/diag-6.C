// declare mapper on a type that is not complete where it is declared
// (g++'s own error at the map clause, as for a variable of it), and on
// a type that is not a class: errors at the directive, nothing else.
// A class template's specialization named only in the mapper's header
// is instantiated there, as a variable of it would be.
// { dg-do compile }

struct Inc;
#pragma omp declare mapper (Inc v) map(v) /* { dg-error "40: 'v' does not have a mappable type in 'map' clause" } */
#pragma omp declare mapper (int v) map(v) /* { dg-error "9: 'int' is not a struct or union type in '#pragma omp declare mapper'" } */

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
