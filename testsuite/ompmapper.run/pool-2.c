/* Pool mode: data pooled for one section and reached again from another
   section (shared by elements of both) has the pool handed to libgomp,
   which maps the second section the exact way: one device copy of the
   shared data, counted for both.  */
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
  struct elt *a = make_elts (4, 2, 0);
  struct elt *b = make_elts (4, 2, 0);
  b[2].d = a[1].d;
#pragma omp target enter data map(to: a[0:4])
  printf ("first section ok\n");
  fflush (stdout);
#pragma omp target enter data map(to: b[0:4])
  /* One device copy of the shared block: written through b, it comes
     back at a's exit, not at b's, when a still holds it.  */
#pragma omp target map(tofrom: b[0:4])
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 2; k++)
      b[i].d[k] = 10 * i + k + 1;
#pragma omp target exit data map(from: b[0:4])
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 2; k++)
      if (b[i].d[k] != (i == 2 ? 0 : 10 * i + k + 1))
	abort ();
#pragma omp target exit data map(from: a[0:4])
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 2; k++)
      if (a[i].d[k] != (i == 1 ? 20 + k + 1 : 0))
	abort ();
  if (GOMPX_map_is_present (a[1].d, 0) || GOMPX_map_is_present (b, 0))
    abort ();
  printf ("second section ok\n");
  return 0;
}

/* { dg-output "first section ok\[\r\n\]+second section ok" } */
