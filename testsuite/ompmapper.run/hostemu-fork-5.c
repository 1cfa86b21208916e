/* A kernel that exits with a status makes the program exit with it, and
   say so.  */
/* { dg-do run } */
/* { dg-require-effective-target hostemu_fork } */
/* { dg-shouldfail "the kernel exits with status 3" } */
/* { dg-output "ompmapper-hostemu: device 0: the kernel exited with status 3" } */

#include <stdlib.h>

int
main (void)
{
  int x = 3;
#pragma omp target map(to: x)
  exit (x);
  return 0;
}
