/* Pool mode: a construct that cannot be pooled (here an exit with an
   element whose data has become empty) but reaches pooled data has the
   pool handed to libgomp first, which then unmaps the section with its
   pointers attached, as the exact way does: the other elements' data
   comes back, the emptied element's stays mapped.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdio.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  GOMPX_map_pool (1);
  int n = 10;
  struct elt *p = make_elts (n, 4, 0);
#pragma omp target enter data map(to: p[0:n])
#pragma omp target map(tofrom: p[0:n])
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++)
      p[i].d[k] = 10 * i + k + 1;
  printf ("pooled\n");
  fflush (stdout);
  int *d3 = p[3].d;
  p[3].len = 0;
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++)
      if (p[i].d[k] != (i == 3 ? 0 : 10 * i + k + 1))
	abort ();
  if (p[3].d != d3 || GOMPX_map_is_present (p, 0)
      || GOMPX_map_is_present (p[2].d, 0) || !GOMPX_map_is_present (d3, 0))
    abort ();
  printf ("exit ok\n");
  return 0;
}

/* { dg-output "pooled\[\r\n\]+exit ok" } */
