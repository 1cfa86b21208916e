/* Present of a struct mapped by its members (issue 34, class 7): after
   "enter data map(to: s.len, s.d[0:s.len])" the pointer member is
   mapped with its section (as clang maps it) and s is present, written
   so, through a mapper of its members and by defaultmap(present); the
   struct mapped whole is present alike; exit data of the same members
   unmaps them all, the pointer member too.  GCC 12 alone maps s.d not
   at all: "'s' is not present", or, through the mapper, libgomp's
   "structure element when other mapped elements from the same
   structure weren't mapped together with it".  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct In { int a; double b[2]; };
struct S { int len; struct In in; double *d; };

#pragma omp declare mapper (in: struct S s) \
	map(present, alloc: s.len, s.d[0:s.len])

static int
here (void *p)
{
  return omp_target_is_present (p, omp_get_default_device ());
}

int
main (void)
{
  double d[4] = { 1, 2, 3, 4 };
  struct S s = { 4, { 7, { 8, 9 } }, d };

#pragma omp target enter data map(to: s.len, s.d[0:s.len], s.in)
  if (!here (&s.len) || !here (&s.d) || !here (&s.in) || !here (d))
    abort ();
  s.len = 3;
#pragma omp target map(present, alloc: s)
  {
    s.d[1] += s.len + s.in.b[1];
    s.in.a = 70;
  }
#pragma omp target map(mapper(in), tofrom: s)
  s.d[2] += 10;
#pragma omp target defaultmap(present: aggregate)
  s.d[3] = s.in.a;
#pragma omp target exit data map(from: s.d[0:4], s.in) map(release: s.len)
  if (here (&s.len) || here (&s.d) || here (&s.in) || here (d))
    abort ();
  if (d[0] != 1 || d[1] != 15 || d[2] != 13 || d[3] != 70 || s.len != 3
      || s.in.a != 70 || s.d != d)
    abort ();

  /* Mapped whole: present alike.  */
#pragma omp target enter data map(to: s)
#pragma omp target map(present, tofrom: s) map(to: d)
  s.in.b[0] = s.len;
#pragma omp target exit data map(from: s)
  if (s.in.b[0] != 3 || here (&s))
    abort ();
  return 0;
}
