/* Members of *p reached through elements of arrays in several map
   clauses of one target region (map(p->ins[0].x[1:2]) map(to:
   p->ins[2].x[0:1])): GCC 13 and later map them together with *p's
   group, and the region reaches both through p; GCC 12 maps each on
   its own, where the plugin says sorry (pointer-member-diag-1.c).  */
/* { dg-do run } */
/* { dg-require-effective-target gcc_maps_element_members } */

#include <stdlib.h>

struct In { int x[4]; };
struct Z { int n; int arr[8]; struct In ins[3]; };

int
main (void)
{
  struct Z *p = calloc (1, sizeof *p);
  p->ins[2].x[0] = 7;
  p->ins[0].x[2] = 1;
#pragma omp target map(tofrom: p->ins[0].x[1:2]) map(to: p->ins[2].x[0:1])
  {
    p->ins[0].x[1] = p->ins[2].x[0];
    p->ins[0].x[2] += 10;
    p->ins[2].x[0] = -1;
  }
  if (p->ins[0].x[1] != 7 || p->ins[0].x[2] != 11 || p->ins[2].x[0] != 7)
    abort ();
  free (p);
  return 0;
}
