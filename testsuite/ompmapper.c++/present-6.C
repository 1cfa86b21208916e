// map(present, tofrom: *this) in a member function whose object is not
// mapped: the program stops, naming the object at its item (g++ 12
// makes the clause of a region that uses members again, at the
// construct).
// { dg-do run }
// { dg-shouldfail "*this is not present" }

#include <cstdio>

struct M
{
  int m[2];
  void
  f ()
  {
    printf ("started\n");
    fflush (stdout);
#pragma omp target map(present, tofrom: *this)
    m[0] = 1;
  }
};

int
main ()
{
  M mm;
  mm.f ();
  return 0;
}
// { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*present-6.C:18:42: '\\*this' is not present on device 0" }
