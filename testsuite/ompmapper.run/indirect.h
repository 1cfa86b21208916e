/* indirect.h -- helpers for the tests of declare target indirect.  */

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "gompx.h"
#include "hostemu.h"

typedef int (*op_t) (int);

/* Set PATH, of PATH_MAX bytes, to the file NAME in the program's own
   directory, where the testsuite builds the libraries a test dlopens
   (dg-dlopen-libraries).  */

static void
beside_program (char *path, const char *name)
{
  ssize_t len = readlink ("/proc/self/exe", path, PATH_MAX);
  if (len <= 0 || len >= PATH_MAX)
    abort ();
  path[len] = 0;
  char *dir_end = strrchr (path, '/') + 1;
  if (strlen (name) >= PATH_MAX - (size_t) (dir_end - path))
    abort ();
  strcpy (dir_end, name);
}

/* The program's own copy of the device runtime's table word (gompx.h;
   hidden in libgompx-target.a, one per program or shared library).  */
extern __UINTPTR_TYPE__ __gompx_indirect_table;

/* After a target region ran on the emulated device, the table libgompx
   installed (on the emulated device the "device" globals are the host's,
   and a function's device address is a thunk of the emulator's): N
   pairs, each mapping a function to its thunk, in a hash table of a
   power of two slots at most half full, each found by the lookup.  */

static void
check_table (unsigned long n)
{
  __UINTPTR_TYPE__ word = __gompx_indirect_table;
  if (n == 0)
    {
      if (word != 0)
	abort ();
      return;
    }
  unsigned long slots = GOMPX_FPTR_TABLE_SLOTS (word), seen = 0;
  const struct gompx_fptr_pair *pairs = GOMPX_FPTR_TABLE_PAIRS (word);
  if (!pairs || slots < 2 * n)
    abort ();
  for (unsigned long i = 0; i < slots; i++)
    {
      const struct gompx_fptr_pair *e = &pairs[i];
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
