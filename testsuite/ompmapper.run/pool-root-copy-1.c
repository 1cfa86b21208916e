/* A second array of the same elements (copies of the structs, pointing
   to the same data), its storage mapped by hand, then mapped through the
   mapper: its pointers are attached to the device's data, which a pool
   made for the first array holds, as libgomp attaches them; they do not
   keep the host's addresses.  */
/* { dg-do run } */

#include <stdlib.h>

struct elt
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  int n = 2;
  struct elt *e = malloc (n * sizeof *e);
  struct elt *g = malloc (n * sizeof *g);
  for (int i = 0; i < n; i++)
    {
      e[i].len = 4;
      e[i].d = calloc (4, sizeof (int));
      e[i].d[1] = 10 + i;
      g[i] = e[i];
    }
#pragma omp target enter data map(to: e[0:n])
  char *gc = (char *) g;
  size_t gs = n * sizeof *g;
#pragma omp target enter data map(to: gc[0:gs])
#pragma omp target enter data map(to: g[0:n])
  e[0].d[1] = 77;
  e[1].d[1] = 78;
  int got0 = -1, got1 = -1;
#pragma omp target map(from: got0, got1)
  {
    got0 = g[0].d[1];
    got1 = g[1].d[1];
  }
  if (got0 != 10 || got1 != 11)
    abort ();
#pragma omp target exit data map(from: g[0:n])
#pragma omp target exit data map(from: gc[0:gs])
#pragma omp target exit data map(from: e[0:n])
  if (e[0].d[1] != 10 || g[1].d != e[1].d)
    abort ();
  return 0;
}
