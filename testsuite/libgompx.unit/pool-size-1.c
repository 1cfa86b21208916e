/* A pointed-to block of more than MAX_P_SIZE bytes is never pooled: the
   fast engine's analysis of a vector declines it (it then goes the exact
   way), while the same vector with blocks of ordinary sizes, or of
   exactly MAX_P_SIZE bytes, is of a pooled shape.  Blocks are only
   described here, never touched: their addresses need not be mapped.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "pool/pool.h"

struct elt
{
  int len;
  char *d;
};

static struct elt elts[2];
static void *addrs[5];
static size_t sizes[5];
static unsigned short kinds[5];

/* Whether the vector of ELTS with element I's data of SIZE bytes (the
   other's of 64) is of a pooled shape, as an entry (EXIT zero) or an
   exit.  */

static int
pooled_shape (size_t i, size_t size, int exit)
{
  unsigned short pair = exit ? GOMP_MAP_DETACH : GOMP_MAP_ATTACH;
  elts[0].d = (char *) (uintptr_t) 0x100000000ull;
  elts[1].d = (char *) (uintptr_t) 0x400000000ull;
  addrs[0] = elts;
  sizes[0] = sizeof elts;
  kinds[0] = exit ? GOMP_MAP_FROM : GOMP_MAP_TO;
  for (size_t e = 0; e < 2; e++)
    {
      addrs[1 + 2 * e] = elts[e].d;
      sizes[1 + 2 * e] = e == i ? size : 64;
      kinds[1 + 2 * e] = kinds[0] | 3 << 8;
      addrs[2 + 2 * e] = &elts[e].d;
      sizes[2 + 2 * e] = 0;
      kinds[2 + 2 * e] = pair;
    }
  return gompx_pool_analyse (gompx_pool_get_plan (), addrs, sizes, kinds, 5,
			     exit);
}

int
main (void)
{
  size_t big = (size_t) MAX_P_SIZE + 1;
  for (int exit = 0; exit < 2; exit++)
    for (size_t i = 0; i < 2; i++)
      {
	if (!pooled_shape (i, 64, exit))
	  {
	    fprintf (stderr, "ordinary blocks (exit %d) not pooled\n", exit);
	    abort ();
	  }
	if (!pooled_shape (i, MAX_P_SIZE, exit))
	  {
	    fprintf (stderr, "a block of MAX_P_SIZE (element %zu, exit %d) "
		     "not pooled\n", i, exit);
	    abort ();
	  }
	if (pooled_shape (i, big, exit))
	  {
	    fprintf (stderr, "a block of %zu bytes (element %zu, exit %d) "
		     "pooled\n", big, i, exit);
	    abort ();
	  }
      }
  return 0;
}
