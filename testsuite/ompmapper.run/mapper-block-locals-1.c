/* A block mapper whose clauses use the enclosing function's parameter,
   in C, where the mapper's runtime function (an inner section of a
   mapped type in each element) is a GNU nested function that reaches
   it: each row's LEN doubles and its cell's LEN ints go to the device
   and back (the C side of issue 34's third class; C++ gets a sorry for
   the runtime function, mapper-block-4.C).  A struct without a mapper
   whose members' mapper uses the parameter (its implicit mapper, whose
   runtime function is no nested function) is expanded in place: g++
   and gcc crashed on it before.  */
/* { dg-do run } */

#include <stdlib.h>

struct cell { int *q; };
struct row { double *v; struct cell *cells; int nc; };

static int
work (struct row *rows, int n, int len)
{
#pragma omp declare mapper (struct cell c) map(tofrom: c.q[0:len])
#pragma omp declare mapper (struct row r) map(tofrom: r.v[0:len], r.cells[0:r.nc])
#pragma omp target map(tofrom: rows[0:n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len; j++)
      {
	rows[i].v[j] += i + j;
	rows[i].cells[0].q[j] += 2;
      }
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len; j++)
      bad += rows[i].v[j] != i + j + 1 || rows[i].cells[0].q[j] != 3;
  return bad;
}

struct pair { struct cell a, b; };

static int
pairs (struct pair *ps, int n, int len)
{
#pragma omp declare mapper (struct cell c) map(tofrom: c.q[0:len])
#pragma omp target map(tofrom: ps[0:n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len; j++)
      {
	ps[i].a.q[j] += 1;
	ps[i].b.q[j] += 2;
      }
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len; j++)
      bad += ps[i].a.q[j] != 1 || ps[i].b.q[j] != 2;
  return bad;
}

int
main (void)
{
  int n = 5, len = 7;
  struct row *rows = malloc (n * sizeof *rows);
  for (int i = 0; i < n; i++)
    {
      rows[i].v = malloc (len * sizeof (double));
      rows[i].nc = 1;
      rows[i].cells = malloc (sizeof (struct cell));
      rows[i].cells[0].q = malloc (len * sizeof (int));
      for (int j = 0; j < len; j++)
	rows[i].v[j] = 1, rows[i].cells[0].q[j] = 1;
    }
  struct pair *ps = malloc (n * sizeof *ps);
  for (int i = 0; i < n; i++)
    {
      ps[i].a.q = calloc (len, sizeof (int));
      ps[i].b.q = calloc (len, sizeof (int));
    }
  return work (rows, n, len) != 0 || pairs (ps, n, len) != 0;
}
