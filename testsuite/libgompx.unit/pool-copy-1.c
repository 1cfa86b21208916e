/* copy_block, the pool's copy of a block without a call for 8 to 64
   bytes, copies exactly N bytes for every N from 0 to 100, from and to
   every alignment modulo 8, and writes nothing around them.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pool/pool.h"

#define MAX 100
#define GUARD 40

static unsigned char src[MAX + 2 * GUARD], dst[MAX + 2 * GUARD];

int
main (void)
{
  for (size_t i = 0; i < sizeof src; i++)
    src[i] = (unsigned char) (i * 7 + 3);
  for (size_t n = 0; n <= MAX; n++)
    for (size_t sa = 0; sa < 8; sa++)
      for (size_t da = 0; da < 8; da++)
	{
	  memset (dst, 0xa5, sizeof dst);
	  copy_block (dst + GUARD + da, src + GUARD + sa, n);
	  for (size_t i = 0; i < sizeof dst; i++)
	    {
	      size_t at = GUARD + da;
	      unsigned char want = (i >= at && i < at + n
				    ? src[GUARD + sa + (i - at)] : 0xa5);
	      if (dst[i] != want)
		{
		  fprintf (stderr, "copy of %zu bytes (source at +%zu, "
			   "target at +%zu): byte %zd is %#x, not %#x\n",
			   n, sa, da, (ptrdiff_t) i - (ptrdiff_t) at,
			   dst[i], want);
		  abort ();
		}
	    }
	}
  return 0;
}
