/* The always modifier of a mapper's clause for its variable,
   map(always, tofrom: v), holds for every element of an array section
   (an array variable, a section through a pointer), as for a variable:
   data present already is copied to the device on entry to a target
   region and back at its end, and exit data copies it back though the
   references left keep it mapped.  The section's entry, which stands for
   that clause in each element, lost the modifier.  */
/* { dg-do run } */

#include <stdlib.h>

struct n
{
  int val;
};

#pragma omp declare mapper (struct n v) map(always, tofrom: v)

int
main (void)
{
  struct n x, xa[2], *p = malloc (2 * sizeof *p);
  int seen[3];
  x.val = xa[1].val = p[1].val = 1;
#pragma omp target enter data map(to: x, xa, p[0:2])
  x.val = xa[1].val = p[1].val = 5;
#pragma omp target map(tofrom: x, xa[0:2], p[0:2]) map(from: seen)
  {
    seen[0] = x.val;
    seen[1] = xa[1].val;
    seen[2] = p[1].val;
    x.val = xa[1].val = p[1].val = 7;
  }
  if (seen[0] != 5 || x.val != 7)
    abort ();
  if (seen[1] != 5 || seen[2] != 5)
    abort ();
  if (xa[1].val != 7 || p[1].val != 7)
    abort ();

  /* Entered twice: the exit leaves them mapped, and copies back.  */
#pragma omp target enter data map(to: x, xa, p[0:2])
#pragma omp target
  x.val = xa[1].val = p[1].val = 9;
#pragma omp target exit data map(from: x, xa, p[0:2])
  if (x.val != 9 || xa[1].val != 9 || p[1].val != 9)
    abort ();
#pragma omp target exit data map(release: x, xa, p[0:2])
  return 0;
}
