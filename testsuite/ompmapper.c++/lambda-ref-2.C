// Target regions in the body of a lambda that captures by reference:
// there a captured variable is the variable itself (C++), and OpenMP's
// rules apply to it as in the function that has it (5.1, 2.21.7.2; as
// clang has them): what a clause names is mapped as the clause says, a
// scalar the region only uses is firstprivate (its writes stay on the
// device), an aggregate tofrom through its type's mapper, a pointer a
// zero-length array section.  g++ 12 alone maps such a variable as a
// member of the closure, which libgomp refuses ("structure element when
// other mapped elements from the same structure weren't mapped
// together") or, as the captures lie, loses a section based on it; and
// it makes a clause naming it again at the construct's place, so that
// its mapper and present modifiers were lost.  And a section behind a
// member of what a reference to a pointer points to crashed the region.
// { dg-do run }

#include <cstdlib>
#include <omp.h>

struct V
{
  int n;
  double *p;
};

#pragma omp declare mapper (V v) map(tofrom: v, v.p[0:v.n])
#pragma omp declare mapper (in: V v) map(tofrom: v) map(to: v.p[0:v.n])

static void
check (bool ok)
{
  if (!ok)
    std::abort ();
}

struct O
{
  int k, n;
  double *d;
  void
  run (int add)
  {
    auto f = [&] {
#pragma omp target map(tofrom: d[0:n])
      for (int i = 0; i < n; i++)
	d[i] += k + add;
    };
    f ();
  }
};

// The same through a reference to a pointer, written so.
static void
bump (V *&pv)
{
#pragma omp target map(tofrom: pv->p[0:2])
  pv->p[1] += 1;
}

// A section behind a member of a reference to an object whose type
// has a mapper: the section alone, not the mapper's object besides.
static void
add_one (V &w, int n)
{
#pragma omp target map(tofrom: w.p[0:n])
  for (int i = 0; i < n; i++)
    w.p[i] += 1;
}

template <typename T>
static void
twice (T *a, int n)
{
  auto f = [&] {
#pragma omp target map(tofrom: a[0:n])
    for (int i = 0; i < n; i++)
      a[i] *= 2;
  };
  f ();
}

