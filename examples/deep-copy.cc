// deep-copy.cc -- declare mapper in C++: a class that says how its
// data travels to a device.
//
// The mapper, declared in the class, is visible in its member
// functions as a static member would be: every target construct there
// that maps a Field (here *this, implicitly) copies the object and the
// N doubles its pointer points to, and copies them back.
//
// Build:  g++ deep-copy.cc $(pkg-config --cflags --libs ompmapper)
// Run:    ompmapper-hostemu ./a.out      (emulated device)
//
// This example is in the public domain.

#include <cstdio>

template <typename T>
class Field
{
public:
  explicit Field (int n) : n (n), data (new T[n]) { }
  ~Field () { delete[] data; }
  Field (const Field &) = delete;
  Field &operator= (const Field &) = delete;

  // Each specialization of the class template has its own mapper.
#pragma omp declare mapper (Field f) map(tofrom: f, f.data[0:f.n])

  void
  scale (T by)
  {
    // No map clause: *this is mapped implicitly, through the mapper.
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      data[i] *= by;
  }

  T
  sum () const
  {
    T s = 0;
    for (int i = 0; i < n; i++)
      s += data[i];
    return s;
  }

  int n;
  T *data;
};

int
main ()
{
  Field<double> f (1000);
  for (int i = 0; i < f.n; i++)
    f.data[i] = i;
  f.scale (2.0);
  double sum = f.sum ();
  std::printf ("sum of doubled data: %g (expected %g)\n", sum,
	       999.0 * 1000.0);
  return sum != 999.0 * 1000.0;
}
