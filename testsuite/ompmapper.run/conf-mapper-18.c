/* One named mapper (alloc for the pointer, tofrom for its pointee) on every
   construct: a combined target teams distribute parallel for, target data
   around a combined construct that maps nothing itself, enter data to and exit
   data from around one, enter data alloc with update from and update to, exit
   data delete (LLVM offload/test/mapping/declare_mapper_target.cpp,
   declare_mapper_target_data.cpp, declare_mapper_target_data_enter_exit.cpp,
   declare_mapper_target_update.cpp).  */
/* { dg-do run } */

#include <stdlib.h>
#include <omp.h>

#define NUM 1024

struct C
{
  int *a;
};

#pragma omp declare mapper (id: struct C s) map(alloc: s.a) map(s.a[0:NUM])

static int
sum (const struct C *c)
{
  int t = 0;
  for (int i = 0; i < NUM; i++)
    t += c->a[i];
  return t;
}

static void
set (struct C *c, int v)
{
  for (int i = 0; i < NUM; i++)
    c->a[i] = v;
}

int
main (void)
{
  int dev = omp_get_default_device ();
  struct C c;
  c.a = malloc (NUM * sizeof (int));

  set (&c, 1);
#pragma omp target teams distribute parallel for map(mapper(id), tofrom: c)
  for (int i = 0; i < NUM; i++)
    ++c.a[i];
  if (sum (&c) != 2 * NUM)
    __builtin_abort ();

  set (&c, 1);
#pragma omp target data map(mapper(id), tofrom: c)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < NUM; i++)
      ++c.a[i];
    if (sum (&c) != NUM)
      __builtin_abort ();
  }
  if (sum (&c) != 2 * NUM)
    __builtin_abort ();

  set (&c, 1);
#pragma omp target enter data map(mapper(id), to: c)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < NUM; i++)
    ++c.a[i];
#pragma omp target exit data map(mapper(id), from: c)
  if (sum (&c) != 2 * NUM || omp_target_is_present (c.a, dev))
    __builtin_abort ();

  set (&c, 1);
#pragma omp target enter data map(mapper(id), alloc: c)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < NUM; i++)
    c.a[i] = 0;
  if (sum (&c) != NUM)
    __builtin_abort ();
#pragma omp target update from(mapper(id): c)
  if (sum (&c) != 0)
    __builtin_abort ();
  set (&c, 1);
#pragma omp target update to(mapper(id): c)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < NUM; i++)
    ++c.a[i];
  if (sum (&c) != NUM)
    __builtin_abort ();
#pragma omp target update from(mapper(id): c)
  if (sum (&c) != 2 * NUM)
    __builtin_abort ();
#pragma omp target exit data map(mapper(id), delete: c)
  if (omp_target_is_present (c.a, dev))
    __builtin_abort ();
  return 0;
}
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "31: dropping .alloc. clause during mapper expansion" "" { target *-*-* } 80 } */
/* { dg-warning "29: dropping .alloc. clause during mapper expansion" "" { target *-*-* } 84 } */
/* { dg-warning "31: dropping .alloc. clause during mapper expansion" "" { target *-*-* } 90 } */
