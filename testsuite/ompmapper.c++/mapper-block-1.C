// declare mapper at block scope in C++: visible from its place to the
// end of its block, hiding one of the same identifier for the same type
// outside; named and default; in a member function; on array sections
// (the runtime path) and whole objects; with enter and exit data; a
// construct before the mapper in the same block, and one after the
// block, do not use it.
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

// At global namespace scope: the struct only.
#pragma omp declare mapper (S v) map(tofrom: v)

static S
make (int n)
{
  S s = { n, static_cast<int *> (std::calloc (n, sizeof (int))) };
  return s;
}

// Whether a target region sees S's data: its pointer as the device has
// it against the host's (the struct-only mapper leaves the host's).
static bool
attached (S *p)
{
  int *dev = nullptr;
#pragma omp target map(tofrom: p[0:1]) map(from: dev)
  dev = p[0].d;
  return dev != p[0].d;
}

static void
blocks (S *p, int cnt)
{
  if (attached (p))
    std::abort ();
  {
    int *before = nullptr;
    // Before the mapper: the global one.
#pragma omp target map(tofrom: p[0:1]) map(from: before)
    before = p[0].d;
    if (before != p[0].d)
      std::abort ();
#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.n])
#pragma omp target map(tofrom: p[0:cnt])
    for (int i = 0; i < cnt; i++)
      p[i].d[p[i].n - 1] += 1;
    {
      // A named one in an inner block, and the outer default.
#pragma omp declare mapper (half: S v) map(tofrom: v, v.d[0:v.n / 2])
#pragma omp target enter data map(mapper(half), to: p[2:1])
      S *q = p + 2;
#pragma omp target
      q->d[0] = 7;
#pragma omp target exit data map(mapper(half), from: p[2:1])
#pragma omp target map(tofrom: p[1])
      p[1].d[0] = 5;
    }
  }
  // After the block: the global one again.
  if (attached (p))
    std::abort ();
}

struct Holder
{
  S s;
  int sum ()
  {
#pragma omp declare mapper (S v) map(to: v, v.d[0:v.n])
    int r = 0;
#pragma omp target map(to: s) map(tofrom: r)
    for (int i = 0; i < s.n; i++)
      r += s.d[i];
    return r;
  }
};

int
main ()
{
  S a[3] = { make (1), make (2), make (4) };
  blocks (a, 3);
  if (a[0].d[0] != 1 || a[1].d[1] != 1 || a[1].d[0] != 5 || a[2].d[3] != 1
      || a[2].d[0] != 7)
    std::abort ();
  Holder h;
  h.s = make (3);
  h.s.d[0] = 2;
  h.s.d[2] = 40;
  if (h.sum () != 42)
    std::abort ();
  return 0;
}
