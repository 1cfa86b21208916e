/* sparse-matrix.c -- deep copy of a CSR sparse matrix with nested mappers.

   A matrix holds its rows' offsets, column indices and values; a system
   holds a matrix and two vectors.  Each type says once, with a declare
   mapper, what travels to the device; mapping a system maps everything
   below it.  The device computes y = A x; the host checks it.

   Build:  gcc sparse-matrix.c $(pkg-config --cflags --libs ompmapper)
   Run:    ompmapper-hostemu ./a.out

   This example is in the public domain.  */

#include <stdio.h>
#include <stdlib.h>

struct csr
{
  int n, nnz;
  int *rowptr;		/* n + 1 offsets.  */
  int *col;		/* nnz column indices.  */
  double *val;		/* nnz values.  */
};

struct vector
{
  int n;
  double *v;
};

struct system
{
  struct csr a;
  struct vector x;	/* In.  */
  struct vector y;	/* Out.  */
};

#pragma omp declare mapper (struct csr m) map(to: m, m.rowptr[0:m.n + 1], \
		    m.col[0:m.nnz], m.val[0:m.nnz])
#pragma omp declare mapper (struct vector w) map(w, w.v[0:w.n])
/* The members cover all of S, so S itself needs no map of its own.  (With
   GCC 12's libgomp, mapping S whole beside maps of its members and their
   pointees in one construct can leave some device data stale; hand-written
   clauses behave the same.)  */
#pragma omp declare mapper (struct system s) map(s.a) map(to: s.x) \
		    map(from: s.y)

int
main (void)
{
  /* A tridiagonal n x n matrix: 2 on the diagonal, -1 beside it.  */
  int n = 1000;
  struct system s;
  s.a.n = n;
  s.a.nnz = 3 * n - 2;
  s.a.rowptr = malloc ((n + 1) * sizeof (int));
  s.a.col = malloc (s.a.nnz * sizeof (int));
  s.a.val = malloc (s.a.nnz * sizeof (double));
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      s.a.rowptr[i] = k;
      for (int j = i - 1; j <= i + 1; j++)
	if (j >= 0 && j < n)
	  {
	    s.a.col[k] = j;
	    s.a.val[k++] = i == j ? 2.0 : -1.0;
	  }
    }
  s.a.rowptr[n] = k;
  s.x.n = s.y.n = n;
  s.x.v = malloc (n * sizeof (double));
  s.y.v = malloc (n * sizeof (double));
  for (int i = 0; i < n; i++)
    s.x.v[i] = i;

#pragma omp target teams distribute parallel for map(s)
  for (int i = 0; i < s.a.n; i++)
    {
      double sum = 0;
      for (int p = s.a.rowptr[i]; p < s.a.rowptr[i + 1]; p++)
	sum += s.a.val[p] * s.x.v[s.a.col[p]];
      s.y.v[i] = sum;
    }

  /* (A x)_i = -x_{i-1} + 2 x_i - x_{i+1}: 0 inside, -1 and n at the ends.  */
  int bad = 0;
  for (int i = 0; i < n; i++)
    {
      double want = i == 0 ? -1.0 : i == n - 1 ? n : 0.0;
      bad += s.y.v[i] != want;
    }
  printf ("y = A x: %d of %d entries wrong\n", bad, n);
  return bad != 0;
}
