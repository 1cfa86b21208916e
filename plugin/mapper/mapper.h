/* mapper.h -- the mappers: registry, lookup, static expansion.
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

/* The mappers (tools/layers): the registry, in declaration order, with
   the scope each is visible in, and the lookup of a list item's mapper
   (mapper-registry.cc); the expansion of one list item through its
   mapper: substitution, map-type decay, update filtering, and whether
   it is left to run time (clauses.cc).  A mapper is an index into the
   registry; the visible mappers at a point of the program are a chain
   of indices, newest first, so that the nearest declaration wins.  */

#ifndef OMPM_MAPPER_H
#define OMPM_MAPPER_H 1

#include "base/base.h"
#include "lex/lex.h"

/* mapper-registry.cc.  A mapper is an index into the registry; the
   visible mappers at a point of the program are a chain of indices,
   newest first, so that the nearest declaration wins.  */
#define OMPM_NO_MAPPER (-1)

struct ompm_mapper
{
  location_t loc;
  tree id;		/* NULL_TREE for the default mapper.  */
  tree type;		/* The unqualified main variant.  */
  tree var;		/* The mapper's variable.  */
  tree clauses;		/* Finished map clauses in terms of VAR.  */
  vec<tree> clause_mappers;  /* Per clause of CLAUSES: mapper(ID) or 0.  */
  vec<bool> clause_present;  /* Per clause of CLAUSES: the present
				modifier.  */
  /* Its map clauses with the iterator modifier (OpenMP 5.2), in terms
     of VAR and of iterator variables of its hidden function, which each
     expansion replaces by its own (ompm_mapper_iterator); none of them
     is in CLAUSES.  An object of its type is mapped by code that loops
     over the iterators, at run time (dynamic.cc).  */
  vec<ompm_iter> iters;
  int prev;		/* The mapper visible before this one.  */
  int scope;		/* The scope it was declared in; -1 for an
			   implicit mapper (ompm_find_mapper).  */
  tree rt;		/* Its runtime function (dynamic.cc), once seen.  */
  /* A variable of automatic storage of the function the mapper is
     declared in that its clauses use (a block mapper's r.v[0:len]),
     else NULL_TREE.  C's mappers there are nested functions, which GCC
     gives the enclosing function's frame; C++'s expansions stand only in
     that function itself (ompm_mapper_outer_ok).  */
  tree outer;
  /* For a mapper whose visibility the front end decides (scope_decl of
     its declaration, which this is): whether it is visible where the
     plugin stands now, and how near its scope is there (ranks of
     visible mappers for one type and identifier: the highest wins).
     Else NULL_TREE, and visible with rank 0.  */
  tree scope_decl;
  bool hidden;
  int rank;
  /* Where mappers whose visibility the front end decides are
     registered: their visibility and rank where this one is declared,
     for its nested lookups (ompm_nested_lookup_begin), one byte for each
     mapper registered before it (0x80: hidden; the rest: rank, at most
     0x7f); else null.  */
  unsigned char *decl_visibility;
};

extern int ompm_visible_head;

extern int ompm_push_scope (void);

extern void ompm_limit_file_scope (location_t limit);

extern void ompm_pop_scope (int saved_head);

/* How many scopes are open (ompm_push_scope).  */
extern unsigned ompm_scope_depth (void);

/* How many mappers the registry holds (indices of ompm_mapper_at).  */
extern int ompm_mapper_count (void);

/* The front end's declaration of the variable of mapper INDEX (of
   ompm_mapper_decls), from the directive's header, begins and ends
   (C++: the header's function declarator ends; never needed before
   ompm_check_mapper_type).  */
extern void ompm_mapper_header_begin (unsigned index);

extern void ompm_mapper_header_end (unsigned index);

/* Whether TYPE, the type the front end gave the variable of mapper
   INDEX, will do; where GCC has not already complained about the
   header, say why not, once, at the type (a struct or union, or, in
   C++, class, complete; not checked if DEPENDENT, a template's).  The
   front end gives a variable that will not do the error type, so that
   the mapper's clauses add no errors of their own (issue 34).  */
extern bool ompm_check_mapper_type (unsigned index, tree type,
				    bool dependent);

extern void ompm_register_mapper (tree fndecl, bool file_scope);

/* The same for declaration INDEX of ompm_mapper_decls, its hidden
   function's body BIND: C's shape (a BIND_EXPR declaring the mapper's
   variable, one target construct for each map clause).  */
