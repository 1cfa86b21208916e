/* The indirect-call table: building (unsorted input, repeated host
   addresses, a hash table at most half full) and lookup (every entry;
   pointers not in the table come back unchanged, null too; every size
   from 1 to 70; the empty table and no table at all).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>
#include "api/indirect.h"

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

  unsigned long slots;
  struct gompx_fptr_pair *t = gompx_indirect_table (pairs, N + 10, &slots);
  unsigned long used = 0;
  for (unsigned long i = 0; i < slots; i++)
    used += t[i].host != NULL;
  /* Each function once, at most half full, a power of two.  */
  if (used != N || slots < 2 * N || (slots & (slots - 1)))
    abort ();

  for (unsigned i = 0; i < N; i++)
    {
      uintptr_t h = 0x100000 + 16 * i;
      if (gompx_indirect_lookup (t, slots, addr (h)) != addr (h + 1))
	abort ();
      /* In between, below and above: unchanged.  */
      if (gompx_indirect_lookup (t, slots, addr (h + 8)) != addr (h + 8))
	abort ();
    }
  if (gompx_indirect_lookup (t, slots, addr (0x10)) != addr (0x10)
      || gompx_indirect_lookup (t, slots, addr (0x200000)) != addr (0x200000)
      || gompx_indirect_lookup (t, slots, NULL) != NULL)
    abort ();
  free (t);

  /* The empty table.  */
  t = gompx_indirect_table (pairs, 0, &slots);
  if (slots != 2 || t[0].host || t[1].host
      || gompx_indirect_lookup (t, slots, addr (0x100000)) != addr (0x100000))
    abort ();
  free (t);

  if (gompx_indirect_lookup (NULL, 5, addr (0x100000)) != addr (0x100000))
    abort ();

  for (unsigned m = 1; m <= 70; m++)
    {
      for (unsigned i = 0; i < m; i++)
	{
	  uintptr_t h = 0x1000 + 16 * ((i * 71u) % m);
	  pairs[i].host = addr (h);
	  pairs[i].device = addr (h + 3);
	}
      t = gompx_indirect_table (pairs, m, &slots);
      for (unsigned i = 0; i < m; i++)
	{
	  uintptr_t h = 0x1000 + 16 * i;
	  if (gompx_indirect_lookup (t, slots, addr (h)) != addr (h + 3)
	      || gompx_indirect_lookup (t, slots, addr (h + 1)) != addr (h + 1)
	      || gompx_indirect_lookup (t, slots, addr (h - 1)) != addr (h - 1))
	    abort ();
	}
      free (t);
    }
  return 0;
}
