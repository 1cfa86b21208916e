/* Decay with modifiers: a mapper that maps var "to", invoked by exit data
   map(always, from: s), releases it without copying back; a mapper whose
   clause is map(always, to: var), invoked by enter data map(to: s) while s is
   present (the GCC test writes map(s), tofrom, which 5.1 does not allow on
   enter data), copies it to the device again (gccrs gcc
   c-c++-common/gomp/declare-mapper-18.c).  */
/* { dg-do run } */

#include <omp.h>

typedef struct
{
  int x;
} S;

S s1, s2;

static int
on_device (S *p)
{
  int v = -1;
#pragma omp target map(from: v) map(present, alloc: p[0:1])
  v = p->x;
  return v;
}

static void
f (void)
{
#pragma omp declare mapper (S var) map(to: var)
  s1.x = 1;
#pragma omp target enter data map(to: s1)
#pragma omp target map(present, alloc: s1)
  s1.x = 2;
#pragma omp target exit data map(always, from: s1)
  if (s1.x != 1 || omp_target_is_present (&s1, omp_get_default_device ()))
    __builtin_abort ();
}

static void
g (void)
{
#pragma omp declare mapper (S var) map(always, to: var)
  s2.x = 1;
#pragma omp target enter data map(to: s2)
  s2.x = 2;
#pragma omp target enter data map(to: s2)
  if (on_device (&s2) != 2)
    __builtin_abort ();
#pragma omp target exit data map(delete: s2)
}

int
main (void)
{
  f ();
  g ();
  return 0;
}
