/* Two sections in one pool; the first leaves the device and the program
   frees it and reuses its memory; the second's exit must not touch the
   first's storage (it read and wrote back the pointers of every root
   of the pool, gone ones too).  */
/* { dg-do run } */

#include <stdlib.h>
#include <string.h>

struct elt
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  struct elt *pa = malloc (2 * sizeof *pa), *pb = malloc (2 * sizeof *pb);
  for (int i = 0; i < 2; i++)
    {
      pa[i].len = pb[i].len = 4;
      pa[i].d = calloc (4, sizeof (int));
      pb[i].d = calloc (4, sizeof (int));
    }
  int two = 2;
#pragma omp target enter data map(to: pa[0:two], pb[0:two])
#pragma omp target exit data map(from: pa[0:two])
  free (pa);
  /* The same size: malloc mostly hands the same block out again.  */
  char *other = malloc (2 * sizeof (struct elt));
  memset (other, 0x5a, 2 * sizeof (struct elt));
#pragma omp target map(tofrom: pb[0:two])
  pb[1].d[3] = 5;
#pragma omp target exit data map(from: pb[0:two])
  for (size_t k = 0; k < 2 * sizeof (struct elt); k++)
    if (other[k] != 0x5a)
      abort ();
  if (pb[1].d[3] != 5)
    abort ();
  return 0;
}
