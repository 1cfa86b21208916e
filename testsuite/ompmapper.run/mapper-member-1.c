/* Members of an object or of section elements that a construct maps
   anew: what comes back at the end of a target region or target data is
   exactly what the mapper maps "from" (copied back by libgompx, since
   libgomp 12 cannot take member entries inside a new section), the
   attached pointer keeps its host value, and nothing comes back while
   the section stays mapped (an enter data inside target data holds it);
   the exit data that unmaps it brings the members back.  */
/* { dg-do run } */

#include <stdlib.h>

struct M
{
  int to_only;
  int from_only;
  int both;
  int *p;
  int alloc_only;
};

#pragma omp declare mapper (struct M m) map(to: m.to_only) \
		    map(from: m.from_only) map(tofrom: m.both) \
		    map(tofrom: m.p[0:2]) map(alloc: m.alloc_only)

static void
set (struct M *m, int *d, int v)
{
  m->to_only = m->from_only = m->both = m->alloc_only = v;
  m->p = d;
  d[0] = d[1] = v;
}

/* After a region that changed every member and the data: the "from"
   members changed, the others not, the pointer is the host's.  */

static void
check (const struct M *m, const int *d, int v)
{
  if (m->to_only != v || m->alloc_only != v
      || m->from_only != v + 1 || m->both != v + 1
      || m->p != d || d[0] != v + 1 || d[1] != v + 1)
    abort ();
}

/* What the device holds of from_only and alloc_only is unspecified:
   they are set, the others changed.  */
#define BUMP(m)							\
  do {								\
    (m).from_only = (m).to_only + 1;				\
    (m).alloc_only = 0;						\
    (m).to_only++, (m).both++;					\
    (m).p[0]++, (m).p[1]++;					\
  } while (0)

int
main (void)
{
  int d[2], e[6];
  struct M m;

  set (&m, d, 10);
#pragma omp target map(tofrom: m)
  BUMP (m);
  check (&m, d, 10);

  set (&m, d, 20);
#pragma omp target data map(tofrom: m)
  {
#pragma omp target
    BUMP (m);
  }
  check (&m, d, 20);

  /* Held by enter data inside the region: nothing comes back at its end
     (the data behind p neither); exit data brings it back.  */
  set (&m, d, 30);
#pragma omp target data map(tofrom: m)
  {
#pragma omp target enter data map(to: m)
#pragma omp target
    BUMP (m);
  }
  if (m.from_only != 30 || m.both != 30 || d[0] != 30)
    abort ();
#pragma omp target exit data map(from: m)
  check (&m, d, 30);

  /* A section of three.  */
  struct M s[3];
  for (int i = 0; i < 3; i++)
    set (&s[i], &e[2 * i], 40 + i);
  struct M *q = s;
#pragma omp target map(tofrom: q[0:3])
  for (int i = 0; i < 3; i++)
    BUMP (q[i]);
  for (int i = 0; i < 3; i++)
    check (&s[i], &e[2 * i], 40 + i);
  return 0;
}
