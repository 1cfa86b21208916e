/* Map-type decay (OpenMP 5.1 Table 2.13) on enter and exit data through a
   mapper whose clauses are alloc, to, from and tofrom: enter data to copies
   only the to/tofrom members, exit data from copies back only the from/tofrom
   members and releases the rest, alloc/release move nothing; always on the
   invoking clause makes the to/from members move although present, and is kept
   by a mapper's own always clause (GCC gcc
   c-c++-common/gomp/declare-mapper-15.c, declare-mapper-18.c; LLVM
   offload/test/mapping/mapper_map_always_from.c,
   mapper_map_always_to_enter_data.c).  */
/* { dg-do run } */

#include <omp.h>

typedef struct
{
  int a, b, c, d;
} S;

/* What the device holds for *P, without moving anything.  */
#define PEEK(s, out) \
  do { \
    _Pragma ("omp target map(alloc: s) map(from: out)") \
    { \
      out[0] = s.a; out[1] = s.b; out[2] = s.c; out[3] = s.d; \
    } \
  } while (0)

static int
same (const int *v, int a, int b, int c, int d)
{
  return v[0] == a && v[1] == b && v[2] == c && v[3] == d;
}

/* Whether the device's B and D are those given.  (What the device
   holds for the alloc and from members is unspecified.)  */

static int
moved_bd (const int *v, int b, int d)
{
  return v[1] == b && v[3] == d;
}

int
main (void)
{
  int dev = omp_get_default_device ();
  int out[4];
  S s = { 1, 2, 3, 4 };
#pragma omp declare mapper (S x) map(alloc: x.a) map(to: x.b) map(from: x.c) \
		    map(tofrom: x.d)

#pragma omp target enter data map(to: s)
  PEEK (s, out);
  if (!moved_bd (out, 2, 4))
    __builtin_abort ();
#pragma omp target
  {
    s.a = 10;
    s.b = 20;
    s.c = 30;
    s.d = 40;
  }
  if (!same (&s.a, 1, 2, 3, 4))
    __builtin_abort ();
#pragma omp target exit data map(from: s)
  if (!same (&s.a, 1, 2, 30, 40) || omp_target_is_present (&s, dev))
    __builtin_abort ();

  /* alloc and release: nothing moves.  */
#pragma omp target enter data map(alloc: s)
#pragma omp target
  s.d = 50;
#pragma omp target exit data map(release: s)
  if (!same (&s.a, 1, 2, 30, 40) || omp_target_is_present (&s, dev))
    __builtin_abort ();

  /* always: to members move although present; on exit, from members
     come back although still mapped.  */
#pragma omp target enter data map(to: s)
  s.a = 5;
  s.b = 6;
  s.c = 7;
  s.d = 8;
#pragma omp target enter data map(to: s)
  PEEK (s, out);
  if (!moved_bd (out, 2, 40))
    __builtin_abort ();
#pragma omp target enter data map(always, to: s)
  PEEK (s, out);
  if (!moved_bd (out, 6, 8))
    __builtin_abort ();
#pragma omp target
  {
    s.b = 60;
    s.c = 70;
    s.d = 80;
  }
#pragma omp target exit data map(from: s)
  if (!same (&s.a, 5, 6, 7, 8))
    __builtin_abort ();
#pragma omp target exit data map(always, from: s)
  if (!same (&s.a, 5, 6, 70, 80) || !omp_target_is_present (&s, dev))
    __builtin_abort ();
  /* present on enter data of a present item: nothing stops.  */
#pragma omp target enter data map(present, to: s)
#pragma omp target exit data map(delete: s)
  if (omp_target_is_present (&s, dev))
    __builtin_abort ();
  return 0;
}
