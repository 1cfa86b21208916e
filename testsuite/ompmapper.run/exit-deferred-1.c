/* Exit data with nowait and depend runs when its dependences allow, so
   the check of its "from" entries against what is mapped (exit-grown-1.c)
   must not look at the mappings of when it is met: the section that a
   deferred enter data maps longer is exited whole, and every construct
   runs (a review found the program stopped here).  */
/* { dg-do run } */

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main (void)
{
  int *a = calloc (64, sizeof *a);
  for (int i = 0; i < 20; i++)
    a[i] = i;
#pragma omp target enter data map(to: a[0:5])
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out: a[0])
    usleep (100000);
#pragma omp target exit data map(from: a[0:5]) nowait depend(inout: a[0])
#pragma omp target enter data map(to: a[0:20]) nowait depend(inout: a[0])
#pragma omp target exit data map(from: a[0:20]) nowait depend(inout: a[0])
#pragma omp taskwait
  }
  for (int i = 0; i < 20; i++)
    if (a[i] != i)
      abort ();
  puts ("done");
  return 0;
}
/* { dg-output "done" } */
