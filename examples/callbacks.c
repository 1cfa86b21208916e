/* callbacks.c -- "virtual methods" in C structs, called on the device.

   Each shape carries a host pointer to its area function.  The functions
   are declared indirect, so calling them through the host pointers
   inside a target region reaches their device versions.

   Build:  gcc callbacks.c $(pkg-config --cflags --libs ompmapper)
   Run:    ompmapper-hostemu ./a.out

   This example is in the public domain.  */

#include <stdio.h>

struct shape
{
  double (*area) (const struct shape *);
  double a, b;
};

#pragma omp begin declare target indirect
double rect_area (const struct shape *s) { return s->a * s->b; }
double tri_area (const struct shape *s) { return s->a * s->b / 2; }
#pragma omp end declare target

int
main (void)
{
  struct shape shapes[4] = {
    { rect_area, 2, 3 }, { tri_area, 2, 3 },
    { rect_area, 1, 1 }, { tri_area, 4, 5 }
  };
  double total = 0;

#pragma omp target map(to: shapes) map(tofrom: total)
  for (int i = 0; i < 4; i++)
    total += shapes[i].area (&shapes[i]);

  printf ("total area: %g (expected 20)\n", total);
  return total != 20;
}
