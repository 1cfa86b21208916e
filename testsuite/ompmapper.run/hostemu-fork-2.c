/* OMPMAPPER_HOSTEMU_FORK=0 runs kernels on a thread of the program: a
   write through an untranslated host pointer then lands in host memory,
   which hostemu-fork-1.c shows it does not by default.  */
/* { dg-do run } */

#include <stdlib.h>

struct s
{
  int n;
  int *d;
};

int
main (void)
{
  /* Read at the first kernel, after this.  */
  setenv ("OMPMAPPER_HOSTEMU_FORK", "0", 1);
  int data[2] = { 1, 2 };
  struct s t = { 2, data };

#pragma omp target map(to: t)
  t.d[1] = 42;

  if (data[1] != 42)
    __builtin_abort ();
  return 0;
}
