/* indirect.h -- helpers for the tests of declare target indirect.  */

#include <limits.h>
#include <omp.h>
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

/* The device runtime's table word (gompx.h; hidden in libgompx-target.a,
   one per program or shared library), read on the device.  */
#pragma omp declare target
extern __UINTPTR_TYPE__ __gompx_indirect_table;
#pragma omp end declare target

/* After a target region ran, the table libgompx installed on the
   default device, as the device holds it: N pairs in a hash table of a
   power of two slots at most half full, each pairing a function's host
   address with another, its device address (on the emulated device,
   whose functions are host code, a thunk of the emulator's that counts
   the calls through it), and each found by the lookup on the device.  */

static void
check_table (unsigned long n)
{
  int dev = omp_get_default_device (), host = omp_get_initial_device ();
  __UINTPTR_TYPE__ word = 1;
#pragma omp target map(from: word)
  word = __gompx_indirect_table;
  if (n == 0)
    {
      if (word != 0)
	abort ();
      return;
    }
  unsigned long slots = GOMPX_FPTR_TABLE_SLOTS (word), seen = 0;
  const struct gompx_fptr_pair *table = GOMPX_FPTR_TABLE_PAIRS (word);
  if (!table || slots < 2 * n)
    abort ();
  struct gompx_fptr_pair *pairs = malloc (slots * sizeof *pairs);
  void **hosts = malloc (n * sizeof *hosts);
  void **found = malloc (n * sizeof *found);
  if (!pairs || !hosts || !found
      || omp_target_memcpy (pairs, (void *) table, slots * sizeof *pairs,
			    0, 0, host, dev) != 0)
    abort ();
  for (unsigned long i = 0; i < slots; i++)
    {
      const struct gompx_fptr_pair *e = &pairs[i];
      if (!e->host)
	continue;
      if (seen == n || !e->device || e->device == e->host)
	abort ();
      /* The emulated device's address of the function: its thunk.  */
      if (ompm_hostemu_function_address
	  && e->device != ompm_hostemu_function_address ((void *) e->host))
	abort ();
      hosts[seen++] = (void *) e->host;
    }
  if (seen != n)
    abort ();
#pragma omp target map(to: hosts[0:n]) map(from: found[0:n])
  for (unsigned long k = 0; k < n; k++)
    found[k] = __gompx_translate_fptr (hosts[k]);
  for (unsigned long i = 0, k = 0; i < slots; i++)
    if (pairs[i].host && found[k++] != pairs[i].device)
      abort ();
  free (found);
  free (hosts);
  free (pairs);
}
