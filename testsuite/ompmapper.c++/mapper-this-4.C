// map(*this) in member functions: the object, as this[0:1] is, through
// the class's mapper, on every target construct (a region that uses
// members, where g++ 12 makes the clause again; target data, enter and
// exit data, update), parenthesized, with a member after it ((*this).n),
// through mapper(ID) (the bytes that come back tell which mapper), and
// in a lambda that captures this.
// { dg-do run }

#include <omp.h>
#include <cstdlib>
#include "hostemu.h"

// Bytes device 0 copied back so far (the emulated device's count, or
// the GPU kit's counting plugin's).
static unsigned long long
back_bytes ()
{
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (0, &c) != 0)
    abort ();
  return c.dev2host_bytes;
}

struct Vec
{
  double *p;
  int n;
#pragma omp declare mapper (Vec v) map(tofrom: v, v.p[0:v.n])
#pragma omp declare mapper (half: Vec v) map(tofrom: v, v.p[0:v.n / 2])

  void
  bump ()
  {
#pragma omp target map(tofrom: *this)
    for (int i = 0; i < n; i++)
      p[i] += 1;
  }

  // Through the named mapper: half the data, which alone comes back.
  unsigned long long
  twice ()
  {
    unsigned long long before = back_bytes ();
#pragma omp target map(mapper(half), tofrom: (*this))
    for (int i = 0; i < n / 2; i++)
      p[i] *= 2;
    return back_bytes () - before;
  }

  bool
  half_in_data ()
  {
    bool r;
#pragma omp target data map(mapper(half), tofrom: *this)
    r = (omp_target_is_present (this, omp_get_default_device ())
	 && omp_target_is_present (p, omp_get_default_device ())
	 && !omp_target_is_present (p + n - 1, omp_get_default_device ()));
    return r;
  }

  void
  enter_update_exit ()
  {
#pragma omp target enter data map(to: *this)
    for (int i = 0; i < n; i++)
      p[i] = 5;
#pragma omp target update to(*this)
#pragma omp target
    for (int i = 0; i < n; i++)
      p[i] += 1;
    p[0] = -1;
#pragma omp target update from(*this)
#pragma omp target exit data map(from: *this)
  }

  int
  size ()
  {
    int r = 0;
#pragma omp target map(to: (*this).n) map(from: r)
    r = n;
    return r;
  }

  void
  in_lambda ()
  {
    auto f = [&] ()
    {
#pragma omp target map(tofrom: *this)
      p[0] += 10;
    };
    f ();
  }
};

int
main ()
{
  Vec v;
  v.n = 4;
  v.p = new double[4] ();
  v.bump ();
  if (v.p[0] != 1 || v.p[3] != 1)
    abort ();
  if (v.twice () != sizeof v + 2 * sizeof (double)
      || v.p[1] != 2 || v.p[3] != 1)
    abort ();
  if (!v.half_in_data ())
    abort ();
  v.enter_update_exit ();
  if (v.p[0] != 6 || v.p[3] != 6)
    abort ();
  if (v.size () != 4)
    abort ();
  v.in_lambda ();
  if (v.p[0] != 16)
    abort ();
  return 0;
}
