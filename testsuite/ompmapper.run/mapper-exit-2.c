/* target exit data map(from:) of part of what one mapping holds, through
   a mapper with a pointee: only the list item comes back (2.21.7.1),
   its pointers with their host values, whether the mapping goes (the
   item was its last reference) or stays ("always, from"), and nothing
   comes back while it stays without always.  libgomp 12 copies back
   the whole mapping for such an item once pointers were attached in
   it.  An array variable, a section through a pointer, a nested
   struct.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct t2
{
  long a;
  long *b;
};

#pragma omp declare mapper (struct t2 it) map(tofrom: it, it.b[0:2])

struct box
{
  int tag;
  struct t2 in[2];
};

#pragma omp declare mapper (struct box x) map(tofrom: x)

static void
init (struct t2 *t, int n)
{
  for (int i = 0; i < n; i++)
    {
      t[i].a = 1;
      t[i].b = calloc (2, sizeof (long));
    }
}

/* Bump every element's values on the device.  */

static void
bump (struct t2 *t, int n)
{
#pragma omp target map(tofrom: t[0:n])
  for (int i = 0; i < n; i++)
    {
      t[i].a += 2;
      t[i].b[1] += 2;
    }
}

/* Abort unless element I of T has come back (or not, BACK) and its
   pointer is still BS[I].  */

static void
check (struct t2 *t, long **bs, int i, int back)
{
  if (t[i].b != bs[i] || t[i].a != (back ? 3 : 1)
      || t[i].b[1] != (back ? 2 : 0))
    abort ();
}

int
main (void)
{
  int d = omp_get_default_device ();
  long *bs[4];

  /* An array variable; the list item was the last reference.  */
  static struct t2 xa[3];
  init (xa, 3);
  for (int i = 0; i < 3; i++)
    bs[i] = xa[i].b;
#pragma omp target enter data map(to: xa[0:3])
  bump (xa, 3);
#pragma omp target exit data map(from: xa[2:1])
  if (omp_target_is_present (xa, d))
    abort ();
  check (xa, bs, 0, 0);
  check (xa, bs, 1, 0);
  check (xa, bs, 2, 1);

  /* A section through a pointer, a middle part of it.  */
  struct t2 *p = malloc (4 * sizeof *p);
  init (p, 4);
  for (int i = 0; i < 4; i++)
    bs[i] = p[i].b;
#pragma omp target enter data map(to: p[0:4])
  bump (p, 4);
#pragma omp target exit data map(from: p[1:2])
  if (omp_target_is_present (p, d))
    abort ();
  check (p, bs, 0, 0);
  check (p, bs, 1, 1);
  check (p, bs, 2, 1);
  check (p, bs, 3, 0);

  /* Mapped three times: from brings nothing back, always from the
     item.  */
  init (p, 4);
  for (int i = 0; i < 4; i++)
    bs[i] = p[i].b;
  for (int i = 0; i < 3; i++)
    {
#pragma omp target enter data map(to: p[0:4])
    }
  bump (p, 4);
#pragma omp target exit data map(from: p[1:1])
  for (int i = 0; i < 4; i++)
    check (p, bs, i, 0);
#pragma omp target exit data map(always, from: p[2:1])
  if (!omp_target_is_present (p, d))
    abort ();
  check (p, bs, 0, 0);
  check (p, bs, 1, 0);
  check (p, bs, 2, 1);
  check (p, bs, 3, 0);
#pragma omp target exit data map(delete: p[0:4])

  /* Elements of an array member of a struct mapped whole.  */
  struct box bx;
  bx.tag = 1;
  init (bx.in, 2);
  for (int i = 0; i < 2; i++)
    bs[i] = bx.in[i].b;
#pragma omp target enter data map(to: bx) map(to: bx.in[0:2])
#pragma omp target
  {
    bx.tag = 2;
    for (int i = 0; i < 2; i++)
      {
	bx.in[i].a += 2;
	bx.in[i].b[1] += 2;
      }
  }
#pragma omp target exit data map(from: bx.in[1:1])
  if (bx.tag != 1)
    abort ();
  check (bx.in, bs, 0, 0);
  check (bx.in, bs, 1, 1);
  return 0;
}
