// A mapper declared in a class is used wherever an object of the class
// is mapped, where no other mapper for it is visible (the type brings
// it, as clang has it): in main and in a free function, whole and as an
// array section, through mapper(ID), for each specialization of a
// class template, for a class nested in the one that declares it, for
// a member of a struct with no mapper (its implicit mapper) and of a
// struct whose own mapper maps it (a class template's specialization
// too, instantiated there); a mapper in the type's namespace
// too, without a using-directive.  A mapper visible where the construct
// is still comes first.
// { dg-do run }

#include <omp.h>
#include <cstdlib>

struct Vec
{
  double *p;
  int n;
#pragma omp declare mapper (Vec v) map(tofrom: v, v.p[0:v.n])
#pragma omp declare mapper (half: Vec v) map(tofrom: v, v.p[0:v.n / 2])
};

// As issue 34 has it: the section alone (a region then reads only p).
struct Lone
{
  double *p;
  int n;
#pragma omp declare mapper (Lone v) map(tofrom: v.p[0:v.n])
};

template <typename T>
struct Buf
{
  T *p;
  int n;
#pragma omp declare mapper (Buf b) map(tofrom: b, b.p[0:b.n])
};

struct Outer
{
  struct In
  {
    int *q;
  };
#pragma omp declare mapper (In i) map(tofrom: i.q[0:4])
};

namespace ns
{
  struct P
  {
    int *r;
  };
#pragma omp declare mapper (P x) map(tofrom: x.r[0:2])
}

// No mapper: its implicit one maps v through Vec's.
struct Mesh
{
  int id;
  Vec v;
};

// Its own mapper maps m.v, which goes through Vec's.
struct Grid
{
  Vec v;
  int *w;
};
#pragma omp declare mapper (Grid g) map(tofrom: g.v, g.w[0:1])

// A specialization of a class template as a member, through its
// mapper, instantiated for this use.
struct Field
{
  Buf<float> b;
  int *w;
};
#pragma omp declare mapper (Field f) map(tofrom: f.b, f.w[0:1])

// Visible at file scope: it comes first, and maps the struct only.
struct W
{
  int *p;
  int n;
#pragma omp declare mapper (W x) map(tofrom: x, x.p[0:x.n])
};
#pragma omp declare mapper (W x) map(tofrom: x)

static Vec
make_vec (int n, double fill)
{
  Vec v;
  v.n = n;
  v.p = new double[n];
  for (int i = 0; i < n; i++)
    v.p[i] = fill;
  return v;
}

static void
bump (Vec &v)
{
#pragma omp target map(tofrom: v)
  for (int i = 0; i < v.n; i++)
    v.p[i] += 1;
}

int
main ()
{
  int dev = omp_get_default_device ();

  Lone l;
  l.n = 4;
  l.p = new double[4] ();
#pragma omp target map(tofrom: l)
  l.p[0] += 5;
  if (l.p[0] != 5)
    abort ();

  Vec a = make_vec (4, 1);
#pragma omp target map(tofrom: a)
  a.p[0] += 5;
  if (a.p[0] != 6)
    abort ();
  bump (a);
  if (a.p[0] != 7 || a.p[3] != 2)
    abort ();

  // The named one: half the data.
#pragma omp target enter data map(mapper(half), to: a)
  if (!omp_target_is_present (a.p, dev)
      || !omp_target_is_present (a.p + 1, dev)
      || omp_target_is_present (a.p + 2, dev))
    abort ();
#pragma omp target exit data map(mapper(half), release: a)

  // A section: each element through the class's mapper.
  Vec vs[3] = { make_vec (2, 10), make_vec (3, 20), make_vec (1, 30) };
  int n = 3;
#pragma omp target map(tofrom: vs[0:n])
  for (int i = 0; i < 3; i++)
    vs[i].p[vs[i].n - 1] += i;
  if (vs[0].p[1] != 10 || vs[1].p[2] != 21 || vs[2].p[0] != 32)
    abort ();

  // Each specialization of a class template its own.
  Buf<int> bi;
  bi.n = 3;
  bi.p = new int[3] ();
  Buf<double> bd;
  bd.n = 2;
  bd.p = new double[2] ();
#pragma omp target map(tofrom: bi, bd)
  {
    bi.p[2] = 7;
    bd.p[1] = 0.5;
  }
  if (bi.p[2] != 7 || bd.p[1] != 0.5)
    abort ();

  // A class nested in the one that declares the mapper.
  Outer::In in;
  in.q = new int[4] ();
#pragma omp target map(tofrom: in)
  in.q[3] = 9;
  if (in.q[3] != 9)
    abort ();

  // The type's namespace.
  ns::P pp;
  pp.r = new int[2] ();
#pragma omp target map(tofrom: pp)
  pp.r[1] = 4;
  if (pp.r[1] != 4)
    abort ();

  // A member, through the implicit mapper of its struct and through
  // another struct's mapper.
  Mesh m;
  m.id = 1;
  m.v = make_vec (2, 3);
#pragma omp target map(tofrom: m)
  m.v.p[1] *= 2;
  if (m.v.p[1] != 6)
    abort ();
  Grid g;
  g.v = make_vec (2, 5);
  g.w = new int[1] ();
#pragma omp target map(tofrom: g)
  {
    g.v.p[0] += 1;
    g.w[0] = 8;
  }
  if (g.v.p[0] != 6 || g.w[0] != 8)
    abort ();

  Field f;
  f.b.n = 3;
  f.b.p = new float[3] ();
  f.w = new int[1] ();
#pragma omp target map(tofrom: f)
  {
    f.b.p[2] = 1.5f;
    f.w[0] = f.b.n;
  }
  if (f.b.p[2] != 1.5f || f.w[0] != 3)
    abort ();

  // The visible file-scope mapper, not the class's: the data stays on
  // the host.
  W w;
  w.n = 2;
  w.p = new int[2] ();
#pragma omp target enter data map(to: w)
  if (!omp_target_is_present (&w, dev) || omp_target_is_present (w.p, dev))
    abort ();
#pragma omp target exit data map(release: w)
  return 0;
}
