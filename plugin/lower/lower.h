/* lower.h -- lowering: every target construct expanded and what goes before it.
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

/* Lowering at PLUGIN_PRE_GENERICIZE (tools/layers): the walk of each
   function in source order, registering mappers as their declarations
   go by and expanding the clauses of every target construct (lower.cc);
   the code that goes before a construct, its device and if evaluated
   once (construct.cc); array sections of mapped types, code that fills
   a libgompx map vector at run time (dynamic.cc); the present checks
   (present.cc); pool mode's guards (guard.cc); indirect calls
   (indirect.cc).  */

#ifndef OMPM_LOWER_H
#define OMPM_LOWER_H 1

#include "base/base.h"
#include "lex/lex.h"
#include "mapper/mapper.h"
#include "quirks/quirks.h"

/* lower.cc: expand and lower the target constructs of FNDECL, as at its
   PLUGIN_PRE_GENERICIZE (the front end may do it later, the function
   current).  */
extern void ompm_lower_function (tree fndecl);

/* The code the plugin puts before a target construct, made in one
   place (lower.cc, expand_construct): the construct STMT, its CLAUSES,
   and, once some code before it asks (ompm_construct_device), its
   device and if expressions evaluated once, into temporaries that the
   construct then reads too, so that they are evaluated once in all.
   BEFORE holds the statements that go before the construct, VARS their
   temporaries.  */
struct ompm_construct
{
  tree stmt;
  tree *clauses;
  location_t loc;
  tree before;
  tree vars;
  bool evaluated;
  tree dev;			/* The device (int), -1 for the default.  */
  tree cond;			/* The if condition, or NULL_TREE.  */
};

/* construct.cc.  Set *DEV and *COND to C's device and if condition,
   evaluated once (the first call appends the evaluation to
   C->BEFORE).  */
extern void ompm_construct_device (ompm_construct *c, tree *dev, tree *cond);

/* dynamic.cc.  */
extern tree ompm_lower_dynamic (ompm_construct *c, vec<ompm_dyn> *dyn,
				vec<ompm_iter> *iters);

extern tree ompm_temporary (location_t loc, tree fn, tree type, tree *vars);

extern tree ompm_evaluate_once (tree *op, tree type, tree *stmts,
				tree *vars, location_t loc);

extern void ompm_fill_runtime_mapper (int m);

/* lower.cc.  */
extern void ompm_register_lowering (void);

extern tree *ompm_construct_clauses (tree stmt);

extern bool ompm_indirect_fn_p (tree fndecl);

extern void ompm_prepare_target (ompm_construct *c);

extern void ompm_register_indirect (void);

extern void ompm_present_checks (ompm_construct *c,
				 const vec<ompm_dyn> &dyn);

extern bool ompm_data_clause_p (tree c);

extern void ompm_check_item (tree *stmts, tree fn, tree dev, tree cond,
			     tree item, tree size, tree how, location_t loc);

/* guard.cc.  */
extern void ompm_pool_guards (ompm_construct *c, const vec<ompm_dyn> &dyn);

#endif /* OMPM_LOWER_H */
