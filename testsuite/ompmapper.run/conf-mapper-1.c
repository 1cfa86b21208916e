/* Block-scope mappers for one type in sibling blocks, each used by the
   implicit map of a region in its block; a member pointer with its pointee,
   and a section of an array member; with no mapper a region maps a struct
   tofrom whole, and an identity mapper map(v) does the same, implicitly and in
   map(x) (GCC libgomp.c-c++-common/declare-mapper-9.c,
   declare-mapper-13.c).  */
/* { dg-do run } */

#include <stdint.h>
#include "section-1.h"

#define N 32

struct A
{
  int *p1;
  float *p2;
  int a3[N];
  int tail;	/* No mapper below maps it.  */
};

struct T
{
  int a, b, c;
};

static void
no_mapper (void)
{
  struct T x = { 0, 0, 0 };
#pragma omp target
  {
    x.a++;
    x.c += 2;
  }
  if (x.a != 1 || x.b != 0 || x.c != 2)
    __builtin_abort ();
}

#pragma omp declare mapper (struct T v) map(v)

static void
identity_mapper (void)
{
  struct T x = { 0, 0, 0 };
#pragma omp target
  x.b++;
#pragma omp target map(x)
  x.a++;
  if (x.a != 1 || x.b != 1 || x.c != 0)
    __builtin_abort ();
  /* map(from: x) through the mapper: all of x comes back, what the
     region found there included.  */
  int seen = -1;
#pragma omp target map(from: x) map(from: seen)
  {
    seen = x.a;
    x.c = 5;
  }
  if (x.c != 5 || x.a != seen)
    __builtin_abort ();
}

int
main (void)
{
  struct A v;
  v.p1 = calloc (N, sizeof (int));
  v.p2 = calloc (N, sizeof (float));
  for (int i = 0; i < N; i++)
    v.a3[i] = 0;
  v.tail = 7;
  uintptr_t h1 = (uintptr_t) v.p1, h2 = (uintptr_t) v.p2;

  {
#pragma omp declare mapper (struct A x) map(to: x.p1) map(tofrom: x.p1[0:N])
    int moved = 0;
#pragma omp target map(from: moved)
    {
      moved = (uintptr_t) v.p1 != h1;
      for (int i = 0; i < N; i++)
	v.p1[i] += i;
    }
    if (!moved)
      __builtin_abort ();
  }
  {
#pragma omp declare mapper (struct A x) map(to: x.p2) map(tofrom: x.p2[0:N])
    int moved = 0;
#pragma omp target map(from: moved)
    {
      moved = (uintptr_t) v.p2 != h2;
      for (int i = 0; i < N; i++)
	v.p2[i] += 2 * i;
    }
    if (!moved)
      __builtin_abort ();
  }
  {
#pragma omp declare mapper (struct A x) map(tofrom: x.a3[4:N - 8])
    /* Only the section travels: back exactly, and to the device with
       less than the whole struct (libgomp adds a few bytes of its own).  */
    struct ompm_hostemu_counters c0 = device_counters ();
#pragma omp target
    for (int i = 4; i < N - 4; i++)
      v.a3[i] += 3 * i;
    struct ompm_hostemu_counters c1 = device_counters ();
    if (c1.host2dev_bytes - c0.host2dev_bytes >= sizeof v
	|| c1.dev2host_bytes - c0.dev2host_bytes != (N - 8) * sizeof (int))
      __builtin_abort ();
  }
  for (int i = 0; i < N; i++)
    if (v.p1[i] != i || v.p2[i] != 2 * i
	|| v.a3[i] != (i >= 4 && i < N - 4 ? 3 * i : 0))
      __builtin_abort ();
  if (v.tail != 7)
    __builtin_abort ();

  no_mapper ();
  identity_mapper ();
  free (v.p1);
  free (v.p2);
  return 0;
}
