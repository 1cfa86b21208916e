/* The mapper modifier on a struct member list item, c.memb, on target and on
   exit data, and a member list item through its type's default mapper; exit
   data of the whole struct from, beside its member through a named mapper that
   maps only part of the member, brings back all of it (GCC
   libgomp.c++/declare-mapper-5.C, declare-mapper-8.C, translated to C: a class
   member becomes a struct member; LLVM
   offload/test/mapping/map_ordering_tgt_exit_data_from_mapper_overlap.c).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

struct S
{
  int *arr;
  int len;
};

#pragma omp declare mapper (custom: struct S s) map(to: s.arr, s.len) \
		    map(tofrom: s.arr[0:s.len])

struct C
{
  int tag;
  struct S memb;
};

/* A type with a default mapper, as a member list item.  */
struct D
{
  int *p;
  int n;
};

#pragma omp declare mapper (struct D d) map(to: d.p, d.n) \
		    map(tofrom: d.p[0:d.n])

struct E
{
  struct D memb2;
  int other;
};

struct S2
{
  int a, b;
};

#pragma omp declare mapper (only_a: struct S2 s) map(tofrom: s.a)

struct S1
{
  struct S2 s2;
  int c, d;
};

int
main (void)
{
  struct C c = { 7, { calloc (100, sizeof (int)), 100 } };
  uintptr_t h = (uintptr_t) c.memb.arr;
  int moved = 0;
#pragma omp target map(mapper(custom), tofrom: c.memb) map(from: moved)
  {
    moved = (uintptr_t) c.memb.arr != h;
    for (int i = 0; i < c.memb.len; i++)
      c.memb.arr[i]++;
  }
  if (!moved)
    __builtin_abort ();
  for (int i = 0; i < 100; i++)
    if (c.memb.arr[i] != 1)
      __builtin_abort ();

  /* Enter data of the member through the mapper, exit data from.  */
#pragma omp target enter data map(mapper(custom), to: c.memb)
#pragma omp target map(from: moved)
  {
    moved = (uintptr_t) c.memb.arr != h;
    for (int i = 0; i < c.memb.len; i++)
      c.memb.arr[i] += 2;
  }
  if (!moved || c.memb.arr[0] != 1)
    __builtin_abort ();
#pragma omp target exit data map(mapper(custom), from: c.memb)
  for (int i = 0; i < 100; i++)
    if (c.memb.arr[i] != 3)
      __builtin_abort ();

  struct E e = { { calloc (4, sizeof (int)), 4 }, 1 };
  h = (uintptr_t) e.memb2.p;
#pragma omp target map(tofrom: e.memb2) map(from: moved)
  {
    moved = (uintptr_t) e.memb2.p != h;
    e.memb2.p[3] = 9;
  }
  if (!moved || e.memb2.p[3] != 9)
    __builtin_abort ();

  static struct S1 s1;
#pragma omp target enter data map(alloc: s1)
#pragma omp target map(alloc: s1)
  {
    s1.s2.a = 111;
    s1.s2.b = 222;
    s1.c = 333;
    s1.d = 444;
  }
  if (s1.s2.a != 0 || s1.d != 0)
    __builtin_abort ();
#pragma omp target exit data map(from: s1) map(mapper(only_a), from: s1.s2)
  if (s1.s2.a != 111 || s1.s2.b != 222 || s1.c != 333 || s1.d != 444)
    __builtin_abort ();
  return 0;
}
