// map(present, ...) in C++ of an item that is not mapped, the second of
// a clause's list (each item its own place): the program stops before
// anything moves, naming the item, its place and the device.
// { dg-do run }
// { dg-shouldfail "b is not present" }

#include <cstdio>

namespace ns
{
  int b[2] = { 3, 4 };
}

int
main ()
{
  int a[2] = { 1, 2 };
#pragma omp target enter data map(to: a)
  std::puts ("started");
  std::fflush (stdout);
#pragma omp target map(present, tofrom: a, ns::b)
  a[0] = ns::b[0];
  std::puts ("not reached");
  return 0;
}
// { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*present-2.C:21:\[0-9\]+: 'ns::b' is not present on device 0" }
