/* Pointer members of variables mapped with what they point to, by hand,
   in orders and with map types on which GCC 12 itself crashes (a
   segmentation fault in the gimplifier), on target, target data and
   target enter data; and a pointer member whose pointee alone is mapped
   beside another member of its variable, which GCC 12 leaves unmapped
   (the region read a garbage pointer).  The plugin hands GCC the member
   clauses in the order of their offsets, an "alloc" of an attached
   pointer as "to", and maps such a pointer member (alloc) as GCC 13
   does.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct t3
{
  int a;
  int e[4];
  unsigned char *b;
  short *c;
  long *d;
};

static void
init (struct t3 *x, unsigned char *b, short *c, long *d)
{
  x->a = 1;
  for (int i = 0; i < 4; i++)
    x->e[i] = 1;
  b[0] = b[1] = 1;
  c[0] = c[1] = 1;
  d[0] = d[1] = 1;
  x->b = b;
  x->c = c;
  x->d = d;
}

int
main (void)
{
  unsigned char b0[2], b1[2];
  short c0[2], c1[2];
  long d0[2], d1[2];
  struct t3 x0, x1;
  int dev = omp_get_default_device ();

  init (&x0, b0, c0, d0);
  init (&x1, b1, c1, d1);
#pragma omp target map(x1.c) map(x1.b, x1.b[1:1]) map(x1.c[0:2]) \
		   map(x0.b, x0.b[1:1])
  {
    x1.b[1] += 1;
    x1.c[0] += 1;
    x0.b[1] += 1;
  }
  if (b1[1] != 2 || c1[0] != 2 || b0[1] != 2 || x1.b != b1 || x0.b != b0)
    abort ();

#pragma omp target map(x1.d[1:1]) map(x1.c[1:1]) map(alloc: x1.c) \
		   map(to: x0.d[1:1]) map(alloc: x0.d)
  {
    x1.d[1] += 1;
    x1.c[1] += 1;
  }
  if (d1[1] != 2 || c1[1] != 2 || d0[1] != 1)
    abort ();

  /* Another member of x0 makes GCC 12 group x0's members, without b.  */
#pragma omp target map(x0.a) map(x0.b[0:1]) map(x0.e[1:2])
  {
    x0.a += 1;
    x0.b[0] += 1;
    x0.e[2] += 1;
  }
  if (x0.a != 2 || b0[0] != 2 || x0.e[2] != 2 || x0.e[0] != 1)
    abort ();

#pragma omp target data map(to: x1.c) map(to: x1.b, x1.b[1:1]) \
			map(to: x1.c[0:2]) map(to: x0.b, x0.b[1:1])
  {
    if (!omp_target_is_present (&x1.c, dev)
	|| !omp_target_is_present (&b1[1], dev)
	|| !omp_target_is_present (&c1[1], dev))
      abort ();
#pragma omp target
    {
      x1.b[1] += 10;
      x1.c[1] += 10;
      x0.b[1] += 10;
    }
#pragma omp target update from(b1[1:1], c1[0:2], b0[1:1])
  }
  if (b1[1] != 12 || c1[1] != 12 || b0[1] != 12)
    abort ();

#pragma omp target enter data map(to: x1.c) map(to: x1.b, x1.b[1:1]) \
			      map(to: x1.c[0:2]) map(to: x0.b, x0.b[1:1])
#pragma omp target
  {
    x1.c[0] = 40;
    x0.b[1] = 41;
  }
#pragma omp target exit data map(from: x1.c[0:2], x0.b[1:1]) \
			     map(release: x1.b[1:1], x1.b, x1.c, x0.b)
  if (c1[0] != 40 || b0[1] != 41 || x1.c != c1)
    abort ();
  if (omp_target_is_present (&x1.c, dev) || omp_target_is_present (c1, dev))
    abort ();
  return 0;
}
