/* defaultmap(present: pointer): a pointer the region uses without a map
   clause is map(present, alloc: p), the pointer variable itself (OpenMP
   5.1, 2.21.7.3).  Mapped, it keeps its device value; not mapped, the
   program stops naming it.  */
/* { dg-do run } */
/* { dg-shouldfail "q is not present" } */

#include <stdio.h>

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 };
  int *p = a, *q = a;
  long seen = 0;
  /* p mapped as a variable: the region sees the device copy of p, whose
     value is the host address, not translated.  */
#pragma omp target enter data map(to: p)
#pragma omp target defaultmap(present: pointer) map(from: seen)
  seen = (long) p;
  if (seen != (long) a)
    return 1;
#pragma omp target exit data map(release: p)
  puts ("mapped pointer ok");
  fflush (stdout);
#pragma omp target defaultmap(present: pointer) map(from: seen)
  seen = (long) q;
  return 2;
}
/* { dg-output "mapped pointer ok\[\r\n\]+libgompx: \[^\r\n\]*present-5.c:26:\[0-9\]+: 'q' is not present on device 0" } */
