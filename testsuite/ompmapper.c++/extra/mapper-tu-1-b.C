// The other unit of mapper-tu-1.C: its own mapper number 0, for S.

#include <cstdlib>

struct S
{
  int len;
  int *d;
};

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.len])

int
other_unit (int n)
{
  S *p = static_cast<S *> (std::malloc (n * sizeof *p));
  for (int i = 0; i < n; i++)
    {
      p[i].len = 2;
      p[i].d = static_cast<int *> (std::calloc (2, sizeof (int)));
    }
#pragma omp target enter data map(to: p[0:n])
#pragma omp target
  for (int i = 0; i < n; i++)
    p[i].d[1] = i;
#pragma omp target exit data map(from: p[0:n])
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i].d[1];
  return s;
}
