// declare mapper at class scope in C++: visible as a static data member
// declared there would be -- in the class's member functions, inline
// (member templates too, defined before the mapper) or defined outside
// it, and those of classes nested in it or derived
// from it, in friends defined in it, in lambdas of its members --
// hiding a namespace's or the global one, itself hidden by a nested or
// derived class's own; not outside the class.  Named (the mapper(ID)
// modifier) and default (target regions without clauses, sections of
// the type, which the runtime path maps).
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

// The global one maps the struct only: a region then sees the host's
// pointer.
#pragma omp declare mapper (S v) map(tofrom: v)

static bool
attached_by (S *p, int *dev)
{
  return dev != p->d;
}

struct C
{
  S s;
  S arr[3];

  // A member template defined before the mappers: its instantiation,
  // at the end of the file, sees them all.
  template <typename U>
  bool
  member_template (U)
  {
    int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
    dev = s.d;
    return attached_by (&s, dev);
  }

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])
#pragma omp declare mapper (custom: S v) map(to: v) map(tofrom: v.d[0:v.n])

  // Inline, defined after the mappers.
  bool
  inline_attached ()
  {
    int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
    dev = s.d;
    return attached_by (&s, dev);
  }

  bool out_of_class ();
  bool named ();
  void bump_section ();
  void bump_implicit ();
  bool in_lambda ();
  static bool static_member (S *p);

  friend bool
  friend_attached (C &c)
  {
    int *dev = nullptr;
#pragma omp target map(tofrom: c.s) map(from: dev)
    dev = c.s.d;
    return attached_by (&c.s, dev);
  }

  struct Inner
  {
    S t;
    bool
    attached ()
    {
      int *dev = nullptr;
#pragma omp target map(tofrom: t) map(from: dev)
      dev = t.d;
      return attached_by (&t, dev);
    }
  };

  struct Own
  {
    S t;
    // Hides C's: maps the struct only.
#pragma omp declare mapper (S v) map(tofrom: v.n, v.d)
    bool
    attached ()
    {
      int *dev = nullptr;
#pragma omp target map(tofrom: t) map(from: dev)
      dev = t.d;
      return attached_by (&t, dev);
    }
  };
};

bool
C::out_of_class ()
{
  int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
  dev = s.d;
  return attached_by (&s, dev);
}

bool
C::named ()
{
  int *dev = nullptr;
#pragma omp target map(mapper(custom), tofrom: s) map(from: dev)
  {
    dev = s.d;
    for (int i = 0; i < s.n; i++)
      s.d[i] += 10;
  }
  return attached_by (&s, dev);
}

// A section of the mapped type: each element through C's mapper.
void
C::bump_section ()
{
#pragma omp target map(tofrom: arr[0:3])
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < arr[k].n; i++)
      arr[k].d[i] += k + 1;
}

// No clause: s, used in the region, mapped through C's mapper (g++
// maps *this; the member through the mapper).
void
C::bump_implicit ()
{
  S &r = s;
#pragma omp target
  for (int i = 0; i < r.n; i++)
    r.d[i] += 100;
}

bool
C::in_lambda ()
{
  auto f = [this] () {
    int *dev = nullptr;
#pragma omp target map(tofrom: s) map(from: dev)
    dev = s.d;
    return attached_by (&s, dev);
  };
  return f ();
}

bool
C::static_member (S *p)
{
  int *dev = nullptr;
#pragma omp target map(tofrom: p[0:1]) map(from: dev)
  dev = p->d;
  return attached_by (p, dev);
}

struct D : C
{
  bool
  derived (S *p)
  {
    int *dev = nullptr;
#pragma omp target map(tofrom: p[0:1]) map(from: dev)
    dev = p->d;
    return attached_by (p, dev);
  }
};

static bool
outside (S *p)
{
  int *dev = nullptr;
#pragma omp target map(tofrom: p[0:1]) map(from: dev)
  dev = p->d;
  return attached_by (p, dev);
}

static S
make (int n)
{
  S s = { n, static_cast<int *> (std::calloc (n, sizeof (int))) };
  return s;
}

int
main ()
{
  C c;
  c.s = make (4);
  for (int k = 0; k < 3; k++)
    c.arr[k] = make (k + 2);
  if (!c.inline_attached () || !c.out_of_class () || !friend_attached (c)
      || !c.in_lambda () || !C::static_member (&c.s)
      || !c.member_template (1))
    std::abort ();
  if (!c.named ())
    std::abort ();
  for (int i = 0; i < 4; i++)
    if (c.s.d[i] != 10)
      std::abort ();
  c.bump_implicit ();
  for (int i = 0; i < 4; i++)
    if (c.s.d[i] != 110)
      std::abort ();
  c.bump_section ();
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < k + 2; i++)
      if (c.arr[k].d[i] != k + 1)
	std::abort ();
  C::Inner in;
  in.t = make (2);
  C::Own own;
  own.t = make (2);
  D dd;
  if (!in.attached () || own.attached () || !dd.derived (&c.s))
    std::abort ();
  if (outside (&c.s))
    std::abort ();
  return 0;
}
