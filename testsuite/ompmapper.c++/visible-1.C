// Which mapper a construct uses is the one visible where it is written:
// a function template defined before the mapper does not use it, even
// though its instantiation is lowered after the mapper (at the end of
// the file); one defined after it does; so does a plain function.
// { dg-do compile }
// { dg-options "-fplugin-arg-ompmapper-experimental-c++ -fplugin-arg-ompmapper-dump" }

struct S
{
  int len;
  int *d;
};

template <int N>
void
before (S &s)
{
#pragma omp target map(tofrom: s)
  s.d[0] = N;
}

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.len])

template <int N>
void
after (S &s)
{
#pragma omp target map(tofrom: s)
  s.d[0] = N;
}

void
plain (S &s)
{
#pragma omp target map(tofrom: s)
  s.d[0] = 3;
}

void
use (S &a, S &b)
{
  before<1> (a);
  after<2> (b);
}

/* { dg-final { scan-dump-times "ompmapper" "expanded by a mapper" 2 } } */
/* { dg-final { scan-dump "ompmapper" ":18:9: #pragma omp target map\\(tofrom:\\*s" } } */
