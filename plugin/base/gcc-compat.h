/* gcc-compat.h -- what differs between the GCC releases the plugin is built for.
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

/* The interfaces of GCC's internals that changed between GCC 12 and the
   releases after it, each under one name here that the rest of the
   plugin uses, as the Linux kernel's scripts/gcc-plugins/gcc-common.h
   does for its plugins.  Each entry names the release that changed.
   Included by ompmapper-gcc.h alone, after GCC's headers.  Where GCC's
   behaviour differs (not its interface), the workaround is a quirk
   (plugin/quirks/quirks.def), not an entry here.  */

#ifndef OMPM_GCC_COMPAT_H
#define OMPM_GCC_COMPAT_H

#include "bversion.h"

/* The GCC release the plugin is built for, and so loaded into.  */
#define OMPM_GCC_MAJOR BUILDING_GCC_MAJOR

/* GCC 14: a diagnostic's starter, finalizer and the front ends'
   print_error_function take it const.  */
#if OMPM_GCC_MAJOR >= 14
typedef const diagnostic_info ompm_diagnostic_info;
#else
typedef diagnostic_info ompm_diagnostic_info;
#endif

/* GCC 15: diagnostic starters and the front ends' print_error_function
   write to the text output format, not the context; the starter is the
   text format's.  What they are handed (ompm_diagnostic_sink), the
   starter's type, and the place that holds it.  */
#if OMPM_GCC_MAJOR >= 15
typedef diagnostic_text_output_format &ompm_diagnostic_sink;
typedef diagnostic_text_starter_fn ompm_diagnostic_starter_fn;
#define ompm_diagnostic_starter(DC) diagnostic_text_starter (DC)
#else
typedef diagnostic_context *ompm_diagnostic_sink;
typedef diagnostic_starter_fn ompm_diagnostic_starter_fn;
#define ompm_diagnostic_starter(DC) diagnostic_starter (DC)
#endif

/* GCC 14: the source lines of a file come from the diagnostic context's
   file cache.  */
static inline char_span
ompm_source_line (const char *file, int line)
{
#if OMPM_GCC_MAJOR >= 14
  return global_dc->get_file_cache ().get_source_line (file, line);
#else
  return location_get_source_line (file, line);
#endif
}

/* GCC 13: "end declare target" and "end assumes" are one pragma,
   PRAGMA_OMP_END, whose next token says which: whether the one PFILE
   has just read is "end declare".  */
#if OMPM_GCC_MAJOR >= 13
#define OMPM_PRAGMA_OMP_END PRAGMA_OMP_END
#else
#define OMPM_PRAGMA_OMP_END PRAGMA_OMP_END_DECLARE_TARGET
#endif

static inline bool
ompm_end_declare_p (cpp_reader *pfile)
{
#if OMPM_GCC_MAJOR >= 13
  const cpp_token *t = cpp_peek_token (pfile, 0);
  return (t->type == CPP_NAME
	  && strcmp ((const char *) NODE_NAME (t->val.node.node),
		     "declare") == 0);
#else
  (void) pfile;
  return true;
#endif
}

/* GCC 13: "begin declare target" is a pragma GCC knows, PRAGMA_OMP_BEGIN
   (on GCC 12 an unknown one): whether ID is it.  */
static inline bool
ompm_begin_pragma_p (unsigned int id)
{
#if OMPM_GCC_MAJOR >= 13
  return id == PRAGMA_OMP_BEGIN;
#else
  (void) id;
  return false;
#endif
}

/* GCC 14: GOMP_MAP_STRUCT_UNORD, a struct group whose members' offsets
   are not constants (x.b[i].d[0:n]), which the gimplifier and libgomp
   take as GOMP_MAP_STRUCT otherwise.  */
#if OMPM_GCC_MAJOR >= 14
#define OMPM_MAP_STRUCT_UNORD GOMP_MAP_STRUCT_UNORD
#else
#define OMPM_MAP_STRUCT_UNORD GOMP_MAP_STRUCT
#endif

