// mapper(id) on a member of a member of *this in a member function
// (map(mapper(ro), to: g.extra)): g++ 14 and later map this->g.extra
// itself, and the named mapper copies its data; g++ 12 and 13 map
// this->g for it, for which sorry-6.C has the plugin say sorry.
// { dg-do run }
// { dg-require-effective-target gcc_maps_members_of_members }

#include <cstdlib>

struct vec
{
  int n;
  double *d;
};

#pragma omp declare mapper (ro: vec v) map(to: v, v.d[0:v.n])

struct grid
{
  int m;
  vec extra;
};

struct sim
{
  grid g;
  double sum ()
  {
    double s = 0;
    // The host's address of the data: the device's copy of the
    // pointer holds another, the data's on the device.
    __UINTPTR_TYPE__ host = (__UINTPTR_TYPE__) g.extra.d;
    int attached = 0;
#pragma omp target map(mapper(ro), to: g.extra) map(tofrom: s, attached)
    {
      attached = (__UINTPTR_TYPE__) g.extra.d != host;
      for (int i = 0; i < g.extra.n; i++)
	{
	  s += g.extra.d[i];
	  // "to" only: the host's data stay as they were.
	  g.extra.d[i] = -1;
	}
    }
    return attached ? s : -s;
  }
};

int
main ()
{
  double d[3] = { 1, 2, 4 };
  sim x;
  x.g.m = 0;
  x.g.extra.n = 3;
  x.g.extra.d = d;
  if (x.sum () != 7 || d[0] != 1 || d[2] != 4 || x.g.extra.d != d)
    std::abort ();
  return 0;
}
