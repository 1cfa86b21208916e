// Repeated list items in C++ (GCC 12 alone says "'y' appears more than
// once in map clauses"): the items merged out of a clause take their
// commas with them, which g++ checks where gcc does not; and a list is
// split at commas outside template arguments, so that "2>::v" in two
// clauses is no repeated item.
// { dg-do compile }
// { dg-options "-fdump-tree-original" }

template <int A, int B> struct T { static int v; };
template <int A, int B> int T<A, B>::v = A * 10 + B;
#pragma omp declare target (T<1, 2>::v, T<3, 2>::v)

int
f ()
{
  int a = 1, x = 2, y = 3;
#pragma omp target map(to: a, x, y) map(from: x, y)
  {
    x = a + 10;
    y = a + 20;
  }
#pragma omp target map(to: T<1, 2>::v) map(from: T<3, 2>::v)
  T<3, 2>::v = T<1, 2>::v;
  return x + y;
}

// { dg-final { scan-tree-dump-times "omp target map\\(tofrom:y\\) map\\(tofrom:x\\) map\\(to:a\\)\n" 1 "original" } }
// { dg-final { scan-tree-dump-times "omp target map\\(from:v\\) map\\(to:v\\)\n" 1 "original" } }
