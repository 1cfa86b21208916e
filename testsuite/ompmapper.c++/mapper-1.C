// A default mapper at namespace scope in C++: an array section of
// structs, each pointing to ints of its own length, entered, written in
// a target region through the device pointers and brought back; a
// whole struct mapped tofrom around a region; target update through the
// mapper.  Without the mapper the pointed-to data would stay on the host
// and the region would write through host pointers.
// { dg-do run }

#include <cstdio>
#include <cstdlib>

struct S
{
  int len;
  int *d;
};

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:v.len])

static void
fail (const char *what, int i, int k, int got)
{
  std::fprintf (stderr, "%s: [%d][%d] is %d\n", what, i, k, got);
  std::abort ();
}

int
main ()
{
  const int n = 100;
  S *p = static_cast<S *> (std::malloc (n * sizeof *p));
  for (int i = 0; i < n; i++)
    {
      p[i].len = i % 5 + 1;
      p[i].d = static_cast<int *> (std::calloc (p[i].len, sizeof (int)));
    }
#pragma omp target enter data map(to: p[0:n])
#pragma omp target
  for (int i = 0; i < n; i++)
    for (int k = 0; k < p[i].len; k++)
      p[i].d[k] = i * 10 + k;
  // Still on the host side: nothing came back yet.
  for (int i = 0; i < n; i++)
    if (p[i].d[0] != 0)
      fail ("before exit", i, 0, p[i].d[0]);
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < n; i++)
    for (int k = 0; k < p[i].len; k++)
      if (p[i].d[k] != i * 10 + k)
	fail ("after exit", i, k, p[i].d[k]);

  S s = { 3, static_cast<int *> (std::calloc (3, sizeof (int))) };
#pragma omp target map(tofrom: s)
  for (int k = 0; k < s.len; k++)
    s.d[k] += 7 + k;
  for (int k = 0; k < 3; k++)
    if (s.d[k] != 7 + k)
      fail ("whole struct", 0, k, s.d[k]);

  // target update through the mapper: the pointed-to ints move too.
#pragma omp target enter data map(to: s)
  for (int k = 0; k < 3; k++)
    s.d[k] = 100 + k;
#pragma omp target update to(s)
#pragma omp target
  for (int k = 0; k < s.len; k++)
    s.d[k] *= 2;
#pragma omp target update from(s)
  for (int k = 0; k < 3; k++)
    if (s.d[k] != 2 * (100 + k))
      fail ("update", 0, k, s.d[k]);
#pragma omp target exit data map(release: s)
  return 0;
}
