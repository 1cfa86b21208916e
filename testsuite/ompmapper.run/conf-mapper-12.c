/* Map-type decay on target data through a mapper with alloc, to, from and
   tofrom members: target data map(s) moves each member as its clause says,
   target data map(alloc: s) moves none, and a region inside uses the data the
   target data region mapped (GCC gcc
   c-c++-common/gomp/declare-mapper-16.c).  */
/* { dg-do run } */

typedef struct
{
  int a, b, c, d;
} S;

int
main (void)
{
  S s = { 1, 2, 3, 4 };
  int seen[4];
#pragma omp declare mapper (S x) map(alloc: x.a) map(to: x.b) map(from: x.c) \
		    map(tofrom: x.d)

#pragma omp target data map(s)
  {
#pragma omp target map(from: seen)
    {
      seen[0] = s.a;
      seen[1] = s.b;
      seen[2] = s.c;
      seen[3] = s.d;
      s.a = 10;
      s.b = 20;
      s.c = 30;
      s.d = 40;
    }
    /* Nothing is back before the end of target data.  */
    if (s.a != 1 || s.b != 2 || s.c != 3 || s.d != 4)
      __builtin_abort ();
  }
  if (seen[1] != 2 || seen[3] != 4)
    __builtin_abort ();
  if (s.a != 1 || s.b != 2 || s.c != 30 || s.d != 40)
    __builtin_abort ();

#pragma omp target data map(alloc: s)
  {
#pragma omp target
    {
      s.c = 300;
      s.d = 400;
    }
  }
  if (s.a != 1 || s.b != 2 || s.c != 30 || s.d != 40)
    __builtin_abort ();
  return 0;
}
