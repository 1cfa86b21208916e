/* indirect.h -- helpers for the tests of declare target indirect.  */

#include <stdlib.h>
#include "gompx.h"
#include "hostemu.h"

typedef int (*op_t) (int);

/* The program's own copy of the device runtime's table (hidden in
   libgompx-target.a, one per program or shared library).  */
extern const struct gompx_fptr_pair *__gompx_indirect_table;
extern unsigned long __gompx_indirect_count;

/* After a target region ran on the emulated device, the table libgompx
   installed (on the emulated device the "device" globals are the host's,
   and a function's device address is a thunk of the emulator's): N
   pairs, each mapping a function to its thunk, in a hash table of a
   power of two slots at most half full, each found by the lookup.  */

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
      /* The emulated device's address of the function: its thunk.  */
      const void *thunk = (ompm_hostemu_function_address
			   ? ompm_hostemu_function_address ((void *) e->host)
			   : e->host);
      if (e->device != thunk || e->device == e->host
	  || __gompx_translate_fptr ((void *) e->host) != e->device)
	abort ();
    }
  if (seen != n)
    abort ();
}
