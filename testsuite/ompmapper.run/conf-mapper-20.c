/* always on the clause that invokes a mapper reaches the entries the mapper
   makes: with the member the mapper maps already present, target map(always,
   from: s) copies it back at the end, and enter data map(always, to: s) copies
   it to the device; without always neither moves (LLVM
   offload/test/mapping/mapper_map_always_from.c,
   mapper_map_always_to_enter_data.c, mapper_map_ptee_only_always_array.c).  */
/* { dg-do run } */

#include <omp.h>

typedef struct
{
  int x, y, z;
} S;

#pragma omp declare mapper (default: S s) map(tofrom: s.y)

S s;

static int
device_y (void)
{
  int v = -1;
#pragma omp target map(from: v)
  v = s.y;
  return v;
}

int
main (void)
{
  s.y = 0;
#pragma omp target enter data map(to: s.y)

  /* Without always: present, nothing moves either way.  */
#pragma omp target map(from: s)
  s.y = 5;
  if (s.y != 0)
    __builtin_abort ();
#pragma omp target map(always, from: s)
  s.y = 111;
  if (s.y != 111)
    __builtin_abort ();

  s.y = 7;
#pragma omp target enter data map(to: s)
  if (device_y () != 111)
    __builtin_abort ();
#pragma omp target enter data map(always, to: s)
  if (device_y () != 7)
    __builtin_abort ();
#pragma omp target exit data map(delete: s.y)
  if (omp_target_is_present (&s.y, omp_get_default_device ()))
    __builtin_abort ();
  return 0;
}
