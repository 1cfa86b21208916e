/* indirect.h -- helpers for the tests of declare target indirect.  */

#include <stdlib.h>
#include "gompx.h"

typedef int (*op_t) (int);

/* After a target region ran on the emulated device, the table libgompx
   installed (on the emulated device the "device" globals are the host's,
   and device addresses are host addresses): N pairs, sorted, each
   mapping a function to itself.  */

static void
check_table (unsigned long n)
{
  if (__gompx_indirect_count != n || (n && !__gompx_indirect_table))
    abort ();
  for (unsigned long i = 0; i < n; i++)
    {
      if (__gompx_indirect_table[i].host != __gompx_indirect_table[i].device)
	abort ();
      if (i && (__UINTPTR_TYPE__) __gompx_indirect_table[i - 1].host
	       >= (__UINTPTR_TYPE__) __gompx_indirect_table[i].host)
	abort ();
    }
}