int
main ()
{
  int n = 8, r = 0;
  double *c = new double[n] ();

  // A section based on a captured pointer, its length a captured int.
  auto f1 = [&] {
#pragma omp target map(tofrom: c[0:n])
    for (int i = 0; i < n; i++)
      c[i] += i;
  };
  f1 ();
  for (int i = 0; i < n; i++)
    check (c[i] == i);

  // A scalar the region writes: firstprivate unless a clause maps it.
  auto f2 = [&] {
#pragma omp target
    r = n + 1;
    check (r == 0);
#pragma omp target map(tofrom: r)
    r += n;
  };
  f2 ();
  check (r == 8);
  auto f2b = [&] {
#pragma omp target defaultmap(tofrom: scalar)
    r = n + 2;
  };
  f2b ();
  check (r == 10);

  // A struct with a mapper, used by the region: mapped through it.
  V v = { n, new double[n] () };
  auto f3 = [&] {
#pragma omp target
    for (int i = 0; i < v.n; i++)
      v.p[i] = 2 * i;
  };
  f3 ();
  for (int i = 0; i < n; i++)
    check (v.p[i] == 2 * i);

  // The mapper modifier of a clause that names it: "in" copies v.p in
  // only, so the device's writes stay there.
  auto f4 = [&] {
#pragma omp target map(mapper(in), tofrom: v)
    for (int i = 0; i < v.n; i++)
      v.p[i] = -1;
  };
  f4 ();
  for (int i = 0; i < n; i++)
    check (v.p[i] == 2 * i);

  // The present modifier, v entered before.
#pragma omp target enter data map(to: v)
  auto f5 = [&] {
#pragma omp target map(present, alloc: v)
    v.p[0] = 40;
  };
  f5 ();
#pragma omp target exit data map(from: v)
  check (v.p[0] == 40);

  // A pointer the region only uses: a zero-length array section, found
  // in what was entered before.
#pragma omp target enter data map(to: c[0:n])
  auto f6 = [&] {
#pragma omp target
    c[1] = 50;
  };
  f6 ();
#pragma omp target exit data map(from: c[0:n])
  check (c[1] == 50 && c[2] == 2);

  // Some captures by copy, some by reference.
  auto f7 = [&, c] {
#pragma omp target map(tofrom: c[0:n])
    for (int i = 0; i < n; i++)
      c[i] += 1;
  };
  f7 ();
  check (c[0] == 1 && c[1] == 51 && c[7] == 8);
  auto f8 = [=, &r] {
#pragma omp target map(tofrom: r) map(to: c[0:n])
    r = c[1] + n;
  };
  f8 ();
  check (r == 59);

  // A lambda in a lambda.
  auto outer = [&] {
    auto inner = [&] {
#pragma omp target map(tofrom: c[0:n])
      for (int i = 0; i < n; i++)
	c[i] -= 1;
    };
    inner ();
  };
  outer ();
  check (c[0] == 0 && c[1] == 50 && c[7] == 7);

  // A generic lambda, instantiated twice.
  auto g = [&] (auto k) {
#pragma omp target map(tofrom: c[0:n])
    for (int i = 0; i < n; i++)
      c[i] += k;
  };
  g (1);
  g (0.5);
  check (c[0] == 1.5 && c[7] == 8.5);

  // A variable-length array (GNU C++), a section of it and whole.
  double va[n + r % 2];
  for (int i = 0; i < n; i++)
    va[i] = i;
  auto f10 = [&] {
#pragma omp target map(tofrom: va[1:3])
    va[2] += 20;
#pragma omp target
    va[7] += va[2];
  };
  f10 ();
  check (va[2] == 22 && va[7] == 29);

  // A pointer to a struct, a section behind its member (g++ 12 alone
  // crashes on it through a reference to the pointer).
  V *pv = &v;
  auto f11 = [&] {
#pragma omp target map(tofrom: pv->p[2:3])
    pv->p[3] += 1;
  };
  f11 ();
  check (v.p[3] == 7 && v.p[4] == 8);
  bump (pv);
  check (v.p[1] == 3 && v.p[2] == 4);
  add_one (v, 2);
  check (v.p[0] == 41 && v.p[1] == 4 && v.p[2] == 4);
  auto f11b = [&] {
#pragma omp target map(tofrom: v.p[2:1])
    v.p[2] += 1;
  };
  f11b ();
  check (v.p[2] == 5);

  // A reduction into a captured variable.
  double sum = 0;
  auto f9 = [&] {
#pragma omp target teams distribute parallel for reduction(+: sum) \
	map(tofrom: sum) map(to: c[0:n])
    for (int i = 0; i < n; i++)
      sum += c[i];
  };
  f9 ();
  double want = 0;
  for (int i = 0; i < n; i++)
    want += c[i];
  check (sum == want);

  // A reduction of a combined construct names its variable: mapped as
  // written, not firstprivate (g++ maps it by a clause of its own).
  int cnt = 0;
  auto f12 = [&] {
#pragma omp target teams distribute parallel for reduction(+: cnt)
    for (int i = 0; i < 100; i++)
      cnt++;
  };
  f12 ();
  check (cnt == 100);

  // A capture in a combined construct's thread_limit (g++ evaluates it
  // before the construct, in a temporary the clause shares), and one in
  // a section's bounds only: firstprivate.
  int tl = 4, m = 2;
  auto f13 = [&] {
#pragma omp target teams thread_limit(tl) map(tofrom: c[0:(m)])
    {
      c[1] = tl;
      m = 0;
    }
  };
  f13 ();
  check (c[1] == 4 && m == 2);

  // use_device_ptr in target data: the body sees the device's pointer.
  void *seen = nullptr;
  auto f14 = [&] {
#pragma omp target data map(tofrom: c[0:n]) use_device_ptr(c)
    seen = c;
  };
  f14 ();
  check (seen != nullptr
	 && (seen != c) == (omp_get_default_device () != omp_get_initial_device ()));

  // A construct around that makes the capture private: the region sees
  // the private copy.
  int x = 1, res[2] = { 0, 0 };
  auto f15 = [&] {
#pragma omp parallel num_threads(2) firstprivate(x)
    {
      int t = omp_get_thread_num ();
      x = 100 + t;
#pragma omp target map(from: res[t:1])
      res[t] = x;
    }
  };
  f15 ();
  check (x == 1 && (res[0] == 100 || res[0] == 0)
	 && (res[1] == 101 || res[1] == 0) && res[0] + res[1] != 0);

  // In a member function, with "this" captured as well.
  O o = { 3, n, c };
  o.run (1);
  check (c[0] == 5.5 && c[7] == 12.5);

  // In a function template.
  twice (c, n);
  check (c[0] == 11 && c[7] == 25);

  check (!omp_target_is_present (c, omp_get_default_device ())
	 && !omp_target_is_present (&v, omp_get_default_device ()));
  delete[] v.p;
  delete[] c;
  return 0;
}
