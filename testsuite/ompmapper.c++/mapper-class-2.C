// declare mapper in a class template in C++: each specialization has a
// mapper of its own, for its own T, instantiated when a function first
// needs it -- members inline (before the mapper too) or defined
// outside the class, a named mapper (the mapper(ID) modifier), a
// section of the type (the runtime path: one runtime function per
// specialization), implicit maps, nested and derived class templates,
// a mapper for a type that does not depend on T in two
// specializations.
// { dg-do run }

#include <cstdlib>

struct S
{
  int *myarr;
  int len;
};

struct R
{
  long pad;
  int *myarr;
  int len;
};

struct Q
{
  int *q;
};

template <typename T>
static bool
attached (const T &x, int *dev)
{
  return dev != x.myarr;
}

template <typename T>
struct C
{
  T memb;
  T arr[2];
  Q q;

  // Inline, before the mappers.
  bool
  early ()
  {
    int *dev = nullptr;
#pragma omp target map(memb) map(from: dev)
    dev = memb.myarr;
    return attached (memb, dev);
  }

#pragma omp declare mapper (T t) map(to: t.len, t.myarr) map(tofrom: t.myarr[0:t.len])
#pragma omp declare mapper (twice: T t) map(to: t) map(tofrom: t.myarr[0:2 * t.len])
#pragma omp declare mapper (Q x) map(tofrom: x, x.q[0:1])

  C (int sz)
  {
    memb.myarr = new int[2 * sz] ();
    memb.len = sz;
    for (int k = 0; k < 2; k++)
      {
	arr[k].myarr = new int[sz] ();
	arr[k].len = sz;
      }
    q.q = new int[1] ();
  }

  bool bump ();
  bool bump_twice ();
  void bump_section ();

  bool
  implicit ()
  {
    int *dev = nullptr;
    T &r = memb;
#pragma omp target map(from: dev)
    {
      dev = r.myarr;
      r.myarr[0] += 100;
    }
    return attached (memb, dev);
  }

  bool
  with_q (int v)
  {
    int *dev = nullptr;
#pragma omp target map(tofrom: q) map(from: dev)
    {
      dev = q.q;
      *q.q = v;
    }
    return dev != q.q;
  }

  struct Inner
  {
    T t;
    bool
    attached_inner ()
    {
      int *dev = nullptr;
#pragma omp target map(tofrom: t) map(from: dev)
      dev = t.myarr;
      return attached (t, dev);
    }
  };
};

template <typename T>
bool
C<T>::bump ()
{
  int *dev = nullptr;
#pragma omp target map(memb) map(from: dev)
  {
    dev = memb.myarr;
    for (int i = 0; i < memb.len; i++)
      memb.myarr[i]++;
  }
  return attached (memb, dev);
}

template <typename T>
bool
C<T>::bump_twice ()
{
  int *dev = nullptr;
  // Through a reference: with this->memb g++ maps *this too, whose
  // implicit mapper maps memb through the default mapper, a section
  // of another length (libgomp: "already mapped").
  T &m = memb;
#pragma omp target map(mapper(twice), tofrom: m) map(from: dev)
  {
    dev = m.myarr;
    for (int i = 0; i < 2 * m.len; i++)
      m.myarr[i] += 10;
  }
  return attached (m, dev);
}

template <typename T>
void
C<T>::bump_section ()
{
#pragma omp target map(tofrom: arr[0:2])
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < arr[k].len; i++)
      arr[k].myarr[i] += k + 1;
}

template <typename T>
struct D : C<T>
{
  D (int sz) : C<T> (sz) { }
  bool
  derived ()
  {
    int *dev = nullptr;
    // (g++ 12 refuses this->memb in a template's clause.)
    T &m = this->memb;
#pragma omp target map(tofrom: m) map(from: dev)
    dev = m.myarr;
    return attached (m, dev);
  }
};

// Never used: never instantiated.
template <typename T>
struct Unused
{
  T u;
#pragma omp declare mapper (T t) map(t, t.nothing[0:1])
};

template <typename T>
static void
test (int n)
{
  C<T> c (n);
  if (!c.early () || !c.bump () || !c.bump_twice ())
    std::abort ();
  for (int i = 0; i < 2 * n; i++)
    if (c.memb.myarr[i] != (i < n ? 11 : 10))
      std::abort ();
  if (!c.implicit () || c.memb.myarr[0] != 111)
    std::abort ();
  c.bump_section ();
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < n; i++)
      if (c.arr[k].myarr[i] != k + 1)
	std::abort ();
  if (!c.with_q (n) || *c.q.q != n)
    std::abort ();
  typename C<T>::Inner in;
  in.t = c.memb;
  if (!in.attached_inner ())
    std::abort ();
  D<T> d (n);
  if (!d.derived ())
    std::abort ();
}

int
main ()
{
  test<S> (5);
  test<R> (3);
  return 0;
}
