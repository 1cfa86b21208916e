/* map(alloc:) gives device memory that is neither the host's nor zero,
   and nothing comes back from it.  */
/* { dg-do run } */

#include <string.h>

int
main (void)
{
  unsigned char buf[100];
  memset (buf, 1, sizeof buf);
  unsigned char seen[100];

#pragma omp target map(alloc: buf) map(from: seen)
  {
    memcpy (seen, buf, sizeof buf);
    memset (buf, 2, sizeof buf);
  }

  for (int i = 0; i < 100; i++)
    if (seen[i] != 0xa5 || buf[i] != 1)
      __builtin_abort ();
  return 0;
}
