// A block mapper in C++ whose clauses use the enclosing function's
// parameters and locals (issue 34, third class; GCC trunk's libgomp
// declare-mapper-14.c has the C++ shape): the section of rows gets
// each row's first LEN doubles, on enter, in a region and back on exit;
// the clauses' calls of a class template's member function are
// instantiated as an evaluated use would have them.  The device's
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
  return 0;
}
