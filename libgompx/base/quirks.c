/* quirks.c -- the workarounds of libgomp's behaviour, on the libgomp that runs.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* Which libgomp the program runs with, and so which of quirks.def's
   workarounds are on.  */

#define _GNU_SOURCE 1

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/gomp.h"
#include "libgomp-release.h"

/* The release of the libgomp that runs (hostemu/libgomp-release.h, which
   the emulated device asks too), once.  */

gompx_hidden int
gompx_libgomp_release (void)
{
  static int release;
  int r = __atomic_load_n (&release, __ATOMIC_RELAXED);
  if (!r)
    {
      r = ompm_libgomp_release ();
      __atomic_store_n (&release, r, __ATOMIC_RELAXED);
    }
  return r;
}

static const struct
{
  const char *name;
  int first, last;
} quirks[] = {
#define DEF_GOMPX_QUIRK(ID, NAME, FIRST, LAST, TESTS) { NAME, FIRST, LAST },
#include "base/quirks.def"
#undef DEF_GOMPX_QUIRK
};

/* Whether environment variable VAR, a comma-separated list, names
   NAME.  */

static int
named (const char *var, const char *name)
{
  const char *list = getenv (var);
  size_t len = strlen (name);
  while (list && *list)
    {
      if (strncmp (list, name, len) == 0
	  && (list[len] == ',' || list[len] == '\0'))
	return 1;
      list = strchr (list, ',');
      if (list)
	list++;
    }
  return 0;
}

gompx_hidden int
gompx_quirk_on (enum gompx_quirk q)
{
  /* 0: not known yet; 1: off; 2: on.  */
  static int on[GOMPX_QUIRK_MAX];
  int o = __atomic_load_n (&on[q], __ATOMIC_RELAXED);
  if (__builtin_expect (!o, 0))
    {
      int r = gompx_libgomp_release ();
      int want = ((r >= quirks[q].first && r <= quirks[q].last)
		  || named ("GOMPX_QUIRK", quirks[q].name));
      o = want && !named ("GOMPX_NO_QUIRK", quirks[q].name) ? 2 : 1;
      __atomic_store_n (&on[q], o, __ATOMIC_RELAXED);
    }
  return o == 2;
}

gompx_hidden void
gompx_quirks_describe (char *buf, size_t size)
{
  size_t used = snprintf (buf, size, "libgomp %d, workarounds on:",
			  gompx_libgomp_release ());
  int any = 0;
  for (int q = 0; q < GOMPX_QUIRK_MAX && used < size; q++)
    if (gompx_quirk_on ((enum gompx_quirk) q))
      {
	used += snprintf (buf + used, size - used, "%s %s",
			  any ? "," : "", quirks[q].name);
	any = 1;
      }
  if (!any && used < size)
    snprintf (buf + used, size - used, " none");
}
