/* outer-1.h -- elements pointing to an inner struct that points to the
   data, and the mapper that maps all three, for the tests of pooled data
   holding pointers.  */

#include <stdlib.h>

struct inner
{
  int n;
  double *data;
};

struct outer
{
  int id;
  struct inner *in;
};

#pragma omp declare mapper (struct outer o) \
  map(tofrom: o, o.in[0:1], o.in->data[0:o.in->n])

/* N elements, each with an inner struct of M zeroed doubles.  */

static struct outer *
make_outers (int n, int m)
{
  struct outer *o = malloc (n * sizeof *o);
  for (int i = 0; i < n; i++)
    {
      o[i].id = i;
      o[i].in = malloc (sizeof (struct inner));
      o[i].in->n = m;
      o[i].in->data = calloc (m, sizeof (double));
    }
  return o;
}
