// declare mapper in namespaces in C++: visible as a variable declared
// there would be -- in the rest of its namespace, reopened, nested, in
// a function of it defined outside it, in a template of it (which g++
// instantiates at the end of the file), in an inline member of a class
// of it, and where a using-directive brings it (for a type the global
// namespace has no mapper for: beside one, the use would be ambiguous,
// diag-5.C) -- and hiding one of the global namespace there; not in
// the global namespace.
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

struct R
{
  int n;
  int *d;
};

// The global one maps the struct only: a region then sees the host's
// pointer.
#pragma omp declare mapper (S v) map(tofrom: v)

#define ATTACHED_BODY(p)						\
  int *dev = nullptr;							\
  _Pragma ("omp target map(tofrom: p[0:1]) map(from: dev)")		\
  dev = p[0].d;								\
  return dev != p[0].d;

namespace ns
{
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])
#pragma omp declare mapper (R v) map(tofrom: v, v.d[0:v.n])

  static bool
  attached (S *p)
  {
    ATTACHED_BODY (p)
  }

  namespace inner
  {
    static bool
    attached (S *p)
    {
      ATTACHED_BODY (p)
    }
  }

  template <typename T>
  static bool
  attached_t (T *p)
  {
    ATTACHED_BODY (p)
  }

  struct K
  {
    static bool
    attached (S *p)
    {
      ATTACHED_BODY (p)
    }
  };

  bool later (S *p);
}

bool
ns::later (S *p)
{
  ATTACHED_BODY (p)
}

namespace ns
{
  // Reopened.
  static bool
  reopened (S *p)
  {
    ATTACHED_BODY (p)
  }
}

static bool
global (S *p)
{
  ATTACHED_BODY (p)
}

namespace other
{
  static bool
  before (R *p)
  {
    ATTACHED_BODY (p)
  }

  using namespace ns;

  static bool
  via (R *p)
  {
    ATTACHED_BODY (p)
  }
}

int
main ()
{
  S s = { 2, static_cast<int *> (std::calloc (2, sizeof (int))) };
  R r = { 2, static_cast<int *> (std::calloc (2, sizeof (int))) };
  if (!ns::attached (&s) || !ns::inner::attached (&s) || !ns::attached_t (&s)
      || !ns::K::attached (&s) || !ns::later (&s) || !ns::reopened (&s)
      || !other::via (&r))
    std::abort ();
  if (global (&s) || other::before (&r))
    std::abort ();
  return 0;
}
