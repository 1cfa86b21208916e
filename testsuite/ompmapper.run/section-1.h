/* section-1.h -- helpers for the tests of mappers on array sections.  */

#include <stdlib.h>
#include "hostemu.h"

#include "libgomp-present.h"

struct elt
{
  int len;
  int *d;
};

/* An array of N elements, each pointing to LEN ints set to FILL.  */

static struct elt *
make_elts (int n, int len, int fill)
{
  struct elt *p = malloc (n * sizeof *p);
  for (int i = 0; i < n; i++)
    {
      p[i].len = len;
      p[i].d = malloc (len * sizeof (int));
      for (int k = 0; k < len; k++)
	p[i].d[k] = fill;
    }
  return p;
}

static struct ompm_hostemu_counters
device_counters (void)
{
  struct ompm_hostemu_counters c;
  if (!ompm_hostemu_get_counters || ompm_hostemu_get_counters (0, &c) != 0)
    abort ();
  return c;
}

static struct ompm_hostemu_calls
gomp_calls (void)
{
  struct ompm_hostemu_calls c;
  if (!ompm_hostemu_get_calls)
    abort ();
  ompm_hostemu_get_calls (&c);
  return c;
}
