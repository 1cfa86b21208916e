/* target update on a mapped array section: to() moves each element's
   "to"/"tofrom" items and from() its "from"/"tofrom" items, with one
   libgomp call, without touching the attached pointers.  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

struct rec
{
  int id;
  int *in;	/* Mapped to.  */
  int *out;	/* Mapped from.  */
  int n;
};

#pragma omp declare mapper (struct rec r) map(tofrom: r) \
		    map(to: r.in[0:r.n]) map(from: r.out[0:r.n])

#define N 20

int
main (void)
{
  struct rec *p = malloc (N * sizeof *p);
  for (int i = 0; i < N; i++)
    {
      p[i].id = i;
      p[i].n = 3;
      p[i].in = calloc (3, sizeof (int));
      p[i].out = calloc (3, sizeof (int));
    }
  int n = N;
  int *in0 = p[0].in;

#pragma omp target enter data map(to: p[0:n])
  for (int i = 0; i < N; i++)
    {
      p[i].in[0] = 100 + i;
      p[i].id = -i;
    }
  struct ompm_hostemu_calls c0 = gomp_calls ();
#pragma omp target update to(p[0:n])
  /* One libgomp call: the elements hold attached pointers, so libgompx
     copies their parts itself, after one data region that looks their
     device addresses up (libgompx/base/update.c).  */
  struct ompm_hostemu_calls c1 = gomp_calls ();
  if (c1.update + c1.data != c0.update + c0.data + 1)
    abort ();

  int bad = 0;
#pragma omp target map(tofrom: bad)
  for (int i = 0; i < N; i++)
    {
      bad += p[i].in[0] != 100 + i || p[i].id != -i;
      p[i].out[1] = 7 * i;
      p[i].in[2] = 55;
      p[i].id = 1000 + i;
    }
  if (bad)
    abort ();

#pragma omp target update from(p[0:n])
  for (int i = 0; i < N; i++)
    if (p[i].out[1] != 7 * i || p[i].in[2] != 0 || p[i].id != 1000 + i)
      abort ();
  /* Host pointers stayed host pointers.  */
  if (p[0].in != in0)
    abort ();

  /* Device pointers stayed device pointers: the region still works.  */
#pragma omp target map(tofrom: bad)
  bad = p[3].in[0] != 103;
  if (bad)
    abort ();
#pragma omp target exit data map(release: p[0:n])
  if (omp_target_is_present (p, omp_get_default_device ()))
    abort ();
  return 0;
}
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "29: dropping .from. clause during mapper expansion" "" { target *-*-* } 43 } */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 63 } */
