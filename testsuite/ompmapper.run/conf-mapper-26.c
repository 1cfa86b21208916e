/* A mapper whose clauses map, besides var, a variable that a function declared
   at the same place could use (a global table the elements index): OpenMP 5.1
   2.21.7.4 lets list items refer to var "and entities that could be referenced
   by a procedure defined at the same location", and GCC trunk accepts one (gcc
   c-c++-common/gomp/declare-mapper-18.c); clang rejects it
   (clang/test/OpenMP/declare_mapper_messages.c, "only variable 'v' is
   allowed"); we follow 5.1.  */
/* { dg-do run } */

#include <stdint.h>

int table[8] = { 0, 1, 4, 9, 16, 25, 36, 49 };

struct vec
{
  int len;
  int *idx;
};

#pragma omp declare mapper (struct vec v) map(to: v, v.idx[0:v.len]) \
		    map(to: table)

int
main (void)
{
  int idx[3] = { 7, 2, 5 };
  struct vec v = { 3, idx };
  int out[3] = { 0 }, moved = 0;
  uintptr_t ht = (uintptr_t) table;
#pragma omp target map(from: out, moved)
  {
    moved = (uintptr_t) &table[0] != ht;
    for (int i = 0; i < v.len; i++)
      out[i] = table[v.idx[i]];
  }
  if (!moved || out[0] != 49 || out[1] != 4 || out[2] != 25)
    __builtin_abort ();
  return 0;
}
