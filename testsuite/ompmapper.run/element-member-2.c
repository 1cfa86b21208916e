/* Members a mapper reaches through array subscripts only (a mapper of
   an array member, map(tofrom: v.b), whose elements' mapper maps a part of
   each: v.b[i].a[1]).  GCC 12 made no struct group of such members: a
   target region then also mapped the whole variable, implicitly and
   tofrom, and copied back what the mapper said only goes to the device;
   and members mapped one by one by enter data were, for a later region's
   group of them, "structure element when other mapped elements from the
   same structure weren't mapped together with it".  The members are now
   one group, as GCC 13 makes them.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

typedef struct { long a[2]; double b; } elem_t;
struct outer { double pad[4]; elem_t b[3]; long tail; };

#pragma omp declare mapper (elem_t e) map(tofrom: e.a[1:1])
#pragma omp declare mapper (struct outer v) map(tofrom: v.b)

int
main (void)
{
  int dev = omp_get_default_device ();
  struct outer x = { { 0 }, { { { 1, 10 }, 0 }, { { 2, 20 }, 0 },
			      { { 3, 30 }, 0 } }, 7 };
  long seen = 0;

  /* to: the device's changes stay there.  */
#pragma omp target map(from: seen) map(to: x)
  {
    seen = x.b[0].a[1] + x.b[1].a[1] + x.b[2].a[1];
    x.b[1].a[1] += 5;
  }
  if (seen != 60 || x.b[1].a[1] != 20 || x.tail != 7
      || omp_target_is_present (&x, dev))
    abort ();

  /* Implicitly, through the default mapper: tofrom, of the members.  */
#pragma omp target map(from: seen)
  {
    seen = x.b[1].a[1];
    x.b[2].a[1] = 99;
  }
  if (seen != 20 || x.b[2].a[1] != 99 || x.tail != 7)
    abort ();

  /* Mapped by enter data, then found by a region: its values, and no
     copy back; from at exit data.  */
  x.b[0].a[1] = 11;
#pragma omp target enter data map(to: x)
  if (!omp_target_is_present (&x.b[2].a[1], dev)
      || omp_target_is_present (&x.tail, dev))
    abort ();
  x.b[0].a[1] = 12;
#pragma omp target map(from: seen) map(tofrom: x)
  {
    seen = x.b[0].a[1];
    x.b[0].a[1] = 13;
  }
  if (seen != 11 || x.b[0].a[1] != 12)
    abort ();
#pragma omp target exit data map(from: x)
  if (x.b[0].a[1] != 13 || x.b[1].a[1] != 20 || x.b[2].a[1] != 99
      || x.b[0].a[0] != 1
      || omp_target_is_present (&x.b[0].a[1], dev))
    abort ();
  return 0;
}
