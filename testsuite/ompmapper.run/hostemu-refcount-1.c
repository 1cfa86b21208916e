/* Reference counts through nested data regions: an inner map(tofrom:) of
   data already present copies nothing in or out; data comes back when
   the outermost region ends.  */
/* { dg-do run } */

int
main (void)
{
  int a[8];
  for (int i = 0; i < 8; i++)
    a[i] = 1;

#pragma omp target data map(tofrom: a)
  {
    /* Host changes after the copy-in do not reach the device.  */
    for (int i = 0; i < 8; i++)
      a[i] = 5;

#pragma omp target data map(tofrom: a)
    {
#pragma omp target map(tofrom: a)
      for (int i = 0; i < 8; i++)
	a[i] += 10;
    }

    /* The inner regions ended, but the count is still one: nothing was
       copied back yet.  */
    for (int i = 0; i < 8; i++)
      if (a[i] != 5)
	__builtin_abort ();
  }

  /* The outer region copied back the device values: 1 + 10.  */
  for (int i = 0; i < 8; i++)
    if (a[i] != 11)
      __builtin_abort ();
  return 0;
}
