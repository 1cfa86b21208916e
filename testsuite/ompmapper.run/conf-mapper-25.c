/* Modifier spellings OpenMP 5.1 allows: map-type modifiers and motion
   modifiers without commas (map(close mapper(id) from: v), to(mapper(id)
   present: v), from(present mapper(id): v)); mapper(default) on an array
   section; target update of one element of an array of a mapped type through a
   named mapper; a named mapper redeclared in a nested block hides the outer
   one (LLVM clang/test/OpenMP/declare_mapper_messages.c,
   declare_mapper_ast_print.c).  */
/* { dg-do run } */

#include <stdint.h>

struct vec
{
  int len;
  int *data;
};

struct dat
{
  int i;
  double d;
};

#pragma omp declare mapper (struct dat d) map(to: d.d) map(tofrom: d.i)

int
main (void)
{
  int buf[3][4] = { { 0 } };
  struct vec vv = { 4, buf[0] }, v1 = { 4, buf[1] };
  struct vec arr[2] = { { 4, buf[2] }, { 0, 0 } };
  struct dat dd[10];
  uintptr_t h0 = (uintptr_t) buf[0];
  int moved = 0;
#pragma omp declare mapper (id: struct vec v) map(to: v.len) map(v.data[0:1])
  {
    /* Hides the outer "id": all of data.  */
#pragma omp declare mapper (id: struct vec v) map(v, v.data[0:v.len])
#pragma omp target map(mapper(id) tofrom: vv) map(close mapper(id) from: v1) \
		   map(from: moved)
    {
      moved = (uintptr_t) vv.data != h0;
      for (int i = 0; i < 4; i++)
	{
	  vv.data[i] = i + 1;
	  v1.data[i] = 10 + i;
	}
    }
    if (!moved || buf[0][3] != 4 || buf[1][3] != 13)
      __builtin_abort ();

#pragma omp target enter data map(mapper(id), to: vv, arr[0])
    buf[0][2] = 30;
    buf[2][1] = 21;
#pragma omp target update to(mapper(id) present: vv) to(mapper(id): arr[0])
#pragma omp target
    {
      vv.data[2] += 1;
      arr[0].data[1] += 1;
      arr[0].data[3] = 5;
    }
#pragma omp target update from(present mapper(id): vv) from(mapper(id): arr[0])
    if (buf[0][2] != 31 || buf[2][1] != 22 || buf[2][3] != 5)
      __builtin_abort ();
#pragma omp target exit data map(mapper(id), release: vv, arr[0])
  }

  for (int i = 0; i < 10; i++)
    {
      dd[i].i = i;
      dd[i].d = 0.5;
    }
#pragma omp target map(mapper(default), from: dd[0:10])
  for (int i = 0; i < 10; i++)
    {
      dd[i].i += 1;
      dd[i].d = 9;
    }
  /* from: nothing went to the device; d (mapped "to") did not come
     back.  */
  for (int i = 0; i < 10; i++)
    if (dd[i].d != 0.5)
      __builtin_abort ();
  return 0;
}
