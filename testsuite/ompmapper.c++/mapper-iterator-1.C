// The iterator modifier in C++'s declare mappers: one in a class, one in
// a class template (each specialization's bound through its own type),
// used in a generic lambda that captures by reference, one at namespace
// scope whose variable the C++ front end hands over as a reference, one
// in a block whose list items use a local of the function; and a member
// function mapping *this.  Each maps rows of its own length behind an
// array of row pointers; on the emulated device with separate memory a
// row left unmapped or a pointer left unattached reads poison.
// { dg-do run }

#include <cstdlib>

struct Rows
{
  int n, len;
  double **row;
#pragma omp declare mapper (Rows r) map(r, r.row[0:r.n]) \
  map(iterator(i = 0:r.n), tofrom: r.row[i][0:r.len])

  void
  scale (double f)
  {
#pragma omp target map(tofrom: *this)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < len; j++)
	row[i][j] *= f;
  }
};

template <typename T>
struct Ragged
{
  int n;
  int *len;
  T **v;
#pragma omp declare mapper (Ragged g) map(g, g.len[0:g.n], g.v[0:g.n]) \
  map(iterator(it = 0:g.n), tofrom: g.v[it][0:g.len[it]])
};

namespace geo
{
  struct Poly
  {
    int sides;
    float **corner;
  };
}
#pragma omp declare mapper (geo::Poly p) map(p, p.corner[0:p.sides]) \
  map(iterator(k = 0:p.sides), tofrom: p.corner[k][0:2])

static void
make (Rows &r, int n, int len)
{
  r.n = n;
  r.len = len;
  r.row = new double *[n];
  for (int i = 0; i < n; i++)
    {
      r.row[i] = new double[len];
      for (int j = 0; j < len; j++)
	r.row[i][j] = i + j;
    }
}

template <typename T>
static Ragged<T>
make_ragged (int n)
{
  Ragged<T> g;
  g.n = n;
  g.len = new int[n];
  g.v = new T *[n];
  for (int i = 0; i < n; i++)
    {
      g.len[i] = i + 1;
      g.v[i] = new T[i + 1] ();
    }
  return g;
}

template <typename T>
static int
ragged_check (const Ragged<T> &g, T add)
{
  int bad = 0;
  for (int i = 0; i < g.n; i++)
    for (int j = 0; j < g.len[i]; j++)
      bad += g.v[i][j] != T (i * 10 + j) + add;
  return bad;
}

int
main ()
{
  Rows r;
  make (r, 3, 4);
#pragma omp target map(tofrom: r)
  for (int i = 0; i < r.n; i++)
    for (int j = 0; j < r.len; j++)
      r.row[i][j] += 1;
  r.scale (2);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      if (r.row[i][j] != 2 * (i + j + 1))
	abort ();

  Ragged<float> gf = make_ragged<float> (4);
  Ragged<long> gl = make_ragged<long> (2);
  auto fill = [&] (auto &g) {
#pragma omp target map(tofrom: g)
    for (int i = 0; i < g.n; i++)
      for (int j = 0; j < g.len[i]; j++)
	g.v[i][j] += i * 10 + j;
  };
  fill (gf);
  fill (gl);
  if (ragged_check (gf, 0.0f) || ragged_check (gl, 0L))
    abort ();

  geo::Poly p;
  p.sides = 3;
  p.corner = new float *[3];
  for (int k = 0; k < 3; k++)
    p.corner[k] = new float[2] ();
#pragma omp target enter data map(to: p)
#pragma omp target
  for (int k = 0; k < p.sides; k++)
    p.corner[k][1] = k + 0.5f;
#pragma omp target update from(p)
  for (int k = 0; k < 3; k++)
    if (p.corner[k][1] != k + 0.5f)
      abort ();
#pragma omp target exit data map(release: p)

  int half = 2;
  struct Pair
  {
    int *a[2];
  };
#pragma omp declare mapper (Pair q) map(q) \
  map(iterator(i = 0:2), tofrom: q.a[i][0:half])
  Pair q;
  for (int i = 0; i < 2; i++)
    q.a[i] = new int[4] ();
#pragma omp target map(tofrom: q)
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < half; j++)
      q.a[i][j] = i + j + 1;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 4; j++)
      if (q.a[i][j] != (j < half ? i + j + 1 : 0))
	abort ();
  return 0;
}