extern void ompm_register_mapper_body (unsigned index, tree bind,
				       bool file_scope);

extern bool ompm_mapper_fn_p (tree fndecl);

extern int ompm_mapper_rt_index (tree fndecl);

extern int ompm_find_mapper (int head, tree type, tree id);

/* Whether mapper M can be expanded in function FN (NULL_TREE: in its
   runtime function) as the construct at LOC needs; a sorry if not (a
   C++ block mapper whose clauses use a variable of its function:
   ompm_mapper::outer).  */
extern bool ompm_mapper_outer_ok (int m, location_t loc, tree fn);

/* Whether mapper M's runtime function reaches every variable its
   clauses use (not so for ompm_mapper::outer of a C++ block mapper, or
   of an implicit one).  */
extern bool ompm_mapper_rt_reaches_p (int m);

/* The first variable of automatic storage in *TP of a function other
   than a mapper's hidden one (the function a block mapper is declared
   in), or NULL_TREE.  */
extern tree ompm_outer_variable (tree *tp);

/* Set whether mapper M, whose visibility the front end decides, is
   visible where the plugin stands, and with what rank.  */
extern void ompm_set_mapper_visibility (int m, bool visible, int rank);

/* Ranks of visible mappers (the highest wins; two of one rank make a
   use ambiguous).  A namespace's mapper has its namespace's depth (0:
   the global namespace), below OMPM_CLASS_RANK; a mapper declared in a
   class (C++) ranks above those of every namespace, by its class's
   nearness (ompm_class_rank).  A mapper's decl_visibility keeps each
   rank in OMPM_RANK_BITS bits beside a bit for hidden, and ranks the
   mapper itself above all (OMPM_RANK_SELF).  */
#define OMPM_RANK_BITS 7
#define OMPM_RANK_MAX ((1 << OMPM_RANK_BITS) - 1)
#define OMPM_RANK_HIDDEN (1 << OMPM_RANK_BITS)
#define OMPM_RANK_SELF (OMPM_RANK_MAX + 1)
#define OMPM_CLASS_RANK 64

/* The rank of a namespace's mapper, its namespace DEPTH deep.  */
inline int
ompm_namespace_rank (int depth)
{
  return MIN (depth, OMPM_CLASS_RANK - 1);
}

/* The rank of a class's mapper for code LEVEL classes out from the class
   (0: in the class itself, at most 6) and DISTANCE bases away from it
   there (0: the class itself; farther than 7 ranks as 7): nearer
   classes, then nearer bases, above.  */
inline int
ompm_class_rank (int level, int distance)
{
  static_assert (OMPM_CLASS_RANK + 6 * 8 + 7 <= OMPM_RANK_MAX,
		 "class ranks fit in OMPM_RANK_BITS");
  gcc_checking_assert (level >= 0 && level <= 6 && distance >= 0);
  return OMPM_CLASS_RANK + (6 - level) * 8 + (7 - MIN (distance, 7));
}

/* Lookups made for the clauses of mapper M, until the matching end
   (which takes what the begin returns): the mappers visible where M is
   declared, as for a variable there, rather than where the plugin
   stands.  */
extern int ompm_nested_lookup_begin (int m);

extern void ompm_nested_lookup_end (int saved);

/* Another mapper than M, which ompm_find_mapper found from HEAD, for
   its type and identifier and as near (two namespaces' mappers of one
   rank, which using-directives bring together), or OMPM_NO_MAPPER.  */
extern int ompm_ambiguous_mapper (int head, int m);

/* Whether mapper M is the implicit default mapper of a struct type
   whose members have mappers (its runtime function is made on first
   use, dynamic.cc).  */
extern bool ompm_implicit_mapper_p (int m);

/* Make FN the runtime function of implicit mapper M.  */
extern void ompm_set_runtime_mapper (int m, tree fn);

extern const ompm_mapper *ompm_mapper_at (int index);

extern tree ompm_struct_type (tree type);

/* An array section of a type with a mapper, met in an expansion: only
   run time knows how many elements it has.  */
