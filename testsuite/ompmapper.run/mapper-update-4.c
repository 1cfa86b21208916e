/* The members a mapper maps "from" in a section that a data region maps
   anew come back whole at its end, on both sides of the element's
   attached pointer: libgompx copies them back itself before libgomp
   unmaps the section (map.c, GOMPX_MAP_DEFER), and did so through
   libgomp 12's target update, which moves the data of a mapping that
   holds attached pointers a pointer's size at a time from the wrong
   words (c[1] below stayed as it was).  Also through target update
   from() inside the region.  */
/* { dg-do run } */

#include <stdlib.h>

struct t5
{
  int n_b;
  int *b;
  double c[3];
  long z;
};

#pragma omp declare mapper (struct t5 v) map(tofrom: v.n_b, v.c, v.z) \
		    map(v.b[0:2])

int
main (void)
{
  struct t5 *p = malloc (2 * sizeof *p), xa[2];
  int *old[4];
  for (int i = 0; i < 2; i++)
    {
      p[i].b = old[i] = malloc (2 * sizeof (int));
      xa[i].b = old[2 + i] = malloc (2 * sizeof (int));
    }

#pragma omp target data map(from: p[0:2], xa)
  {
#pragma omp target
    for (int i = 0; i < 2; i++)
      {
	p[i].n_b = xa[i].n_b = 2;
	for (int k = 0; k < 3; k++)
	  p[i].c[k] = xa[i].c[k] = k + 1;
	p[i].z = xa[i].z = 4;
	p[i].b[1] = xa[i].b[1] = 5;
      }
#pragma omp target update from(xa)
    for (int i = 0; i < 2; i++)
      if (xa[i].b != old[2 + i] || xa[i].n_b != 2 || xa[i].c[0] != 1
	  || xa[i].c[1] != 2 || xa[i].c[2] != 3 || xa[i].z != 4
	  || xa[i].b[1] != 5)
	abort ();
    for (int i = 0; i < 2; i++)
      xa[i].c[1] = 0;
  }
  for (int i = 0; i < 2; i++)
    {
      if (p[i].b != old[i] || p[i].n_b != 2 || p[i].c[0] != 1
	  || p[i].c[2] != 3 || p[i].z != 4 || p[i].b[1] != 5)
	abort ();
      if (p[i].c[1] != 2 || xa[i].c[1] != 2)
	abort ();
    }
  return 0;
}
