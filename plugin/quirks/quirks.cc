/* quirks.cc -- which workarounds are on.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.

   ompmapper is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   ompmapper is distributed in the hope that it will be useful, but
   WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
   General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with ompmapper; see the file COPYING.  If not see
   <http://www.gnu.org/licenses/>.  */

#include "base/ompmapper-gcc.h"
#include "bversion.h"
#include "quirks/quirks.h"

static const struct
{
  const char *name;
  int first, last;
} quirks[] = {
#define DEF_QUIRK(ID, NAME, FIRST, LAST, TESTS) { NAME, FIRST, LAST },
#include "quirks/quirks.def"
#undef DEF_QUIRK
};

/* Whether each quirk is on; set by ompm_quirks_init.  */
static bool on[OMPM_QUIRK_MAX];

/* Turn the quirks OPTION (a comma-separated list) names ON or off.  */

static void
turn (const char *option, bool on_p, const char *key)
{
  char *names = xstrdup (option);
  for (char *name = strtok (names, ","); name; name = strtok (NULL, ","))
    {
      int q;
      for (q = 0; q < OMPM_QUIRK_MAX; q++)
	if (strcmp (name, quirks[q].name) == 0)
	  break;
      if (q == OMPM_QUIRK_MAX)
	error_at (UNKNOWN_LOCATION, "unknown quirk %qs in %<-fplugin-arg-%s-"
		  "%s%>", name, ompm_plugin_name, key);
      else
	on[q] = on_p;
    }
  free (names);
}

void
ompm_quirks_init (void)
{
  for (int q = 0; q < OMPM_QUIRK_MAX; q++)
    on[q] = (BUILDING_GCC_MAJOR >= quirks[q].first
	     && BUILDING_GCC_MAJOR <= quirks[q].last);
  if (ompm_quirk_option)
    turn (ompm_quirk_option, true, "quirk");
  if (ompm_no_quirk_option)
    turn (ompm_no_quirk_option, false, "no-quirk");
  /* What a folder below this one asks of a quirk it cannot name.  */
  ompm_exact_updates = on[OMPM_QUIRK_EXACT_UPDATES];
  ompm_tofrom_objects = on[OMPM_QUIRK_OBJECT_KINDS];
}

bool
ompm_quirk_on (enum ompm_quirk q)
{
  return on[q];
}
