/* ompmapper.h -- declarations shared by the plugin's files.
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

#ifndef OMPMAPPER_H
#define OMPMAPPER_H

/* The plugin's name as GCC knows it: the basename of the shared object,
   which is also the prefix of its arguments (-fplugin-arg-ompmapper-KEY).  */
extern const char *ompm_plugin_name;

/* Plugin arguments.  options.cc parses -fplugin-arg-ompmapper-KEY[=VALUE]
   and rejects unknown keys; OMPM_HELP is the text PLUGIN_INFO shows for
   them (gcc --help -fplugin=ompmapper).  */
extern const char ompm_help[];
extern bool ompm_parse_arguments (struct plugin_name_args *);

#endif /* OMPMAPPER_H */
