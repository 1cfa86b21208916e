/* A local array of pointers to indirect functions mapped with map(arr) and
   called in a region, then pointed at other functions and called again; a
   struct with an array of such pointers as a member, mapped with map(val,
   val.fptrs[0:3]) (LLVM offload/test/api/omp_indirect_func_array.c, which
   writes map(arr, arr[0:3]): GCC 12 itself ICEs on an array beside its own
   section in one construct, whatever the element type).  */
/* { dg-do run } */

#include "indirect.h"

#define V 5

#pragma omp begin declare target indirect
int fa (int x) { return x + 1; }
int fb (int x) { return x + 2; }
int fc (int x) { return x + 3; }
int fd (int x) { return x * 2; }
int fe (int x) { return x * 3; }
int ff (int x) { return x * 4; }
#pragma omp end declare target

struct with_fptrs
{
  int buffer;
  int (*fptrs[3]) (int);
};

int
main (void)
{
  op_t arr[3] = { fa, fb, fc };
  int res[3];
#pragma omp target map(arr) map(from: res)
  for (int i = 0; i < 3; i++)
    res[i] = arr[i] (V);
  if (res[0] != 6 || res[1] != 7 || res[2] != 8)
    abort ();
  arr[0] = fd;
  arr[1] = fe;
  arr[2] = ff;
#pragma omp target map(arr) map(from: res)
  for (int i = 0; i < 3; i++)
    res[i] = arr[i] (V);
  if (res[0] != 10 || res[1] != 15 || res[2] != 20)
    abort ();

  struct with_fptrs val = { 0, { fa, fb, fc } };
#pragma omp target map(val, val.fptrs[0:3]) map(from: res)
  {
    res[0] = val.fptrs[0] (V);
    res[1] = val.fptrs[1] (V);
    res[2] = val.fptrs[2] (V);
  }
  if (res[0] != 6 || res[1] != 7 || res[2] != 8)
    abort ();
  val.fptrs[0] = fd;
  val.fptrs[2] = ff;
#pragma omp target map(val, val.fptrs[0:3]) map(from: res)
  {
    res[0] = val.fptrs[0] (V);
    res[1] = val.fptrs[1] (V);
    res[2] = val.fptrs[2] (V);
  }
  if (res[0] != 10 || res[1] != 7 || res[2] != 20)
    abort ();
  check_table (6);
  return 0;
}
