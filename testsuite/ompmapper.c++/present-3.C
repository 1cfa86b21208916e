// defaultmap(present: aggregate) in C++: an object of a class type in a
// namespace that the region uses without a clause and that is not
// mapped stops the program, naming it as C++ does.
// { dg-do run }
// { dg-shouldfail "ns::s is not present" }

namespace ns
{
  struct P
  {
    int x, y;
  };
  P s = { 1, 2 };
}

int
main ()
{
  int r = 0;
#pragma omp target defaultmap(present: aggregate) map(from: r)
  r = ns::s.x;
  return r;
}
// { dg-output "libgompx: \[^\r\n\]*present-3.C:20:\[0-9\]+: 'ns::s' is not present on device 0" }
