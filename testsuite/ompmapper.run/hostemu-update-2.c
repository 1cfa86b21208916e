/* target update of members written by hand, without a mapper, inside a
   struct with an attached pointer: only the member's bytes move, the
   host's pointer keeps its host value and the device's its device
   value.  libgomp 12 moves the data of a mapping that holds attached
   pointers a pointer's size at a time, counting from the start of the
   list item instead of the mapping: update from(x0.b) of an int brought
   back the pointer after it too (the host's x0.c became the device's
   address), and members further on lost the words whose counters it
   read.  The plugin hands such motions to libgompx, which copies the
   bytes.  */
/* { dg-do run } */

#include <stdlib.h>

struct t1
{
  unsigned char a[3];
  int b;
  long *c;
  short d[3];
  double e;
  int f[4];
};

int
main (void)
{
  struct t1 x0, *p = malloc (2 * sizeof *p);
  x0.c = malloc (4 * sizeof (long));
  p[1].c = malloc (4 * sizeof (long));
  void *old = x0.c, *old1 = p[1].c;
  x0.b = 1;
  x0.e = 0.5;
  for (int k = 0; k < 4; k++)
    x0.f[k] = p[1].f[k] = k;
#pragma omp target enter data map(to: x0) map(alloc: x0.c[3:1])
#pragma omp target enter data map(to: p[0:2]) map(alloc: p[1].c[0:4])
#pragma omp target
  {
    x0.b = 2;
    x0.c[3] = 3;
    x0.f[1] = 10;
    x0.f[2] = 20;
    p[1].f[1] = 11;
    p[1].f[2] = 21;
    p[1].b = 5;
  }
#pragma omp target update from(x0.b, x0.f[1:2], p[1].f[1:2], p[1].b)
  if (x0.c != old || p[1].c != old1)
    abort ();
  if (x0.b != 2 || x0.f[0] != 0 || x0.f[1] != 10 || x0.f[2] != 20
      || x0.f[3] != 3)
    abort ();
  if (p[1].b != 5 || p[1].f[0] != 0 || p[1].f[1] != 11 || p[1].f[2] != 21
      || p[1].f[3] != 3)
    abort ();

  x0.d[0] = 7;
  x0.d[1] = 8;
  x0.d[2] = 9;
  x0.e = 1.5;
  x0.f[3] = 33;
  int seen[6];
#pragma omp target update to(x0.d, x0.f[3])
#pragma omp target map(from: seen)
  {
    seen[0] = x0.d[0] + x0.d[1] + x0.d[2];
    seen[1] = x0.e == 1.5;
    seen[2] = x0.f[3];
    seen[3] = x0.c[3];
    seen[4] = x0.f[0];
  }
  /* x0.e stayed the device's.  */
  if (seen[0] != 24 || seen[1] || seen[2] != 33 || seen[3] != 3
      || seen[4] != 0)
    abort ();
  return 0;
}
