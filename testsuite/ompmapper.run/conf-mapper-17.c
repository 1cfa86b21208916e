/* Sections of mapped types two levels deep, written without a lower bound
   (obj.arr[:obj.len]): enter data of a section of the outer type, a combined
   target teams distribute parallel for that uses the data without a map
   clause, exit data from (LLVM
   offload/test/mapping/declare_mapper_nested_default_mappers_complex_structure.cpp,
   translated to C).  */
/* { dg-do run } */

#include <stdlib.h>
#include <omp.h>

#define N 3

struct A
{
  int d1, d2;
};

struct B
{
  struct A *arr;
  int len;
};

#pragma omp declare mapper (struct B obj) map(obj, obj.arr[:obj.len])

struct C
{
  struct B *arr;
  int len;
};

#pragma omp declare mapper (struct C obj) map(obj, obj.arr[:obj.len])

int
main (void)
{
  int dev = omp_get_default_device ();
  struct C *outer = malloc (N * sizeof *outer);
  for (int i = 0; i < N; i++)
    {
      outer[i].len = N;
      outer[i].arr = malloc (N * sizeof (struct B));
      for (int j = 0; j < N; j++)
	{
	  outer[i].arr[j].len = N;
	  outer[i].arr[j].arr = malloc (N * sizeof (struct A));
	  for (int k = 0; k < N; k++)
	    {
	      outer[i].arr[j].arr[k].d1 = 1;
	      outer[i].arr[j].arr[k].d2 = 2;
	    }
	}
    }

#pragma omp target enter data map(to: outer[:N])
  if (!omp_target_is_present (&outer[N - 1].arr[N - 1].arr[N - 1], dev))
    __builtin_abort ();
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < outer[i].len; j++)
      for (int k = 0; k < outer[i].arr[j].len; k++)
	{
	  outer[i].arr[j].arr[k].d1 += 10 * (i + 1);
	  outer[i].arr[j].arr[k].d2 += 20;
	}
  /* Still on the device only.  */
  if (outer[1].arr[1].arr[1].d1 != 1)
    __builtin_abort ();
#pragma omp target exit data map(from: outer[:N])

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	if (outer[i].arr[j].arr[k].d1 != 1 + 10 * (i + 1)
	    || outer[i].arr[j].arr[k].d2 != 22)
	  __builtin_abort ();
  if (omp_target_is_present (outer[0].arr, dev)
      || omp_target_is_present (outer[2].arr[2].arr, dev))
    __builtin_abort ();
  return 0;
}
