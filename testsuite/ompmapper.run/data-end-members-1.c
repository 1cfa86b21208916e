/* A mapper that maps its variable and members of it tofrom (map(alloc:
   v) map(tofrom: v.a, ...)), on a variable present before a target data
   region, whose last reference goes at the region's end (a target exit
   data inside took the one it had before): the members come back there.
   libgompx sent libgomp 12 the members "from" inside the present
   mapping, and libgomp, unmapping them, removed the mapping at the first
   and copied the others back through the freed mapping (SIGSEGV; tester
   seed 233).  They are now copied back by libgompx, as in a mapping
   the construct creates.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct t2 { short a; short b; double c; };
struct t3 { unsigned char a; struct t2 c[2]; short d; int e; int keep; };

#pragma omp declare mapper (struct t2 w) map(tofrom: w)
#pragma omp declare mapper (struct t3 v) map(alloc: v) \
	map(tofrom: v.a, v.c, v.d, v.e) map(to: v.keep)

static struct t3 x;

int
main (void)
{
  int dev = omp_get_default_device ();
  x.a = 1;
  x.c[1].b = 2;
  x.e = 3;
  x.keep = 4;
#pragma omp target enter data map(to: x)
#pragma omp target data map(tofrom: x)
  {
#pragma omp target
    {
      x.a = 11;
      x.c[1].b = 12;
      x.e = 13;
      x.keep = 14;
    }
#pragma omp target exit data map(from: x)
    /* One reference left, the region's: nothing came back yet.  */
    if (x.a != 1 || x.e != 3 || !omp_target_is_present (&x.e, dev))
      abort ();
  }
  if (x.a != 11 || x.c[1].b != 12 || x.e != 13 || x.keep != 4
      || omp_target_is_present (&x.e, dev))
    abort ();
  return 0;
}
