/* Nested mappers: a member whose type has a default mapper is expanded
   through it inside the outer mapper, with the outer map type decayed
   into it; a mapper(id) modifier inside a mapper selects a named one; a
   member mapped "to" by the outer mapper brings nothing back through the
   inner one.  clang-19 ignores the mapper(shallow) modifier inside the
   mapper and deep-copies o.b; 2.21.7.4 says the modifier selects the
   mapper for that list item.  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

struct inner
{
  int n;
  int *p;
};

struct outer
{
  int id;
  struct inner a;	/* Through the default mapper of struct inner.  */
  struct inner b;	/* Through the named mapper "shallow".  */
  struct inner c;	/* Mapped "to": decays the inner tofrom to to.  */
};

#pragma omp declare mapper (struct inner i) map(tofrom: i, i.p[0:i.n])
#pragma omp declare mapper (shallow: struct inner i) map(tofrom: i)
#pragma omp declare mapper (struct outer o) map(tofrom: o.id, o.a) \
		    map(mapper(shallow), tofrom: o.b) map(to: o.c)

static struct inner
make (int n, int v)
{
  struct inner i = { n, malloc (n * sizeof (int)) };
  for (int k = 0; k < n; k++)
    i.p[k] = v;
  return i;
}

int
main (void)
{
  struct outer o = { 1, make (4, 1), make (4, 2), make (4, 3) };
  /* An integer, which the region gets as it is (a pointer would be
     translated to its device address).  */
  uintptr_t bp = (uintptr_t) o.b.p;
  int b_seen = 0;

#pragma omp target map(tofrom: o) map(from: b_seen)
  {
    o.id = 2;
    for (int k = 0; k < o.a.n; k++)
      o.a.p[k] += 10;
    /* o.b's pointer was not attached: it is the host's.  */
    b_seen = (uintptr_t) o.b.p == bp;
    for (int k = 0; k < o.c.n; k++)
      o.c.p[k] += 10;
  }

  if (o.id != 2 || !b_seen)
    __builtin_abort ();
  /* a: deep, tofrom.  */
  for (int k = 0; k < 4; k++)
    if (o.a.p[k] != 11)
      __builtin_abort ();
  /* c: deep, but "to" only.  */
  for (int k = 0; k < 4; k++)
    if (o.c.p[k] != 3)
      __builtin_abort ();
  return 0;
}
