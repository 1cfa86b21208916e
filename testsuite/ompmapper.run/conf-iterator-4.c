/* Iterator forms: two iterators over a three-level pointer structure
   (x[i][j][:D3]) attached at both levels, with a from iterator clause beside
   it; three iterators with list items that each use two (rows: one construct
   may not map different elements of one array as separate items); a negative
   step; ranges with no iteration (0:0 and 10:0), which map nothing; an
   iterator the item does not use, which maps the item once; target update with
   an iterator and present (GCC gcc c-c++-common/gomp/target-map-iterators-2.c,
   -3.c, target-update-iterators-1.c, -2.c, -3.c).  */
/* { dg-do run } */

#include <stdlib.h>
#include <omp.h>

#define D1 3
#define D2 4
#define D3 5

int
main (void)
{
  int dev = omp_get_default_device ();
  int ***x = malloc (D1 * sizeof *x);
  double **z = malloc (D1 * sizeof *z);
  for (int i = 0; i < D1; i++)
    {
      x[i] = malloc (D2 * sizeof **x);
      z[i] = calloc (D2, sizeof (double));
      for (int j = 0; j < D2; j++)
	{
	  x[i][j] = malloc (D3 * sizeof (int));
	  for (int k = 0; k < D3; k++)
	    x[i][j][k] = 100 * i + 10 * j + k;
	}
    }

#pragma omp target enter data map(to: x[:D1], z[:D1])
#pragma omp target enter data map(iterator(i = 0:D1), to: x[i][:D2])
#pragma omp target map(iterator(i = 0:D1, j = 0:D2), tofrom: x[i][j][:D3]) \
		   map(iterator(i = 0:D1), from: z[i][:D2])
  for (int i = 0; i < D1; i++)
    for (int j = 0; j < D2; j++)
      {
	z[i][j] = 0;
	for (int k = 0; k < D3; k++)
	  {
	    z[i][j] += x[i][j][k];
	    x[i][j][k] = -x[i][j][k];
	  }
      }
  for (int i = 0; i < D1; i++)
    for (int j = 0; j < D2; j++)
      {
	if (z[i][j] != 5 * (100 * i + 10 * j) + 10)
	  abort ();
	for (int k = 0; k < D3; k++)
	  if (x[i][j][k] != -(100 * i + 10 * j + k))
	    abort ();
      }

  /* Three iterators, each item using two of them: ra[i + j], rb[j + k],
     rc[k + i] for i, j, k in 0..1, so rows 0 to 2 of each (rows, each
     its own storage: OpenMP does not let one construct map different
     elements of one array as separate items).  */
  int *ra[4], *rb[4], *rc[4];
  for (int i = 0; i < 4; i++)
    {
      ra[i] = malloc (sizeof (int));
      rb[i] = malloc (sizeof (int));
      rc[i] = malloc (sizeof (int));
      *ra[i] = 1;
      *rb[i] = 2;
      *rc[i] = 3;
    }
  int s = 0;
#pragma omp target enter data map(to: ra, rb, rc)
#pragma omp target map(iterator(i = 0:2, j = 0:2, k = 0:2), \
		       to: ra[i + j][:1], rb[j + k][:1], rc[k + i][:1]) \
		   map(from: s)
  {
    s = 0;
    for (int i = 0; i < 3; i++)
      s += ra[i][0] + rb[i][0] + rc[i][0];
  }
  if (s != 18 || omp_target_is_present (rb[1], dev))
    abort ();

  /* A negative step: rows 4, 3, 2.  */
  int *rv[6];
  for (int i = 0; i < 6; i++)
    rv[i] = calloc (1, sizeof (int));
#pragma omp target data map(iterator(i = 4:1:-1), tofrom: rv[i][:1])
  {
    if (!omp_target_is_present (rv[2], dev)
	|| omp_target_is_present (rv[1], dev)
	|| !omp_target_is_present (rv[4], dev)
	|| omp_target_is_present (rv[5], dev))
      abort ();
  }

  /* No iteration: nothing mapped.  */
#pragma omp target data map(iterator(i = 0:0), to: rv[i][:1]) \
			map(iterator(i = 5:0), to: rv[i][:1])
  if (omp_target_is_present (rv[0], dev) || omp_target_is_present (rv[5], dev))
    abort ();

  int v[6] = { 0, 0, 0, 0, 0, 0 };
  /* An iterator the item does not use: v once.  */
#pragma omp target data map(iterator(i = 0:10), tofrom: v)
  {
    if (!omp_target_is_present (v, dev))
      abort ();
#pragma omp target
    v[0] = 7;
  }
  if (v[0] != 7 || omp_target_is_present (v, dev))
    abort ();

  /* update with an iterator and present.  */
  for (int i = 0; i < D1; i++)
    for (int j = 0; j < D2; j++)
      x[i][j][0] = 1000;
#pragma omp target enter data map(iterator(i = 0:D1, j = 0:D2), \
				  to: x[i][j][:D3])
  x[1][2][0] = 2000;
#pragma omp target update to(iterator(i = 0:D1, j = 0:D2), present: \
			     x[i][j][:D3])
  int seen = 0;
#pragma omp target map(from: seen)
  seen = x[1][2][0];
  if (seen != 2000)
    abort ();
  return 0;
}
