// A member mapped through a named mapper in a member function, whose
// region g++ also maps *this for (through the struct-only default
// mapper of the member's type, by the object's implicit mapper): the
// member's data reach the device and come back, and its pointer keeps
// its host value on the host (the deferred copy back of the member
// leaves the pointers the region attached alone).
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
  return 0;
}
