/* quirks.h -- what works around GCC's and libgomp's own behaviour.
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

/* What routes around a behaviour of GCC or libgomp (tools/layers): each
   piece says what it routes around, on which GCC versions, and which
   test fails without it.  */

#ifndef OMPM_QUIRKS_H
#define OMPM_QUIRKS_H 1

#include "base/base.h"
#include "lex/lex.h"
#include "mapper/mapper.h"

/* The workarounds (quirks.def): on for the GCC this plugin is built for
   where it has the behaviour, unless -fplugin-arg-ompmapper-no-quirk
   names them.  */
enum ompm_quirk
{
#define DEF_QUIRK(ID, NAME, FIRST, LAST, TESTS) OMPM_QUIRK_##ID,
#include "quirks/quirks.def"
#undef DEF_QUIRK
  OMPM_QUIRK_MAX
};

/* Read -fplugin-arg-ompmapper-no-quirk; an error for a name quirks.def
   does not have.  */
extern void ompm_quirks_init (void);
extern bool ompm_quirk_on (enum ompm_quirk q);

/* clauses.cc: a construct's clauses rewritten, each function doing
   nothing where its quirk is off.  */
extern void ompm_quirk_drop_sections_of_whole_arrays (tree *clauses);
extern void ompm_quirk_map_pointer_members (tree *clauses);
extern void ompm_quirk_map_variable_pointer_members (tree *clauses,
						     bool exit);
extern void ompm_quirk_split_present_structs (tree *clauses);
extern void ompm_quirk_order_members (tree *clauses);
/* Where the construct's clause C of a member of a struct was made of
   the struct's clause (ompm_quirk_split_present_structs), the struct
   for the first member's, error_mark_node for the others'; else
   NULL_TREE.  Forgotten for each construct.  */
extern tree ompm_split_struct (tree c);

extern void ompm_note_split_struct (tree c, tree whole);

extern void ompm_forget_split_structs (void);

/* Whether function FNDECL has target data, enter data or exit data
   constructs (the C parser marks only those with target regions:
   cfun->has_omp_target).  */
extern bool ompm_data_construct_fn_p (tree fndecl);

/* FNDECL has one (lower.cc says so to the bias pass).  */
extern void ompm_note_data_construct_fn (tree fndecl);

/* bias.cc: the pass that corrects GCC 12's bias of a struct's base
   pointer in target regions.  */
extern void ompm_register_bias_pass (void);

#endif /* OMPM_QUIRKS_H */
