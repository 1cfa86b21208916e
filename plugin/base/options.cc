/* options.cc -- the plugin's -fplugin-arg-ompmapper-* arguments.
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
#include "base/base.h"

/* One accepted key.  Every key is listed here and nowhere else, with the
   help text PLUGIN_INFO prints for it, so that the help and the parser
   cannot disagree.  The table ends with a null KEY.  */

struct option_desc
{
  const char *key;
  /* Whether the key takes "=VALUE": 0 never, 1 always, 2 optionally.  */
  int value;
  const char *help;
};

static const option_desc options[] = {
  { "dump", 2, "-fplugin-arg-ompmapper-dump[=FILE]: write each target "
    "construct's clauses after mapper expansion to FILE (\"-\" for stderr; "
    "default: the dump base name with .ompmapper appended)" },
  { "no-quirk", 1, "-fplugin-arg-ompmapper-no-quirk=NAME[,NAME...]: turn "
    "off the named workarounds of GCC's and libgomp's behaviour (for "
    "testing which a GCC needs; quirks/quirks.def lists them)" },
  { "quirk", 1, "-fplugin-arg-ompmapper-quirk=NAME[,NAME...]: turn on "
    "the named workarounds on a GCC release that quirks/quirks.def does not "
    "give them (for testing which a GCC needs)" },
  { "experimental-c++", 0, "-fplugin-arg-ompmapper-experimental-c++: "
    "accepted and ignored (C++ was behind it before version 0.1.0)" },
  { NULL, 0, NULL }
};

const char *ompm_dump_option;
const char *ompm_no_quirk_option;
const char *ompm_quirk_option;

/* The help text, kept in step with OPTIONS by hand because PLUGIN_INFO
   wants one constant string.  The testsuite checks that every key in
   OPTIONS appears here.  */

const char ompm_help[] =
  "OpenMP 5.x 'declare mapper' and 'declare target ... indirect' for "
  "GCC 12 to 15.\n"
  "    -fplugin-arg-ompmapper-dump[=FILE]: write each target construct's "
  "clauses after mapper expansion to FILE (\"-\" for stderr; default: "
  "the dump base name with .ompmapper appended)\n"
  "    -fplugin-arg-ompmapper-no-quirk=NAME[,NAME...]: turn off the named "
  "workarounds of GCC's and libgomp's behaviour (for testing which a GCC "
  "needs; quirks/quirks.def lists them)\n"
  "    -fplugin-arg-ompmapper-quirk=NAME[,NAME...]: turn on the named "
  "workarounds on a GCC release that quirks/quirks.def does not give them "
  "(for testing which a GCC needs)\n"
  "    -fplugin-arg-ompmapper-experimental-c++: accepted and ignored (C++ "
  "was behind it before version 0.1.0)";

/* Find KEY in OPTIONS, or return NULL.  */

static const option_desc *
lookup_option (const char *key)
{
  for (const option_desc *o = options; o->key; o++)
    if (strcmp (o->key, key) == 0)
      return o;
  return NULL;
}

/* Check every argument in INFO against OPTIONS.  Report each unknown key,
   and each value given to a key that takes none or missing from one that
   needs one, with an error.  Return true if all were valid.  */

bool
ompm_parse_arguments (struct plugin_name_args *info)
{
  bool ok = true;
  for (int i = 0; i < info->argc; i++)
    {
      const plugin_argument *arg = &info->argv[i];
      const option_desc *o = lookup_option (arg->key);
      if (!o)
	{
	  error_at (UNKNOWN_LOCATION,
		    "unknown argument %<-fplugin-arg-%s-%s%>",
		    info->base_name, arg->key);
	  ok = false;
	}
      else if (o->value == 0 && arg->value)
	{
	  error_at (UNKNOWN_LOCATION,
		    "argument %<-fplugin-arg-%s-%s%> takes no value",
		    info->base_name, arg->key);
	  ok = false;
	}
      else if (o->value == 1 && !arg->value)
	{
	  error_at (UNKNOWN_LOCATION,
		    "argument %<-fplugin-arg-%s-%s%> needs a value",
		    info->base_name, arg->key);
	  ok = false;
	}
      else if (strcmp (o->key, "dump") == 0)
	ompm_dump_option = arg->value ? arg->value : "";
      else if (strcmp (o->key, "no-quirk") == 0)
	/* Given more than once, the lists add up.  */
	ompm_no_quirk_option
	  = (ompm_no_quirk_option
	     ? concat (ompm_no_quirk_option, ",", arg->value, NULL)
	     : arg->value);
      else if (strcmp (o->key, "quirk") == 0)
	ompm_quirk_option
	  = (ompm_quirk_option
	     ? concat (ompm_quirk_option, ",", arg->value, NULL)
	     : arg->value);
      /* experimental-c++: nothing to do.  */
    }
  return ok;
}
