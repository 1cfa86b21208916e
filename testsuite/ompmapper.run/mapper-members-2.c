/* Two members of one struct on one construct, each whole through its
   type's mapper (or one so, the other by hand): they go to the device as a struct group, laid out as
   in the struct, so that a target region's group for the same members
   (GCC's) finds them so (libgomp stopped: "structure element when other
   mapped elements from the same structure weren't mapped together with
   it"); and each is counted once (enter data, then one exit data
   unmaps them; members of a struct group share their count in libgomp,
   as without mappers).  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct vec
{
  int n;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.n])

struct outer
{
  int tag;
  struct vec b;
  double pad;
  struct vec c;
};

int
main (void)
{
  int dev = omp_get_default_device ();
  struct outer o;
  o.tag = 7;
  o.b.n = 2;
  o.c.n = 3;
  o.b.d = calloc (2, sizeof (int));
  o.c.d = calloc (3, sizeof (int));

#pragma omp target map(tofrom: o.c) map(tofrom: o.b)
  {
    o.b.d[1] += 100;
    o.c.d[2] += 1;
  }
  if (o.b.d[1] != 100 || o.c.d[2] != 1)
    abort ();

#pragma omp target enter data map(to: o.b, o.c)
  if (!omp_target_is_present (&o.b, dev) || !omp_target_is_present (&o.c, dev)
      || !omp_target_is_present (o.c.d + 2, dev))
    abort ();
#pragma omp target map(tofrom: o.b, o.c)
  {
    o.b.d[0] = o.c.n;
    o.c.d[0] = o.b.n;
  }
#pragma omp target exit data map(from: o.b, o.c)
  if (omp_target_is_present (&o.b, dev) || omp_target_is_present (o.b.d, dev)
      || omp_target_is_present (&o.c, dev) || omp_target_is_present (o.c.d, dev))
    abort ();
  if (o.b.d[0] != 3 || o.c.d[0] != 2 || o.tag != 7)
    abort ();

#pragma omp target data map(tofrom: o.b, o.c)
  {
#pragma omp target
    {
      o.b.d[1] += 1;
      o.c.d[1] += 2;
    }
  }
  if (o.b.d[1] != 101 || o.c.d[1] != 2)
    abort ();
  /* A member through its mapper and another by hand: one group.  */
#pragma omp target map(tofrom: o.b, o.tag)
  {
    o.tag += o.b.n;
    o.b.d[0] = o.tag;
  }
  if (o.tag != 9 || o.b.d[0] != 9)
    abort ();

  /* The same on enter data (GCC's own group of the members by hand
     would have left the mapper's member out), then a region and exit
     data of the same members.  */
#pragma omp target enter data map(to: o.b, o.tag)
#pragma omp target map(tofrom: o.b, o.tag)
  {
    o.tag += 1;
    o.b.d[1] = o.tag;
  }
#pragma omp target exit data map(from: o.b, o.tag)
  if (o.tag != 10 || o.b.d[1] != 10 || omp_target_is_present (&o.tag, dev)
      || omp_target_is_present (o.b.d, dev))
    abort ();

  /* The struct by hand and a member of it through its mapper: the
     struct goes first, no group.  */
#pragma omp target enter data map(to: o) map(to: o.c)
#pragma omp target map(tofrom: o.c)
  o.c.d[0] = 5;
#pragma omp target exit data map(from: o.c) map(from: o)
  if (o.c.d[0] != 5 || omp_target_is_present (&o, dev))
    abort ();
  free (o.b.d);
  free (o.c.d);
  return 0;
}
