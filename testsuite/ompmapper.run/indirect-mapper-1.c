/* declare mapper and declare target indirect together: structs whose
   mapper deep-copies their data carry host function pointers that are
   called on the device, for a whole struct and for an array section of
   them ("virtual methods" in C structs).  */
/* { dg-do run } */

#include "indirect.h"

#pragma omp begin declare target indirect
int sum (const int *d, int n) { int s = 0; for (int i = 0; i < n; i++) s += d[i]; return s; }
int max (const int *d, int n) { int m = d[0]; for (int i = 1; i < n; i++) if (d[i] > m) m = d[i]; return m; }
#pragma omp end declare target

struct shape
{
  int (*reduce) (const int *, int);
  int n;
  int *d;
};

#pragma omp declare mapper (struct shape s) map(to: s, s.d[0:s.n])

int
main (void)
{
  int a[4] = { 1, 5, 2, 3 };
  struct shape one = { sum, 4, a };
  struct shape *many = malloc (3 * sizeof *many);
  for (int i = 0; i < 3; i++)
    many[i] = (struct shape) { i % 2 ? max : sum, 4, a };
  int r1 = 0, r[3];

#pragma omp target map(to: one) map(from: r1)
  r1 = one.reduce (one.d, one.n);

#pragma omp target map(to: many[0:3]) map(from: r)
  for (int i = 0; i < 3; i++)
    r[i] = many[i].reduce (many[i].d, many[i].n);

  if (r1 != 11 || r[0] != 11 || r[1] != 5 || r[2] != 11)
    abort ();
  check_table (2);
  return 0;
}
