/* map(to:) copies in; writes in the region do not reach the host copy.  */
/* { dg-do run } */
/* { dg-require-effective-target hostemu_fork } */

int
main (void)
{
  int a[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;

  int seen = 0;
#pragma omp target map(to: a) map(from: seen)
  {
    for (int i = 0; i < 64; i++)
      seen += a[i] == i;
    for (int i = 0; i < 64; i++)
      a[i] = -1;
  }

  if (seen != 64)
    __builtin_abort ();
  /* On shared memory (host fallback) the writes would be visible here.  */
  for (int i = 0; i < 64; i++)
    if (a[i] != i)
      __builtin_abort ();
  return 0;
}
