/* Pool mode's check that pointed-to blocks are pairwise disjoint: in
   address order (one pass), a few or many out of order (sorted);
   touching blocks are disjoint, a repeated or nested block is not,
   wherever it comes.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdint.h>
#include <stdlib.h>
#include "pool/pool-engine.h"

#define N 4000

static uintptr_t starts[N];
static size_t sizes[N];

/* Blocks of 48 bytes 64 apart, the I-th placed at slot PERM (I).  */

static void
layout (unsigned (*perm) (unsigned))
{
  for (unsigned i = 0; i < N; i++)
    {
      starts[i] = 0x10000 + 64 * (uintptr_t) perm (i);
      sizes[i] = 48;
    }
}

static unsigned
in_order (unsigned i)
{
  return i;
}

/* In order but for every 500th block, moved far below the others.  */
static unsigned
few_out (unsigned i)
{
  return i % 500 == 7 ? i / 500 : 100 + i;
}

/* Scrambled.  */
static unsigned
scrambled (unsigned i)
{
  return (i * 7919u) % N;
}

static void
check (int want, const char *what)
{
  if (gompx_pool_disjoint (starts, sizes, N) != want)
    {
      (void) what;
      abort ();
    }
}

int
main (void)
{
  unsigned (*perms[]) (unsigned) = { in_order, few_out, scrambled };
  for (unsigned k = 0; k < 3; k++)
    {
      layout (perms[k]);
      check (1, "disjoint");

      /* Touching: block ends where the next in memory starts.  */
      for (unsigned i = 0; i < N; i++)
	sizes[i] = 64;
      check (1, "touching");

      /* One byte more somewhere: overlaps its neighbour in memory.  */
      sizes[N / 3] = 65;
      int last_in_memory = 1;
      for (unsigned i = 0; i < N; i++)
	if (starts[i] > starts[N / 3])
	  last_in_memory = 0;
      check (last_in_memory, "one overlap");
      sizes[N / 3] = 64;

      /* A block repeated, late in the list.  */
      uintptr_t keep = starts[N - 2];
      starts[N - 2] = starts[N / 2];
      check (0, "a repeat");

      /* A small block inside another.  */
      starts[N - 2] = starts[5] + 8;
      sizes[N - 2] = 8;
      check (0, "nested");
      starts[N - 2] = keep;
      sizes[N - 2] = 64;
      check (1, "restored");
    }

  /* Nothing and one block.  */
  if (!gompx_pool_disjoint (starts, sizes, 0)
      || !gompx_pool_disjoint (starts, sizes, 1))
    abort ();
  return 0;
}
