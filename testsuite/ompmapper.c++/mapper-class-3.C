// Mappers of class templates among the classes around a use in C++:
// two specializations of one template as bases, each with a mapper for
// its own type, both visible; a nested class's specialization does not
// hide the enclosing class's for another type; a derived or nested
// class's own mapper hides its base's or enclosing class's for the same
// type (template or not), and a class template's hides the global
// one.  (The markers of a class template's mappers are named by
// declaration: each specialization's copy has the same name.)
// { dg-do run }

#include <cstdlib>

struct A
{
  int n;
  int *d;
  int *e;
};

struct B
{
  int n;
  int *d;
  int *e;
};

// The global mapper for A maps e only.
#pragma omp declare mapper (A v) map(tofrom: v, v.e[0:v.n])

template <typename T>
struct W
{
#pragma omp declare mapper (T t) map(tofrom: t, t.d[0:t.n])
};

// Which of A's pointers a region saw attached: 1 for d, 2 for e (the
// mappers visible where the macro is used map A).
#define WHICH_ATTACHED(a)						\
  int *dd = nullptr, *de = nullptr;					\
  _Pragma ("omp target map(tofrom: a) map(from: dd, de)")		\
  {									\
    dd = (a).d;								\
    de = (a).e;								\
  }									\
  return (dd != (a).d) + 2 * (de != (a).e);

template <typename T>
static int
attached (T &a)
{
  WHICH_ATTACHED (a)
}

struct Two : W<A>, W<B>
{
  static int fa (A &a) { return attached_here (a); }
  static int fb (B &b) { return attached_here (b); }
  template <typename T>
  static int
  attached_here (T &a)
  {
    WHICH_ATTACHED (a)
  }
};

struct Outer : W<A>
{
  struct In : W<B>
  {
    static int
    f (A &a)
    {
      WHICH_ATTACHED (a)
    }
  };
};

template <int N>
struct Base
{
#pragma omp declare mapper (A t) map(tofrom: t, t.d[0:t.n])
};

struct Der : Base<1>
{
#pragma omp declare mapper (A t) map(tofrom: t, t.e[0:t.n])
  static int
  f (A &a)
  {
    WHICH_ATTACHED (a)
  }
};

template <int N>
struct Out
{
#pragma omp declare mapper (A t) map(tofrom: t, t.d[0:t.n])
  struct In
  {
#pragma omp declare mapper (A t) map(tofrom: t, t.e[0:t.n])
    static int
    f (A &a)
    {
      WHICH_ATTACHED (a)
    }
  };
};

int
main ()
{
  A a = { 1, new int[1] (), new int[1] () };
  B b = { 1, new int[1] (), new int[1] () };
  if (attached (a) != 2)	// The global mapper.
    std::abort ();
  if (Two::fa (a) != 1 || Two::fb (b) != 1)
    std::abort ();
  if (Outer::In::f (a) != 1)
    std::abort ();
  if (Der::f (a) != 2 || Out<1>::In::f (a) != 2)
    std::abort ();
  return 0;
}
