// A block mapper in C++ whose clauses use the enclosing function's
// parameters and locals (issue 34, third class; GCC trunk's libgomp
// declare-mapper-14.c has the C++ shape): the section of rows gets
// each row's first LEN doubles, on enter, in a region and back on exit;
// the clauses' calls of a class template's member function are
// instantiated as an evaluated use would have them; a constant local
// is its value, which the runtime function may use; a
// struct without a mapper whose members' mapper uses a local (its
// implicit mapper) is expanded in place (a review found the runtime
// function of the implicit mapper crashed g++).  The device's
// writes are checked on the host, which only a real deep copy shows on
// the emulated device's memory of its own.
// { dg-do run }

#include <cstdlib>

struct Row
{
  double *v;
  int tag;
};

template <typename T>
struct Buf
{
  T *p;
  int n;
  int count () const { return n; }
};

static int
work (Row *rows, int n, int len)
{
  int extra = 1;
#pragma omp declare mapper (Row r) map(tofrom: r.v[0:len + extra - 1])
#pragma omp target map(tofrom: rows[0:n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len; j++)
      rows[i].v[j] += i + j;
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len; j++)
      bad += rows[i].v[j] != i + j + 1;
  return bad;
}

static int
whole (Row &one, int len)
{
#pragma omp declare mapper (Row r) map(tofrom: r, r.v[0:len])
#pragma omp target enter data map(to: one)
#pragma omp target
  for (int j = 0; j < len; j++)
    one.v[j] *= 2;
#pragma omp target exit data map(from: one)
  int bad = 0;
  for (int j = 0; j < len; j++)
    bad += one.v[j] != 2 * (j + 1);
  return bad;
}

static int
counted (Buf<float> *b, int scale)
{
#pragma omp declare mapper (Buf<float> x) map(tofrom: x, x.p[0:x.count () * scale])
#pragma omp target map(tofrom: b[0:1])
  for (int j = 0; j < b->n * scale; j++)
    b->p[j] = j;
  int bad = 0;
  for (int j = 0; j < b->n * scale; j++)
    bad += b->p[j] != j;
  return bad;
}

struct Cell
{
  int *q;
};

struct Pair
{
  Cell a, b;
};

static int
pairs (Pair *ps, int n, int len)
{
#pragma omp declare mapper (Cell c) map(tofrom: c.q[0:len])
#pragma omp target map(tofrom: ps[0:n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len; j++)
      {
	ps[i].a.q[j] += 1;
	ps[i].b.q[j] += 2;
      }
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len; j++)
      bad += ps[i].a.q[j] != 1 || ps[i].b.q[j] != 2;
  return bad;
}

struct Grid
{
  Cell *cells;
  int nc;
};

static int
constant (Grid *g, int n)
{
  const int N = 3;
  constexpr int M = 2;
#pragma omp declare mapper (Cell c) map(tofrom: c.q[0:N + M - 2])
#pragma omp declare mapper (Grid r) map(tofrom: r.cells[0:r.nc])
  // Through the runtime function of Grid's mapper.
#pragma omp target map(tofrom: g[0:n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      g[i].cells[0].q[j] = i + j;
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      bad += g[i].cells[0].q[j] != i + j;
  return bad;
}

int
main ()
{
  const int n = 5, len = 7;
  Row *rows = static_cast<Row *> (std::malloc (n * sizeof (Row)));
  for (int i = 0; i < n; i++)
    {
      rows[i].v = static_cast<double *> (std::malloc (len * sizeof (double)));
      for (int j = 0; j < len; j++)
	rows[i].v[j] = 1;
    }
  if (work (rows, n, len) != 0)
    std::abort ();
  Row one = { static_cast<double *> (std::malloc (len * sizeof (double))), 0 };
  for (int j = 0; j < len; j++)
    one.v[j] = j + 1;
  if (whole (one, len) != 0)
    std::abort ();
  float store[6];
  Buf<float> b = { store, 3 };
  if (counted (&b, 2) != 0)
    std::abort ();
  Pair *ps = static_cast<Pair *> (std::malloc (n * sizeof (Pair)));
  for (int i = 0; i < n; i++)
    {
      ps[i].a.q = static_cast<int *> (std::calloc (len, sizeof (int)));
      ps[i].b.q = static_cast<int *> (std::calloc (len, sizeof (int)));
    }
  if (pairs (ps, n, len) != 0)
    std::abort ();
  Grid *g = static_cast<Grid *> (std::malloc (n * sizeof (Grid)));
  for (int i = 0; i < n; i++)
    {
      g[i].nc = 1;
      g[i].cells = static_cast<Cell *> (std::malloc (sizeof (Cell)));
      g[i].cells[0].q = static_cast<int *> (std::calloc (3, sizeof (int)));
    }
  if (constant (g, n) != 0)
    std::abort ();
  return 0;
}
