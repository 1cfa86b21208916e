// -Wall -Wextra give no warning of the plugin's own making: a mapper
// whose clauses name its variable only whole (map(tofrom: v)), or only
// a member, at namespace, class and block scope and in a template,
// leaves no unused parameter behind.
// { dg-do compile }
// { dg-options "-Wall -Wextra" }

struct T
{
  int n;
  int *d;
};

#pragma omp declare mapper (hdr: T v) map(tofrom: v)

namespace ns
{
#pragma omp declare mapper (count: T v) map(to: v.n)
}

struct C
{
  T t;
#pragma omp declare mapper (T v) map(tofrom: v)
  void
  f ()
  {
#pragma omp target map(tofrom: t)
    t.n++;
  }
};

template <typename U>
void
g (U &u)
{
#pragma omp declare mapper (U v) map(tofrom: v)
#pragma omp target map(tofrom: u)
  u.n++;
}

void
h (T &t)
{
#pragma omp declare mapper (blk: T v) map(tofrom: v)
#pragma omp target map(mapper(hdr), tofrom: t)
  t.n++;
#pragma omp target map(mapper(blk), tofrom: t)
  t.n++;
  g (t);
}
