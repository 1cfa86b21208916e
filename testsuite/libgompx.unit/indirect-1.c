/* The indirect-call table: sorting (unsorted input, repeated host
   addresses) and lookup (every entry; pointers not in the table come
   back unchanged; the empty table and no table at all).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>
#include "indirect.h"

#define N 1000

static const void *
addr (uintptr_t x)
{
  return (const void *) x;
}

int
main (void)
{
  struct gompx_fptr_pair pairs[N + 10];
  /* Host addresses 16 apart, in scrambled order; device = host + 1.  */
  for (unsigned i = 0; i < N; i++)
    {
      uintptr_t h = 0x100000 + 16 * ((i * 7919u) % N);
      pairs[i].host = addr (h);
      pairs[i].device = addr (h + 1);
    }
  /* Ten repeats of the same functions (two units listing them).  */
  for (unsigned i = 0; i < 10; i++)
    pairs[N + i] = pairs[i * 3];

  unsigned long n = gompx_indirect_sort (pairs, N + 10);
  if (n != N)
    abort ();
  for (unsigned long i = 1; i < n; i++)
    if ((uintptr_t) pairs[i - 1].host >= (uintptr_t) pairs[i].host)
      abort ();

  for (unsigned i = 0; i < N; i++)
    {
      uintptr_t h = 0x100000 + 16 * i;
      if (gompx_indirect_lookup (pairs, n, addr (h)) != addr (h + 1))
	abort ();
      /* In between, below and above: unchanged.  */
      if (gompx_indirect_lookup (pairs, n, addr (h + 8)) != addr (h + 8))
	abort ();
    }
  if (gompx_indirect_lookup (pairs, n, addr (0x10)) != addr (0x10)
      || gompx_indirect_lookup (pairs, n, addr (0x200000)) != addr (0x200000)
      || gompx_indirect_lookup (pairs, n, NULL) != NULL)
    abort ();

  /* The empty table.  */
  if (gompx_indirect_sort (pairs, 0) != 0
      || gompx_indirect_lookup (pairs, 0, addr (0x100000)) != addr (0x100000))
    abort ();

  if (gompx_indirect_lookup (NULL, 5, addr (0x100000)) != addr (0x100000))
    abort ();
  return 0;
}
