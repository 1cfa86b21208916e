// Members mapped by hand in a member function whose region also uses
// another member, so that g++ maps *this whole besides them: no
// mapper, no array; as GCC 12 does it alone (the plugin took g++'s
// zero-byte *this for the one of a member reached through an array
// element, and said sorry for several such members).
// { dg-do run }

#include <cstdlib>

struct H
{
  int x, y, z;
  void a ()
  {
#pragma omp target map(tofrom: x) map(tofrom: y)
    {
      x += z;
      y += 2 * z;
    }
  }
  void b ()
  {
#pragma omp target map(tofrom: x) map(tofrom: y)
    {
      x += 1;
      y += 1;
    }
  }
};

int
main ()
{
  H h = { 1, 2, 3 };
  h.a ();
  if (h.x != 4 || h.y != 8)
    std::abort ();
  h.b ();
  if (h.x != 5 || h.y != 9 || h.z != 3)
    std::abort ();
  return 0;
}
