// Mappers that using-directives bring together from two namespaces, or
// from one beside the global namespace's, for one type and identifier:
// a use is ambiguous, an error naming both (as g++ says of a variable);
// where one namespace encloses the use, its mapper is nearer and wins.
// A using-directive makes a namespace's mappers appear in the namespace
// that encloses both it and the directive, not the use.
// { dg-do compile }

struct S
{
  int n;
  int *d;
};

namespace a
{
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n]) /* { dg-message "9: candidate: '#pragma omp declare mapper' here" } */
}

namespace b
{
#pragma omp declare mapper (S v) map(v) /* { dg-message "9: candidate: '#pragma omp declare mapper' here" } */

  // a's mapper appears in the global namespace here: b's is nearer.
  using namespace a;

  void
  inside (S *p)
  {
#pragma omp target map(tofrom: p[0:1])
    ;
  }
}

using namespace a;
using namespace b;

void
both (S *p)
{
#pragma omp target map(tofrom: p[0:2]) /* { dg-error "32: mapper 'default' for type 'S' is ambiguous" } */
  ;
}

namespace x
{
  namespace a
  {
    namespace b
    {
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])
    }
#pragma omp declare mapper (S v) map(v)
  }
  // b's mappers appear in x here: a's, nearer to c, wins.
  using namespace a::b;
  namespace a
  {
    namespace c
    {
      void
      g (S *p)
      {
#pragma omp target map(tofrom: p[0:1])
	;
      }
    }
  }
}

namespace y
{
  namespace a
  {
    namespace b
    {
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n]) /* { dg-message "9: candidate" } */
    }
  }
#pragma omp declare mapper (S v) map(v) /* { dg-message "9: candidate" } */
  // b's mappers appear in y here, beside y's own.
  using namespace a::b;
  namespace a
  {
    namespace c
    {
      void
      g (S *p)
      {
#pragma omp target map(tofrom: p[0:1]) /* { dg-error "32: mapper 'default' for type 'S' is ambiguous" } */
	;
      }
    }
  }
}
