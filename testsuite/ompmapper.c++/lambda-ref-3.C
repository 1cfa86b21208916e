// defaultmap(present: aggregate) in a lambda's target region, of a struct the
// lambda captures by reference: mapped implicitly, it must be present,
// as it would have to be in main (g++ 12 alone maps such a variable by
// its own explicit clause, which the check would not see).  The first
// region finds it, entered before; the second stops, naming it.
// { dg-do run }
// { dg-shouldfail "s is not present" }

#include <cstdio>

struct S
{
  int n;
  double *p;
};

#pragma omp declare mapper (S s) map(tofrom: s, s.p[0:s.n])

int
main ()
{
  double d[4] = { 1, 2, 3, 4 };
  S s = { 4, d };
  auto f = [&] (double k) {
#pragma omp target defaultmap(present: aggregate)
    for (int i = 0; i < s.n; i++)
      s.p[i] *= k;
  };
#pragma omp target enter data map(to: s)
  f (2);
#pragma omp target exit data map(from: s)
  std::printf ("%g %g\n", d[0], d[3]);
  std::fflush (stdout);
  f (3);
  std::puts ("not reached");
  return 0;
}
// { dg-output "2 8\[\r\n\]+libgompx: \[^\r\n\]*lambda-ref-3.C:25:\[0-9\]+: 's' is not present on device 0" }
