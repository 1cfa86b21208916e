/* dump.cc -- -fplugin-arg-ompmapper-dump: what the mappers did.
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

/* The dump lists, for each function, each target construct with its
   clauses as they leave the plugin, in GCC's own notation:

     ;; Function f
     t.c:12:9: #pragma omp target enter data map(to:*s.d [len: ...]) ...
     ;;   expanded by a mapper

   It goes to BASE.ompmapper beside GCC's dumps (BASE being GCC's dump
   base name, as in BASE.006t.gimple), to the file given as the value of
   the argument, or to stderr for "-".  */

#include "base/ompmapper-gcc.h"
#include "base/base.h"
#include "tree-pretty-print.h"
#include "pretty-print.h"

static FILE *dump_file_ompm;
static bool dump_opened;

/* The function being walked, whose header is printed before its first
   construct.  */
static tree pending_function;

/* The dump stream, opened on first use; NULL when not dumping.  */

static FILE *
dump_stream (void)
{
  if (!ompm_dump_option)
    return NULL;
  if (dump_opened)
    return dump_file_ompm;
  dump_opened = true;
  if (strcmp (ompm_dump_option, "-") == 0)
    dump_file_ompm = stderr;
  else
    {
      char *name = *ompm_dump_option
		   ? xstrdup (ompm_dump_option)
		   : concat (dump_base_name ? dump_base_name : "ompmapper",
			     ".ompmapper", NULL);
      dump_file_ompm = fopen (name, "w");
      if (!dump_file_ompm)
	error_at (UNKNOWN_LOCATION, "cannot open %qs for the %qs dump: %m",
		  name, ompm_plugin_name);
      free (name);
    }
  return dump_file_ompm;
}

/* The directive name of the target construct STMT.  */

static const char *
construct_name (tree stmt)
{
  switch (TREE_CODE (stmt))
    {
    case OMP_TARGET:
      return "target";
    case OMP_TARGET_DATA:
      return "target data";
    case OMP_TARGET_ENTER_DATA:
      return "target enter data";
    case OMP_TARGET_EXIT_DATA:
      return "target exit data";
    case OMP_TARGET_UPDATE:
      return "target update";
    default:
      return "?";
    }
}

void
ompm_dump_function (tree fndecl)
{
  pending_function = fndecl;
}

void
ompm_dump_construct (tree stmt, tree clauses, bool changed,
		     unsigned sections)
{
  FILE *f = dump_stream ();
  if (!f)
    return;
  if (pending_function)
    {
      fprintf (f, "\n;; Function %s\n",
	       IDENTIFIER_POINTER (DECL_NAME (pending_function)));
      pending_function = NULL_TREE;
    }
  expanded_location xloc = expand_location (EXPR_LOCATION (stmt));
  pretty_printer pp;
  pp_printf (&pp, "%s:%d:%d:", xloc.file ? xloc.file : "?", xloc.line,
	     xloc.column);
  pp_string (&pp, " #pragma omp ");
  pp_string (&pp, construct_name (stmt));
  dump_omp_clauses (&pp, clauses, 0, TDF_NONE);
  fprintf (f, "%s\n", pp_formatted_text (&pp));
  if (changed)
    fprintf (f, ";;   expanded by a mapper\n");
  if (sections)
    fprintf (f, ";;   %u array section%s of mapped types expanded at run "
	     "time, in one map vector\n", sections, sections == 1 ? "" : "s");
}

void
ompm_dump_finish (void)
{
  if (dump_file_ompm && dump_file_ompm != stderr)
    fclose (dump_file_ompm);
  dump_file_ompm = NULL;
}
