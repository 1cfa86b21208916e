/* map(from:) brings values back; the device copy starts as poison, not as
   the host's data.  */
/* { dg-do run } */

int
main (void)
{
  int a[32], first = 0;
  for (int i = 0; i < 32; i++)
    a[i] = 7;

#pragma omp target map(from: a, first)
  {
    /* Nothing was copied in: the fresh device block holds poison.  */
    first = a[0];
    for (int i = 0; i < 32; i++)
      a[i] = i * i;
  }

  if (first == 7)
    __builtin_abort ();
  if (first != (int) 0xa5a5a5a5)
    __builtin_abort ();
  for (int i = 0; i < 32; i++)
    if (a[i] != i * i)
      __builtin_abort ();
  return 0;
}
