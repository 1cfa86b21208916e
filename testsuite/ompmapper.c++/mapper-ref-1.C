// References to mapped types used in target regions without a map
// clause: mapped implicitly as g++ maps a reference written in a clause
// (its referent, and the reference passed), the referent through its
// mapper, so that the region writes the pointed-to ints on the device
// and they come back.  A const reference and a reference to an array of
// mapped structs too.  Without the mapper the region would write
// through host pointers and nothing would come back.
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
bump (S &r)
{
#pragma omp target
  for (int k = 0; k < r.len; k++)
    r.d[k] += 1;
}

static int
sum (const S &r)
{
  int s = 0;
#pragma omp target map(tofrom: s)
  for (int k = 0; k < r.len; k++)
    s += r.d[k];
  return s;
}

static void
each (S (&a)[2])
{
#pragma omp target
  for (int i = 0; i < 2; i++)
    a[i].d[a[i].len - 1] += 10;
}

int
main ()
{
  S s = { 3, static_cast<int *> (std::calloc (3, sizeof (int))) };
  bump (s);
  bump (s);
  if (s.d[0] != 2 || s.d[2] != 2)
    {
      std::fprintf (stderr, "bump: %d %d\n", s.d[0], s.d[2]);
      std::abort ();
    }
  if (sum (s) != 6)
    std::abort ();
  S a[2] = { { 1, static_cast<int *> (std::calloc (1, sizeof (int))) },
	     { 2, static_cast<int *> (std::calloc (2, sizeof (int))) } };
  each (a);
  if (a[0].d[0] != 10 || a[1].d[1] != 10 || a[1].d[0] != 0)
    std::abort ();
  return 0;
}
