/* The always modifier copies even when the data is present already.
   (A scalar that a region does not map is firstprivate: the regions that
   read the device copy of X map it with alloc.)  */
/* { dg-do run } */

int
main (void)
{
  int x = 1;

#pragma omp target enter data map(to: x)
  x = 2;
  /* Present: a plain to does not copy, always does.  */
#pragma omp target map(to: x)
  x += 0;
  {
    int seen = 0;
#pragma omp target map(from: seen) map(alloc: x)
    seen = x;
    if (seen != 1)
      __builtin_abort ();
  }
#pragma omp target map(always, to: x)
  x *= 10;
  {
    int seen = 0;
#pragma omp target map(from: seen) map(alloc: x)
    seen = x;
    if (seen != 20)
      __builtin_abort ();
  }
  /* always, from copies back while the data stays mapped.  */
  x = 0;
#pragma omp target map(always, from: x)
  ;
  if (x != 20)
    __builtin_abort ();
#pragma omp target exit data map(release: x)
  return 0;
}