struct ompm_dyn
{
  tree item;		/* The section, as GCC finished it (*p, a[1]...).  */
  tree size;		/* Its size in bytes; NULL_TREE: its type's.  */
  int mapper;		/* The elements' mapper; OMPM_NO_MAPPER for a
			   motion that libgompx carries out (clauses.cc,
			   exact_motion_p).  */
  enum ompm_kind kind;	/* The map type the elements are mapped with.  */
  bool always;
  location_t loc;
  /* One object (a variable, p[0]), not an array section: mapped member
     by member if its mapper does not map it whole.  */
  bool whole;
  /* Its mapper clause had the present modifier: every entry pushed for
     the section must be present.  */
  bool present;
  /* On constructs other than target, which drop the section's clauses:
     the pointer member GCC's clause attached the section to, or
     NULL_TREE.  */
  tree attach;
  /* Not a section: the iterator clause ITER - 1 of MAPPER (ompm_mapper::
     iters) for ITEM, an object of MAPPER's type, under KIND; 0 for a
     section.  */
  unsigned iter;
};

extern bool ompm_quiet;

/* Whether an update through a mapper that attaches pointers is expanded
   at run time, its motions copied byte for byte by libgompx: the quirk
   exact-updates (quirks/quirks.def) says so; true until it does.  */
extern bool ompm_exact_updates;

/* Whether a target region's clause for an object the run-time vector
   maps first (present by the region) says tofrom, not alloc: the quirk
   object-kinds (quirks/quirks.def) says so; false until it does.  */
extern bool ompm_tofrom_objects;

/* Whether a named mapper ID had errors in its declaration: a use that
   finds no mapper of that name then says nothing more.  */
extern bool ompm_failed_mapper_id_p (tree id);

/* Whether clause C came out of a mapper clause with the present
   modifier (the expansions since ompm_forget_present).  */
extern bool ompm_expanded_present_p (tree c);

extern void ompm_forget_present (void);
/* Whether clause C has the present modifier: written (by its place) or
   from a mapper's clause that has it.  */
extern bool ompm_present_clause_p (tree c);

extern enum ompm_kind ompm_decay (enum ompm_kind mapper,
				  enum ompm_kind invoking);

extern enum ompm_kind ompm_self_kind (int m, enum ompm_kind invoking,
				      bool *always = NULL);

extern enum ompm_kind ompm_storage_kind (int m, enum ompm_kind invoking);

extern bool ompm_self_present_p (int m);

/* Merge the clauses of OUT for the same storage into the first of them:
   one map vector must not map the same storage twice (libgomp 12 lays
   out an entry inside another new one wrong).  */
extern void ompm_merge_duplicates (vec<tree> *out);

extern bool ompm_mapper_recursive_p (int m);

extern bool ompm_member_of_p (tree expr, tree base, HOST_WIDE_INT *offset);

/* The variable EXPR is a member of, at a constant offset (clauses.cc).  */
extern tree ompm_member_variable (tree expr, HOST_WIDE_INT *offset);

/* Whether the expansion OUT attaches a pointer.  */
extern bool ompm_attaches_p (const vec<tree> &out);

extern void ompm_update_parts (tree item, tree size, const vec<tree> &out,
			       vec<tree> *items, vec<tree> *sizes);

extern bool ompm_expand_item (tree clause, tree item, int m,
			      enum ompm_kind invoking, bool always,
			      bool skip_self, enum tree_code code,
			      location_t loc, vec<tree> *out,
			      vec<ompm_dyn> *dyn);

extern tree ompm_expand_clauses (tree clauses, enum tree_code code,
				 int head, bool *changed,
				 vec<ompm_dyn> *dyn);

/* mapper-registry.cc: the mapper of a list item.  */
extern int ompm_mapper_for (tree item, tree size, tree id, int head,
			    location_t loc, bool *failed, bool *section);

/* Whether the size of a clause for ITEM, SIZE (NULL_TREE when GCC leaves
   it to gimplify), describes more or less than one object of ITEM's
   type: an array section.  */
extern bool ompm_section_p (tree item, tree size);

/* The element type of an array type TYPE, through all dimensions.  */
extern tree ompm_strip_arrays (tree type);

/* clauses.cc: mapper M's iterator clause K for ITEM, an object of M's
   type, in *OUT: its iterator variables new ones of function FN, its
   pieces and bounds in terms of ITEM and those (to release with
   ompm_release_iterators).  */
extern void ompm_mapper_iterator (int m, unsigned k, tree item, tree fn,
				  ompm_iter *out);

extern bool ompm_object_members (tree item, int m, enum ompm_kind inv,
				 bool always, enum tree_code code,
				 vec<tree> *out, vec<tree> *members,
				 vec<ompm_dyn> *dyn);

#endif /* OMPM_MAPPER_H */
