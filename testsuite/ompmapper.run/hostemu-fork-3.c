/* A kernel that aborts makes the program fail, with a message that says
   so and the kernel's signal.  */
/* { dg-do run } */
/* { dg-require-effective-target hostemu_fork } */
/* { dg-shouldfail "the kernel aborts" } */
/* { dg-output "before\[\r\n\]+ompmapper-hostemu: device 0: the kernel was killed by signal 6 \\(Aborted\\)" } */

#include <stdio.h>

int
main (void)
{
  int x = 1;
  printf ("before\n");
#pragma omp target map(tofrom: x)
  if (x == 1)
    __builtin_abort ();
  printf ("after\n");
  return 0;
}
