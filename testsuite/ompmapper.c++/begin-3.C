// begin declare target in C++ whose next line is a directive the plugin
// takes (g++'s own block is opened before the text handed back for
// it): an empty indirect block, a block that starts with a mapper (its
// hidden functions stay the host's: not declare target, not in the
// indirect table), one that starts with an indirect list; the blocks'
// functions are called through host pointers on the device.
// { dg-do run }

#include <cstdlib>

struct V
{
  int n;
  int *p;
};

#pragma omp begin declare target indirect
#pragma omp end declare target

#pragma omp begin declare target indirect
#pragma omp declare mapper (V v) map(tofrom: v, v.p[0:v.n])
int
inc (int x)
{
  return x + 1;
}
#pragma omp end declare target

int neg (int x) { return -x; }

#pragma omp begin declare target
#pragma omp declare target enter(neg) indirect
int
twice (int x)
{
  return 2 * x;
}
#pragma omp end declare target

int
main ()
{
  int a[4] = { 1, 2, 3, 4 };
  V v = { 4, a };
  int (*f) (int) = inc, (*g) (int) = neg;
  int *dev = nullptr;
#pragma omp target map(tofrom: v) map(from: dev)
  {
    dev = v.p;
    v.p[0] = f (v.p[3]) + g (1) + twice (1);
  }
  if (a[0] != 5 - 1 + 2 || dev == a)
    std::abort ();
  return 0;
}
