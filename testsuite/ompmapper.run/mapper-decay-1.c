/* Table 2.13 of OpenMP 5.1, every cell: a mapper's map types (alloc, to,
   from, tofrom) decayed by the invoking map type (alloc, to, from, tofrom
   on target; from on target exit data after to on target enter data),
   observed through what reaches the device (what must, at least) and
   what comes back.
   clang-19 (on its host device) leaves part of the struct mapped after
   the exit data with from; per 2.21.7.1 the last reference is gone and
   so is the mapping, as here.  */
/* { dg-do run } */

#include <omp.h>

struct D
{
  int a[4], t[4], f[4], tf[4];
};

#pragma omp declare mapper (struct D v) map(alloc: v.a) map(to: v.t) \
		    map(from: v.f) map(tofrom: v.tf)

enum { A = 1, T = 2, F = 4, TF = 8 };

/* Each case fills the host copy with a value of its own, so that a stale
   device value is never taken for a copy.  */
static int cur;

static void
fill (struct D *d)
{
  cur += 0x1001;
  for (int i = 0; i < 4; i++)
    d->a[i] = d->t[i] = d->f[i] = d->tf[i] = cur;
}

/* SEEN holds what the region read of each member; IN and OUT are the
   members expected to have reached the device and to have come back.  */

static void
check (struct D *d, int seen[4], int in, int out)
{
  int *m[4] = { d->a, d->t, d->f, d->tf };
  for (int k = 0; k < 4; k++)
    {
      int got_in = seen[k] == cur;
      int got_out = m[k][0] == -1 && m[k][3] == -1;
      /* What the device holds of a member that is not to reach it is
	 unspecified (the runtime copies a new struct whole when any
	 member goes to the device, one copy rather than one a member);
	 what comes back is exact.  */
      if ((in & (1 << k)) && !got_in)
	__builtin_abort ();
      if (got_out != !!(out & (1 << k)))
	__builtin_abort ();
    }
}

#define BODY							\
  {								\
    seen[0] = d.a[0];						\
    seen[1] = d.t[0];						\
    seen[2] = d.f[0];						\
    seen[3] = d.tf[0];						\
    for (int i = 0; i < 4; i++)					\
      d.a[i] = d.t[i] = d.f[i] = d.tf[i] = -1;			\
  }

int
main (void)
{
  struct D d;
  int seen[4];

  fill (&d);
#pragma omp target map(alloc: d) map(from: seen)
  BODY
  check (&d, seen, 0, 0);

  fill (&d);
#pragma omp target map(to: d) map(from: seen)
  BODY
  check (&d, seen, T | TF, 0);

  fill (&d);
#pragma omp target map(from: d) map(from: seen)
  BODY
  check (&d, seen, 0, F | TF);

  fill (&d);
#pragma omp target map(tofrom: d) map(from: seen)
  BODY
  check (&d, seen, T | TF, F | TF);

  /* Exit data with from: the mapper's alloc and to members are
     released, not copied back.  */
  fill (&d);
#pragma omp target enter data map(to: d)
#pragma omp target map(from: seen)
  BODY
#pragma omp target exit data map(from: d)
  check (&d, seen, T | TF, F | TF);
  if (omp_target_is_present (&d, omp_get_default_device ())
      || omp_target_is_present (d.a, omp_get_default_device ()))
    __builtin_abort ();
  return 0;
}
