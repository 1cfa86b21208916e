/* The iterator modifier in a declare mapper's map clause, mapping every other
   element of var's array (OpenMP 5.2, where the modifier is allowed there:
   clang accepts it with -fopenmp-version=52 and rejects it for 5.1,
   clang/test/OpenMP/declare_mapper_messages.c,
   declare_mapper_ast_print.c).  */
/* Pending, issue 17; fails today: "sorry, unimplemented: 'iterator' modifier
   in '#pragma omp declare mapper'".  */
/* { dg-do run } */

#include <omp.h>

struct vec
{
  int len;
  int *data;
};

#pragma omp declare mapper (evens: struct vec v) \
		    map(to: v) map(iterator(it = 0:v.len:2), tofrom: v.data[it])

int
main (void)
{
  int dev = omp_get_default_device ();
  int d[6] = { 0, 1, 2, 3, 4, 5 };
  struct vec v = { 6, d };
#pragma omp target enter data map(mapper(evens), to: v)
  if (!omp_target_is_present (&d[4], dev)
      || omp_target_is_present (&d[3], dev))
    __builtin_abort ();
#pragma omp target
  for (int i = 0; i < v.len; i += 2)
    v.data[i] *= 10;
#pragma omp target exit data map(mapper(evens), from: v)
  for (int i = 0; i < 6; i++)
    if (d[i] != (i % 2 ? i : 10 * i))
      __builtin_abort ();
  return 0;
}
