/* target update to and from move data both ways inside a data region.  */
/* { dg-do run } */

int
main (void)
{
  int a[16];
  for (int i = 0; i < 16; i++)
    a[i] = i;

#pragma omp target data map(alloc: a)
  {
#pragma omp target update to(a)
#pragma omp target
    for (int i = 0; i < 16; i++)
      a[i] *= 3;

    /* Not back yet.  */
    if (a[5] != 5)
      __builtin_abort ();
#pragma omp target update from(a[4:8])
    for (int i = 0; i < 16; i++)
      if (a[i] != (i >= 4 && i < 12 ? 3 * i : i))
	__builtin_abort ();

    a[0] = 1000;
#pragma omp target update to(a[0:1])
    int seen = 0;
#pragma omp target map(from: seen)
    seen = a[0] + a[15];
    if (seen != 1000 + 45)
      __builtin_abort ();
  }
  /* alloc on the region: nothing copied back at its end.  */
  if (a[15] != 15)
    __builtin_abort ();
  return 0;
}
