// A member mapped through a named mapper in a member function, whose
// region g++ also maps *this for (through the struct-only default
// mapper of the member's type, by the object's implicit mapper): the
// member's data reach the device and come back, and its pointer keeps
// its host value on the host (the deferred copy back of the member
// leaves the pointers the region attached alone).  And where the
// member's type has no default mapper, so that g++'s map(*this) stays
// the region's own clause: the object is mapped first, around the
// member (libgomp 12 refused it, "already mapped").
// { dg-do run }

#include <cstdlib>

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (S v) map(tofrom: v)
#pragma omp declare mapper (deep: S v) map(tofrom: v, v.d[0:v.n])

static S
make (int n)
{
  S s = { n, static_cast<int *> (std::calloc (n, sizeof (int))) };
  return s;
}

struct M
{
  S m, other;
  int *
  run ()
  {
    int *dev = nullptr;
#pragma omp target map(mapper(deep), tofrom: this->m) map(from: dev)
    {
      dev = m.d;
      m.d[1] = 42;
      m.n = 3;
    }
    return dev;
  }
};

struct T
{
  int n;
  int *d;
};

#pragma omp declare mapper (tdeep: T v) map(tofrom: v, v.d[0:v.n])

struct N
{
  T m;
  int k;
  int *
  run ()
  {
    int *dev = nullptr;
#pragma omp target map(mapper(tdeep), tofrom: m) map(from: dev)
    {
      dev = m.d;
      m.d[0] = 7;
      k += 1;
    }
    return dev;
  }
};

int
main ()
{
  M obj;
  obj.m = make (2);
  obj.other = make (1);
  int *host = obj.m.d;
  int *dev = obj.run ();
  if (dev == host || obj.m.d != host || host[1] != 42 || obj.m.n != 3)
    std::abort ();
  N nn;
  nn.m.n = 1;
  nn.m.d = static_cast<int *> (std::calloc (1, sizeof (int)));
  nn.k = 1;
  int *nhost = nn.m.d;
  int *ndev = nn.run ();
  if (ndev == nhost || nn.m.d != nhost || nhost[0] != 7 || nn.k != 2)
    std::abort ();
  return 0;
}
