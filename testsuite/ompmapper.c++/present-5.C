// defaultmap(present) in a member function whose object is not mapped:
// the program stops, naming the object as C++ does (*this).
// { dg-do run }
// { dg-shouldfail "*this is not present" }

struct M
{
  int m[2];
  void
  f ()
  {
#pragma omp target defaultmap(present)
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
// { dg-output "libgompx: \[^\r\n\]*present-5.C:12:\[0-9\]+: '\\*this' is not present on device 0" }
