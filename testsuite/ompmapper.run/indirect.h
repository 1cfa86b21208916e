/* indirect.h -- helpers for the tests of declare target indirect.  */

#include <stdlib.h>
#include "gompx.h"

typedef int (*op_t) (int);

/* After a target region ran on the emulated device, the table libgompx
   installed (on the emulated device the "device" globals are the host's,
   and device addresses are host addresses): N pairs, each mapping a
   function to itself, in a hash table of a power of two slots at most
   half full, each found by the lookup.  */

static void
check_table (unsigned long n)
{
  unsigned long slots = __gompx_indirect_count, seen = 0;
  if (n == 0)
    {
      if (slots != 0)
	abort ();
      return;
    }
  if (!__gompx_indirect_table || slots < 2 * n || (slots & (slots - 1)))
    abort ();
  for (unsigned long i = 0; i < slots; i++)
    {
      const struct gompx_fptr_pair *e = &__gompx_indirect_table[i];
      if (!e->host)
	continue;
      seen++;
      if (e->host != e->device || __gompx_translate_fptr ((void *) e->host)
				  != e->device)
	abort ();
    }
  if (seen != n)
    abort ();
}
