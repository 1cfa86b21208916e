/* What a kernel prints appears once, after what the host printed before
   the region (even without a newline) and before what it prints after,
   also from threads of a parallel region inside the kernel.  */
/* { dg-do run } */
/* { dg-output "^host 1, kernel 2\[\r\n\]+(thread\[\r\n\]+){4}host 3\[\r\n\]+$" } */

#include <stdio.h>

int
main (void)
{
  printf ("host 1, ");
#pragma omp target
  {
    printf ("kernel 2\n");
#pragma omp parallel num_threads(4)
    printf ("thread\n");
  }
  printf ("host 3\n");
  return 0;
}
