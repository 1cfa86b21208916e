/* base.h -- what every layer of the plugin uses.
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

/* The bottom of the plugin (tools/layers): its name and arguments, the
   trees it keeps from the garbage collector, map kinds, small tree
   predicates, the names of list items, runtime declarations, pass
   registration, dumps.  Every .cc file includes base/ompmapper-gcc.h
   (GCC's headers) first.  */

#ifndef OMPM_BASE_H
#define OMPM_BASE_H 1

/* The plugin's name as GCC knows it: the basename of the shared object,
   which is also the prefix of its arguments (-fplugin-arg-ompmapper-KEY).  */
extern const char *ompm_plugin_name;

/* options.cc.  Plugin arguments: -fplugin-arg-ompmapper-KEY[=VALUE].
   OMPM_HELP is the text PLUGIN_INFO shows for them.  */
extern const char ompm_help[];

extern bool ompm_parse_arguments (struct plugin_name_args *);

/* The value of -fplugin-arg-ompmapper-dump: NULL when not given, "" for
   the default dump file, "-" for stderr, or a file name.  */
extern const char *ompm_dump_option;
/* The value of -fplugin-arg-ompmapper-no-quirk (quirks/quirks.def), or
   NULL.  */
extern const char *ompm_no_quirk_option;
/* The value of -fplugin-arg-ompmapper-quirk, or NULL.  */
extern const char *ompm_quirk_option;

/* base.cc.  Whether T is "this", a C++ member function's object
   pointer.  */
extern bool ompm_this_parm_p (tree t);

/* Whether ITEM is *this, a C++ member function's object.  */
extern bool ompm_this_object_p (tree item);

/* The pointer P if T is *P (an INDIRECT_REF, or a MEM_REF of offset 0),
   else NULL_TREE.  */
extern tree ompm_deref_pointer (tree t);

/* The function whose constructs are being lowered (lower.cc sets it).  */
extern tree ompm_lowering_fn (void);

extern void ompm_set_lowering_fn (tree fndecl);

extern void ompm_register_gc_roots (void);

extern void ompm_keep (tree t);

/* A map type without its modifiers.  */
enum ompm_kind
{
  OMPM_K_NONE,		/* Not a data-moving kind (a pointer kind, say).  */
  OMPM_K_ALLOC,
  OMPM_K_TO,
  OMPM_K_FROM,
  OMPM_K_TOFROM,
  OMPM_K_RELEASE,
  OMPM_K_DELETE
};

extern enum ompm_kind ompm_base_kind (int gomp_kind, bool *always);

extern int ompm_gomp_kind (enum ompm_kind, bool always);

/* The runtime functions the plugin's code calls (runtime-abi.def).  */
enum ompm_rt
{
#define DEF_RUNTIME(ID, NAME, R, ...) OMPM_RT_##ID,
#define DEF_RUNTIME_VOID(ID, NAME, R) OMPM_RT_##ID,
#include "base/runtime-abi.def"
#undef DEF_RUNTIME
#undef DEF_RUNTIME_VOID
  OMPM_RT_MAX
};

/* A declaration of runtime function ID (runtime.cc): which does not
   throw, kept from the garbage collector; a new one each call (callers
   keep theirs).  */
extern tree ompm_runtime (enum ompm_rt id);
/* Whether map clause C is a pointer clause GCC adds after a section's.  */
extern bool ompm_pointer_clause_p (tree c);

/* Run GIMPLE pass PASS of the plugin's right before omplower, where
   target regions are still in their functions (bias.cc).  */
extern void ompm_register_pass_before_omplower (class opt_pass *pass);

/* names.cc.  */
extern void ompm_present_strings (tree item, tree size, const char *spelled,
				  location_t loc, tree *name, tree *where);

/* SIZE, the size of list item ITEM of the clause at LOC, checked for
   overflow: an error if a constant overflowed, a run-time check if a
   length times an element's size, which stops the program naming the
   item NAME at WHERE (string constants: ompm_present_strings; made if
   null).  */
extern tree ompm_checked_size (tree size, tree item, location_t loc,
			       tree name = NULL_TREE,
			       tree where = NULL_TREE);

/* Spell *PARM as VAR in the names of list items (NULL_TREE: stop); the
   pair that was in force before in *OLD_PARM, *OLD_VAR if not null.  */
extern void ompm_spell_element (tree parm, tree var, tree *old_parm = NULL,
				tree *old_var = NULL);

/* dump.cc.  */
extern void ompm_dump_construct (tree stmt, tree clauses, bool changed,
				 unsigned sections);

extern void ompm_dump_function (tree fndecl);

extern void ompm_dump_finish (void);

/* The one walk from a list item T to the variable it is made of: a
   VAR_DECL or PARM_DECL, or NULL_TREE.  Always through members and
   array subscripts (storage inside the variable), *MEMBER (if not
   null) saying whether a member access was among them.  HOW adds:
     OMPM_WALK_POINTERS  dereferences (counted in *DEREFS, if not null),
			 pointer arithmetic, addresses, array ranges,
			 conversions and SAVE_EXPRs: the variable T is
			 derived from, through the pointers on the way;
     OMPM_WALK_PLUS      integer additions too;
     OMPM_WALK_COMPONENTS instead, GCC's get_base_address of T (a
			 clause's list item: a TREE_LIST's purpose), where
			 a C++ reference's referent stands for the
			 reference.  */
enum
{
  OMPM_WALK_POINTERS = 1,
  OMPM_WALK_PLUS = 2,
  OMPM_WALK_COMPONENTS = 4
};
extern tree ompm_item_variable (tree t, unsigned how, int *derefs = NULL,
				bool *member = NULL);
/* The variable list item T is derived from through pointers, with how
   many it goes through in *DEREFS.  */
inline tree
ompm_item_root (tree t, int *derefs = NULL)
{
  return ompm_item_variable (t, OMPM_WALK_POINTERS, derefs);
}

#endif /* OMPM_BASE_H */
