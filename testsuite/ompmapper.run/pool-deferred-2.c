/* A member a nested mapper maps "from", in a block pooled at an enter
   (alloc there: the device's copy is not the host's), comes back at the
   end of a target region only if its block goes then: while the enter
   holds it, the host keeps its own bytes, as the exact way has it;
   the exit brings the device's.  */
/* { dg-do run } */

#include <stdlib.h>
#include <string.h>

struct in
{
  char a[4];
  int i;
};

struct out
{
  int n;
  struct in *b;
};

#pragma omp declare mapper (struct in v) map(from: v.a)
#pragma omp declare mapper (struct out e) map(from: e, e.b[0:e.n])

int
main (void)
{
  struct out x;
  x.n = 2;
  x.b = malloc (2 * sizeof *x.b);
  memcpy (x.b[0].a, "\1\2\3\4", 4);
  memcpy (x.b[1].a, "\5\6\7\10", 4);
  /* to + from decays to alloc: nothing goes to the device.  */
#pragma omp target enter data map(to: x)
#pragma omp target
  x.b[1].a[2] = 42;
  if (x.b[0].a[3] != 4 || x.b[1].a[2] != 7)
    abort ();
#pragma omp target update from(x.b[1].a)
  if (x.b[1].a[2] != 42 || x.b[0].a[3] != 4)
    abort ();
#pragma omp target exit data map(from: x)
  if (x.b[1].a[2] != 42)
    abort ();
  return 0;
}
