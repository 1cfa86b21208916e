// The mapper's variable used otherwise than through its members: as
// the object of a member function (v.size ()), and passed on by
// reference (len_of (v)) or by address (*(const int *) &v, its first
// member), in section lengths; through array sections at run time and
// whole objects.  Each must read the element being mapped.
// { dg-do run }

#include <cstdlib>

struct S
{
  int len;
  int *d;
  int size () const { return len; }
};

struct T
{
  int n;
  double *x;
};

struct U
{
  int k;
  char *c;
};

static int
len_of (const T &t)
{
  return t.n;
}

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.size ()])
#pragma omp declare mapper (T v) map(tofrom: v, v.x[0:len_of (v)])
#pragma omp declare mapper (U v) map(tofrom: v, v.c[0:*(const int *) &v])

int
main ()
{
  const int n = 20;
  S *s = static_cast<S *> (std::malloc (n * sizeof *s));
  T *t = static_cast<T *> (std::malloc (n * sizeof *t));
  U *u = static_cast<U *> (std::malloc (n * sizeof *u));
  for (int i = 0; i < n; i++)
    {
      s[i].len = t[i].n = u[i].k = i % 4 + 1;
      s[i].d = static_cast<int *> (std::calloc (s[i].len, sizeof (int)));
      t[i].x = static_cast<double *> (std::calloc (t[i].n, sizeof (double)));
      u[i].c = static_cast<char *> (std::calloc (u[i].k, 1));
    }
#pragma omp target map(tofrom: s[0:n], t[0:n], u[0:n])
  for (int i = 0; i < n; i++)
    {
      s[i].d[s[i].len - 1] = i;
      t[i].x[t[i].n - 1] = i + 0.5;
      u[i].c[u[i].k - 1] = (char) ('a' + i);
    }
  for (int i = 0; i < n; i++)
    if (s[i].d[s[i].len - 1] != i || t[i].x[t[i].n - 1] != i + 0.5
	|| u[i].c[u[i].k - 1] != (char) ('a' + i))
      std::abort ();

  S one = { 3, static_cast<int *> (std::calloc (3, sizeof (int))) };
#pragma omp target map(tofrom: one)
  one.d[2] = 42;
  if (one.d[2] != 42)
    std::abort ();
  return 0;
}
