// A member mapped through a named mapper in a member function, while
// g++ maps *this for the region too, through the object's implicit
// mapper, which maps the member through its type's default mapper: both
// reach the member's data, the default mapper a shorter section of it.
// One section as long as the longest goes to the device (libgomp 12
// refused the second, "already mapped"), and comes back.
// { dg-do run }

#include <cstdlib>

struct V
{
  int n;
  int *d;
};

#pragma omp declare mapper (V v) map(tofrom: v, v.d[0:1])
#pragma omp declare mapper (all: V v) map(tofrom: v, v.d[0:v.n])

struct H
{
  V memb;
  int k;

  void run ()
  {
#pragma omp target map(mapper(all), tofrom: memb)
    for (int i = 0; i < memb.n; i++)
      memb.d[i] += i + k;
  }

  // The named mapper's section the shorter one.
  void first ()
  {
#pragma omp target map(mapper(all), tofrom: memb)
    memb.d[0] = k;
  }
};

int
main ()
{
  H h;
  h.k = 5;
  h.memb.n = 4;
  h.memb.d = static_cast<int *> (std::calloc (4, sizeof (int)));
  int *host = h.memb.d;
  h.run ();
  if (h.memb.d != host)
    std::abort ();
  for (int i = 0; i < 4; i++)
    if (h.memb.d[i] != i + 5)
      std::abort ();
  h.k = 7;
  h.memb.n = 1;
  h.first ();
  if (h.memb.d[0] != 7 || h.memb.d[1] != 6)
    std::abort ();
  std::free (host);
  return 0;
}