/* GCC 13: a list item's type is mappable by omp_mappable_type, no
   longer a language hook: FN is what GCC 12 calls instead of the hook,
   which *PREV then keeps; GCC 13 and after call neither.  */
static inline void
ompm_wrap_mappable_type (bool (*fn) (tree), bool (**prev) (tree))
{
#if OMPM_GCC_MAJOR < 13
  *prev = lang_hooks.types.omp_mappable_type;
  lang_hooks.types.omp_mappable_type = fn;
#else
  (void) fn;
  (void) prev;
#endif
}

/* What a release does itself of what ompmapper adds to GCC 12, where
   the plugin steps aside (the manual's "GCC releases" has the rest):
   GCC 13 knows the enter clause and "begin declare target" (without
   indirect, which the plugin takes from it: declare-target.cc,
   ompm_indirect_begin_directive).  GCC 14's own declare target
   indirect is not used: the plugin takes the clause away on every
   release, so that one translation of a host function pointer happens,
   the plugin's, which finds the functions of every image, shared
   libraries dlopened later included, and which the emulated device
   shows (its regions are host code, where GCC's lookup is not
   made).  */
#define OMPM_NATIVE_ENTER (OMPM_GCC_MAJOR >= 13)

#ifndef OMPM_CXX_FRONTEND
/* GCC 13: C keeps its open declare target blocks in a vector, where
   GCC 12 counted them; only GCC 12, which does not know "begin declare
   target", has the plugin open one (on_def_pragma).  cc1 exports the
   count (weak: the plugin is loaded into cc1plus too).  */
#if OMPM_GCC_MAJOR < 13
extern int current_omp_declare_target_attribute __attribute__ ((weak));
#endif

static inline void
ompm_c_open_declare_target (void)
{
#if OMPM_GCC_MAJOR < 13
  current_omp_declare_target_attribute++;
#else
  gcc_unreachable ();
#endif
}
#endif

#ifdef OMPM_CXX_FRONTEND
/* GCC 14: a member function with an implicit object parameter (of
   METHOD_TYPE: its address is a pointer to member), which C++23's
   explicit object member functions are not.  */
#if OMPM_GCC_MAJOR >= 14
#define OMPM_IOBJ_MEMBER_FUNCTION_P(FN) DECL_IOBJ_MEMBER_FUNCTION_P (FN)
#else
#define OMPM_IOBJ_MEMBER_FUNCTION_P(FN) DECL_NONSTATIC_MEMBER_FUNCTION_P (FN)
#endif

/* GCC 13: mark_used has one declaration, with a default argument;
   weak, as fe-cxx.cc's other g++ functions (cc1 has none of them).  */
#if OMPM_GCC_MAJOR >= 13
extern bool mark_used (tree, tsubst_flags_t) __attribute__ ((weak));
#else
extern bool mark_used (tree) __attribute__ ((weak));
#endif

/* GCC 14: most_general_template takes a const_tree; weak, as the other
   g++ functions fe-cxx.cc calls.  A weak declaration that does not
   match cc1plus's names another function, which stays null: the call
   crashes (GCC 14's g++ did, in same_function_p).  */
#if OMPM_GCC_MAJOR >= 14
extern tree most_general_template (const_tree) __attribute__ ((weak));
#else
extern tree most_general_template (tree) __attribute__ ((weak));
#endif

/* GCC 14: cp-tree.h's macros call deduction_guide_p, which cc1 (into
   which the plugin is loaded too) does not have: weak, as the other g++
   functions fe-cxx.cc calls.  */
#if OMPM_GCC_MAJOR >= 14
extern bool deduction_guide_p (const_tree) __attribute__ ((weak));
#endif

/* GCC 15: in cc1plus, seen_error () is cp_seen_error (), which cc1 does
   not have.  */
#if OMPM_GCC_MAJOR >= 15
extern bool cp_seen_error () __attribute__ ((weak));
#endif
#endif

#endif /* OMPM_GCC_COMPAT_H */
