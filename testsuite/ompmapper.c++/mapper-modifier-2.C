// The mapper(ID) modifier in function templates and member functions:
// g++ copies each clause with its place when it instantiates the
// template, so every instantiation maps through the named mapper; in a
// member function, a member of *this through it.
// { dg-do run }

#include <cstdlib>

struct Buf
{
  int n;
  int *v;
};

#pragma omp declare mapper (Buf b) map(tofrom: b)
#pragma omp declare mapper (all: Buf b) map(tofrom: b, b.v[0:b.n])

template <int K>
static void
bump (Buf &b, Buf *many, int count)
{
#pragma omp target map(mapper(all), tofrom: b, many[0:count])
  {
    for (int i = 0; i < b.n; i++)
      b.v[i] += K;
    for (int j = 0; j < count; j++)
      many[j].v[0] += K;
  }
}

struct Holder
{
  Buf in;
  void twice ()
  {
#pragma omp target enter data map(mapper(all), to: in)
#pragma omp target
    for (int i = 0; i < in.n; i++)
      in.v[i] *= 2;
#pragma omp target exit data map(mapper(all), from: in)
  }
};

static Buf
make (int n)
{
  Buf b = { n, static_cast<int *> (std::calloc (n, sizeof (int))) };
  return b;
}

int
main ()
{
  Buf b = make (3), m[2] = { make (1), make (2) };
  bump<1> (b, m, 2);
  bump<10> (b, m, 2);
  if (b.v[0] != 11 || b.v[2] != 11 || m[0].v[0] != 11 || m[1].v[0] != 11
      || m[1].v[1] != 0)
    std::abort ();
  Holder h;
  h.in = make (4);
  h.in.v[3] = 5;
  h.twice ();
  if (h.in.v[3] != 10 || h.in.v[0] != 0)
    std::abort ();
  return 0;
}
