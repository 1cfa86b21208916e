/* A struct and its member on one construct, the struct through its
   implicit mapper (which maps the member through its type's default
   mapper: a section of one int behind its pointer) and the member
   through a named mapper (the whole section): one section as long as
   the longest goes to the device and back, and the struct's members go
   as a group before the member (libgomp 12 refused a member mapped
   alone before its struct's group, and a second, longer section at the
   same address).  On target, enter and exit data and target data.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct vec
{
  int n;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:1])
#pragma omp declare mapper (all: struct vec v) map(tofrom: v, v.d[0:v.n])

struct holder
{
  struct vec memb;
  int k;
};

int
main (void)
{
  int dev = omp_get_default_device ();
  struct holder h;
  h.k = 5;
  h.memb.n = 4;
  h.memb.d = calloc (4, sizeof (int));
  int *host = h.memb.d;

#pragma omp target map(tofrom: h) map(mapper(all), tofrom: h.memb)
  for (int i = 0; i < h.memb.n; i++)
    h.memb.d[i] += i + h.k;
  if (h.memb.d != host)
    abort ();
  for (int i = 0; i < 4; i++)
    if (h.memb.d[i] != i + 5)
      abort ();

#pragma omp target enter data map(to: h) map(mapper(all), to: h.memb)
  if (!omp_target_is_present (h.memb.d + 3, dev))
    abort ();
#pragma omp target
  for (int i = 0; i < h.memb.n; i++)
    h.memb.d[i] *= 2;
#pragma omp target exit data map(from: h) map(mapper(all), from: h.memb)
  if (omp_target_is_present (h.memb.d, dev) || omp_target_is_present (&h, dev))
    abort ();
  for (int i = 0; i < 4; i++)
    if (h.memb.d[i] != 2 * (i + 5))
      abort ();

#pragma omp target data map(tofrom: h) map(mapper(all), tofrom: h.memb)
  {
#pragma omp target
    for (int i = 0; i < h.memb.n; i++)
      h.memb.d[i] += h.k;
  }
  if (h.memb.d != host || omp_target_is_present (h.memb.d, dev))
    abort ();
  for (int i = 0; i < 4; i++)
    if (h.memb.d[i] != 2 * (i + 5) + 5)
      abort ();
  free (host);

  /* Two pointers to one buffer, one section through each: one section,
     both pointers attached to it.  */
  struct outer
  {
    struct vec b, c;
  } o;
  o.b.n = o.c.n = 4;
  o.b.d = o.c.d = calloc (4, sizeof (int));
#pragma omp target map(tofrom: o) map(mapper(all), tofrom: o.c)
  {
    for (int i = 0; i < 4; i++)
      o.c.d[i] += 1;
    o.b.d[0] += 100;
  }
  if (o.b.d[0] != 101 || o.b.d[3] != 1 || o.b.d != o.c.d)
    abort ();
  free (o.b.d);
  return 0;
}
