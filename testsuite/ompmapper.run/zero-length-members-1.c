/* Enter and exit data of a section behind a pointer member count the
   section (2.21.7.1), not the object holding the pointer: exit data of
   p[1].d[0:4] leaves p[0:3] mapped, delete of s.q[0:n] leaves s, and an
   enter and exit of the section keep p's count as it was, so that one
   exit of p unmaps it.  GCC 14 and 15 count the holder too (a
   zero-length entry of the member), on enter and on exit alike, which
   the quirk zero-length-members takes away from both: this test shows
   the counts stay right with it (present-8.c and conf-mapper-21.c, where
   a mapper entered what exit data leaves, fail without it).  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct vec { int len; int *d; };
struct pair { int n; double *q; };

static int
here (const void *p)
{
  return omp_target_is_present (p, omp_get_default_device ());
}

int
main (void)
{
  struct vec *p = malloc (3 * sizeof *p);
  for (int i = 0; i < 3; i++)
    {
      p[i].len = 4;
      p[i].d = calloc (4, sizeof (int));
    }

  /* The section's own exit leaves the array.  */
#pragma omp target enter data map(to: p[0:3])
#pragma omp target enter data map(to: p[1].d[0:4])
  if (!here (p) || !here (p[1].d))
    abort ();
#pragma omp target exit data map(release: p[1].d[0:4])
  if (!here (p) || here (p[1].d))
    abort ();
  /* Counted once: one exit unmaps it, and the section entered alone
     keeps that count.  */
#pragma omp target enter data map(to: p[2].d[0:4])
#pragma omp target exit data map(release: p[2].d[0:4])
#pragma omp target exit data map(release: p[0:3])
  if (here (p))
    abort ();

  /* Through a variable: delete of the section leaves the struct.  */
  double x[5] = { 1, 2, 3, 4, 5 };
  struct pair s = { 5, x };
#pragma omp target enter data map(to: s)
#pragma omp target enter data map(to: s.q[0:s.n])
#pragma omp target
  s.q[4] = s.n * 2;
#pragma omp target exit data map(from: s.q[0:s.n])
  if (!here (&s) || here (x) || x[4] != 10)
    abort ();
#pragma omp target enter data map(to: s.q[0:s.n])
#pragma omp target exit data map(delete: s.q[0:s.n])
  if (!here (&s) || here (x))
    abort ();
#pragma omp target exit data map(release: s)
  if (here (&s))
    abort ();
  return 0;
}
