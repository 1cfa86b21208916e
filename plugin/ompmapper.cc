/* ompmapper.cc -- plugin_init: check the host GCC and register callbacks.
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
#include "plugin-version.h"
#include "lower/lower.h"
#include "fe/fe.h"
#include "base/frontend.h"

/* The two symbols a GCC plugin exports.  Everything else is hidden
   (-fvisibility=hidden): cc1 exports thousands of symbols and ours must
   never interpose one of them.  */

extern "C" {
int plugin_is_GPL_compatible __attribute__ ((visibility ("default")));
}

static struct plugin_info ompm_plugin_info = {
  OMPM_VERSION,
  ompm_help
};

/* Initialize the plugin: refuse a GCC other than the one it was built
   against (the plugin reads GCC's internal data structures, which change
   between releases), check the arguments in INFO and register the
   callbacks.  Return 0 on success.  */

extern "C" __attribute__ ((visibility ("default"))) int
plugin_init (struct plugin_name_args *info,
	     struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (&gcc_version, version))
    {
      error_at (UNKNOWN_LOCATION,
		"%qs was built for GCC %s (%s) but is loaded into GCC %s (%s); "
		"rebuild it with this compiler",
		info->base_name, gcc_version.basever,
		gcc_version.datestamp, version->basever, version->datestamp);
      return 1;
    }

  ompm_plugin_name = info->base_name;
  register_callback (info->base_name, PLUGIN_INFO, NULL, &ompm_plugin_info);

  /* Bad arguments are errors, but the plugin stays loaded so that the
     rest of the compilation reports what it would have reported.  */
  ompm_parse_arguments (info);
  ompm_quirks_init ();

  /* The front end, by its name: the C front end's is "GNU C" and the
     standard ("GNU C17"), cc1plus's "GNU C++" and the standard ("GNU
     C++17") -- and so are Objective-C's and Objective-C++'s given a
     standard (-std=gnu11), which c_dialect_objc tells apart.  */
  const char *lang = lang_hooks.name;
  if (c_dialect_objc ())
    ;
  else if (strncmp (lang, "GNU C", 5) == 0 && (ISDIGIT (lang[5]) || !lang[5]))
    ompm_fe = &ompm_fe_c;
  else if (strncmp (lang, "GNU C++", 7) == 0
	   && (ISDIGIT (lang[7]) || !lang[7]))
    ompm_fe = &ompm_fe_cxx;
  if (!ompm_fe)
    {
      warning_at (UNKNOWN_LOCATION, 0, "%qs supports C and C++ only; it "
		  "does nothing for %s", info->base_name,
		  c_dialect_objc () ? (c_dialect_cxx () ? "Objective-C++"
				       : "Objective-C") : lang_hooks.name);
      return 0;
    }

  /* Why each callback is where it is: the pragma hooks go into libcpp
     once the C front end has set up its own callbacks (PLUGIN_PRAGMAS);
     lowering needs each function parsed, in GENERIC, before anything
     implicit is added (PLUGIN_PRE_GENERICIZE); the templates of mappers
     outlive their functions, so they are GC roots; the bias pass goes
     between the gimplifier and omplower.  */
  ompm_register_gc_roots ();
  ompm_register_pragma_hooks ();
  ompm_register_lowering ();
  ompm_register_bias_pass ();
  ompm_register_indirect ();
  return 0;
}
