/* present.cc -- the present modifier and defaultmap(present).
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

/* Checks before a target construct, on its list items.

   OpenMP 5.1, 2.21.7.1: "map(present, to: x)", "to(present: x)" and
   "defaultmap(present[: category])".  GCC 12 knows none of them.  At
   lex time pragma.cc strips the modifier (and the defaultmap clause),
   remembering the clause by its location (the construct, for
   defaultmap).  Here, after mapper expansion, every list item of a
   clause so marked (the items a mapper expanded it into included: the
   modifier carries into them) gets a check before the construct:

     if (cond) GOMPX_present (dev, &x, sizeof x, "x", "t.c:12:30");

   which stops the program with that message if x is not mapped; all
   checks come before anything of the construct moves.  Items are named
   as the user wrote them, as far as GCC's tree tells (item_spelling):
   "p[0:n]", not "*p".  Device and if
   are evaluated once (the construct then uses the temporaries).

   The guards of pool mode, which go before the construct too, are
   guard.cc's.  */

#include "base/ompmapper-gcc.h"
#include "tree-pretty-print.h"
#include "lower/lower.h"
#include "base/frontend.h"

static tree fn_present;

/* Append to STMTS the call of FN for ADDR and SIZE, with HOW (if not
   null), NAME and WHERE, on device DEV if COND.  */

static void
emit_check (tree *stmts, tree fn, tree dev, tree cond, tree addr, tree size,
	    tree how, tree name, tree where, location_t loc)
{
  size = fold_convert (size_type_node, unshare_expr (size));
  tree call = (how
	       ? build_call_expr_loc (loc, fn, 6, dev, addr, size, how, name,
				      where)
	       : build_call_expr_loc (loc, fn, 5, dev, addr, size, name,
				      where));
  if (cond)
    call = build3 (COND_EXPR, void_type_node, cond, call, NULL_TREE);
  append_to_statement_list (call, stmts);
}

/* Append to STMTS the call of FN (GOMPX_present or GOMPX_pool_guard)
   for list item ITEM (SIZE bytes, or its type's size) of the clause at
   LOC, on device DEV if COND; HOW, if not null, goes before the
   strings.  */

void
ompm_check_item (tree *stmts, tree fn, tree dev, tree cond, tree item,
		 tree size, tree how, location_t loc)
{
  if (!item || item == error_mark_node)
    return;
  tree base = get_base_address (item);
  if (base && DECL_P (base))
    TREE_ADDRESSABLE (base) = 1;
  tree addr = fold_convert (const_ptr_type_node,
			    build_fold_addr_expr (unshare_expr (item)));
  if (!size)
    size = TYPE_SIZE_UNIT (TREE_TYPE (item));
  tree name, where;
  ompm_present_strings (item, size, NULL, loc, &name, &where);
  size = ompm_checked_size (size, item, loc, name, where);
  emit_check (stmts, fn, dev, cond, addr, size, how, name, where, loc);
}

/* Whether clause C moves or maps data (not a pointer clause).  */

bool
ompm_data_clause_p (tree c)
{
  switch (OMP_CLAUSE_CODE (c))
    {
    case OMP_CLAUSE_TO:
    case OMP_CLAUSE_FROM:
      return true;
    case OMP_CLAUSE_MAP:
      {
	bool always;
	return ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &always)
	       != OMPM_K_NONE;
      }
    default:
      return false;
    }
}

/* Append to C->before the checks of the present items of target
   construct C (array sections of mapped types DYN), if it has any.  */

void
ompm_present_checks (ompm_construct *c, const vec<ompm_dyn> &dyn)
{
  bool any = false;
  for (tree cl = *c->clauses; cl && !any; cl = OMP_CLAUSE_CHAIN (cl))
    any = (ompm_split_struct (cl)
	   || (ompm_data_clause_p (cl) && ompm_present_clause_p (cl)));
  for (unsigned i = 0; i < dyn.length () && !any; i++)
    any = ompm_clause_present_p (dyn[i].loc);
  if (!any)
    return;

  if (!fn_present)
    fn_present = ompm_runtime (OMPM_RT_PRESENT);

  tree dev, cond;
  ompm_construct_device (c, &dev, &cond);
  for (tree cl = *c->clauses; cl; cl = OMP_CLAUSE_CHAIN (cl))
    if (tree whole = ompm_split_struct (cl))
      {
	/* A struct's clause made a clause of each member: the struct's
	   check, once.  */
	if (whole != error_mark_node)
	  ompm_check_item (&c->before, fn_present, dev, cond, whole,
			   NULL_TREE, NULL_TREE, OMP_CLAUSE_LOCATION (cl));
      }
    else if (ompm_data_clause_p (cl) && ompm_present_clause_p (cl))
      {
	ompm_check_item (&c->before, fn_present, dev, cond,
			 OMP_CLAUSE_DECL (cl), OMP_CLAUSE_SIZE (cl), NULL_TREE,
			 OMP_CLAUSE_LOCATION (cl));
      }
  for (unsigned i = 0; i < dyn.length (); i++)
    if (ompm_clause_present_p (dyn[i].loc)
	/* An object whose mapper maps members of it, not it, need not be
	   present whole: the map vector's check of its entries says.  */
	&& !(dyn[i].whole
	     && ompm_self_kind (dyn[i].mapper, dyn[i].kind) == OMPM_K_NONE))
      ompm_check_item (&c->before, fn_present, dev, cond, dyn[i].item,
		       dyn[i].size, NULL_TREE, dyn[i].loc);
}
