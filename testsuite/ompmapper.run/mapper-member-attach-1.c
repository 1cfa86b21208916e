/* A list item that is a section of a mapped type behind a pointer
   member of a mapped struct, map(mapper(m), to: x.b[0:2]): the
   section goes at run time, and the pointer member is attached to it
   as GCC's own clause would (a later region saw the host's pointer),
   on target enter data, target data and target; exit data detaches
   it.  */
/* { dg-do run } */

#include <omp.h>
#include <stdint.h>
#include <stdlib.h>

struct t2
{
  unsigned char a;
  long c;
};

struct t3
{
  long *a;
  int n_a;
  struct t2 *b;
};

#pragma omp declare mapper (m: struct t2 v) map(to: v.a, v.c)

int
main (void)
{
  struct t3 x;
  uintptr_t seen = 0;
  long got = 0;
  int d = omp_get_default_device ();
  x.a = 0;
  x.n_a = 0;
  x.b = malloc (2 * sizeof (struct t2));
  x.b[1].c = 17;

#pragma omp target enter data map(to: x)
#pragma omp target enter data map(mapper(m), to: x.b[0:2])
#pragma omp target map(from: seen, got)
  {
    seen = (uintptr_t) x.b;
    got = x.b[1].c;
  }
  if (seen == (uintptr_t) x.b || got != 17)
    abort ();
#pragma omp target exit data map(mapper(m), release: x.b[0:2])
  if (omp_target_is_present (x.b, d) || !omp_target_is_present (&x, d))
    abort ();
  /* Detached: the device's pointer is the host's again.  */
#pragma omp target map(from: seen)
  seen = (uintptr_t) x.b;
  if (seen != (uintptr_t) x.b)
    abort ();

  x.b[1].c = 23;
#pragma omp target data map(mapper(m), to: x.b[0:2])
  {
#pragma omp target map(from: seen, got)
    {
      seen = (uintptr_t) x.b;
      got = x.b[1].c;
    }
    if (seen == (uintptr_t) x.b || got != 23)
      abort ();
  }
#pragma omp target exit data map(release: x)
  if (omp_target_is_present (&x, d) || omp_target_is_present (x.b, d))
    abort ();
  return 0;
}
