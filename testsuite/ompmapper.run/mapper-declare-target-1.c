/* A declare mapper inside a declare target block, plain and indirect:
   its hidden functions stay the host's (the runtime one calls libgompx,
   which the device has not: the offload link failed), and an indirect
   block's table holds its own functions only.  */
/* { dg-do run } */

#include <stdlib.h>

struct vec
{
  int n;
  int *p;
};

#pragma omp begin declare target
int
plus1 (int x)
{
  return x + 1;
}
#pragma omp declare mapper (struct vec v) map(tofrom: v, v.p[0:v.n])
#pragma omp end declare target

struct pair
{
  int n;
  long *q;
};

#pragma omp begin declare target indirect
int
twice (int x)
{
  return 2 * x;
}
#pragma omp declare mapper (struct pair v) map(tofrom: v, v.q[0:v.n])
#pragma omp end declare target

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 };
  long b[2] = { 5, 6 };
  struct vec v = { 4, a };
  struct pair w = { 2, b };
  int (*f) (int) = twice;
#pragma omp target map(tofrom: v, w)
  {
    v.p[0] = plus1 (v.p[3]);
    w.q[1] = f ((int) w.q[0]);
  }
  if (a[0] != 5 || b[1] != 10)
    abort ();
  /* Sections of the types: their runtime functions.  */
  struct vec vs[2] = { { 1, a }, { 2, a + 2 } };
#pragma omp target map(tofrom: vs[0:2])
  for (int i = 0; i < 2; i++)
    vs[i].p[0] = 7;
  if (a[0] != 7 || a[2] != 7)
    abort ();
  return 0;
}
