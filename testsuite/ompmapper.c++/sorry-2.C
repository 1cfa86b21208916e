// More of what C++ does not have yet, a sorry rather than a silent
// miss: a mapper whose expressions make a temporary.
// { dg-do compile }

#include <algorithm>

struct S
{
  int len;
  int *d;
};

struct W
{
  int len;
  int *d;
};

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.len])
#pragma omp declare mapper (W w) map(tofrom: w, w.d[0:std::min (w.len, 8)]) /* { dg-message "9: sorry, unimplemented: an expression that makes a temporary in '#pragma omp declare mapper' in C\\+\\+" } */

void
h (S &r)
{
#pragma omp target map(tofrom: r)
  for (int k = 0; k < r.len; k++)
    r.d[k] += 1;
}
