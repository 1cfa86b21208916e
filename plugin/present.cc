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

/* OpenMP 5.1, 2.21.7.1: "map(present, to: x)", "to(present: x)" and
   "defaultmap(present[: category])".  GCC 12 knows none of them.  At
   lex time pragma.cc strips the modifier (and the defaultmap clause),
   remembering the clause by its location (the construct, for
   defaultmap).  Here, after mapper expansion, every list item of a
   clause so marked (the items a mapper expanded it into included: the
   modifier carries into them) gets a check before the construct:

     if (cond) GOMPX_present (dev, &x, sizeof x, "x", "t.c:12:30");

   which stops the program with that message if x is not mapped; all
   checks come before anything of the construct moves.  Device and if
   are evaluated once (the construct then uses the temporaries).  */

#include "ompmapper-gcc.h"
#include "tree-pretty-print.h"
#include "ompmapper.h"

static tree fn_present;

/* A string constant for S.  */

static tree
string_cst (const char *s)
{
  size_t len = strlen (s) + 1;
  tree str = build_string (len, s);
  TREE_TYPE (str) = build_array_type_nelts (char_type_node, len);
  return build_fold_addr_expr (str);
}

/* The string constants the runtime's present checks print for list
   item ITEM of the clause at LOC: its name (SPELLED if not null, else
   ITEM printed), and "file:line:column".  */

void
ompm_present_strings (tree item, const char *spelled, location_t loc,
		      tree *name, tree *where)
{
  char *n = spelled ? xstrdup (spelled) : print_generic_expr_to_str (item);
  expanded_location x = expand_location (loc);
  char *w = xasprintf ("%s:%d:%d", x.file ? x.file : "?", x.line, x.column);
  *name = string_cst (n);
  *where = string_cst (w);
  free (n);
  free (w);
}

/* Append to STMTS the check of list item ITEM (SIZE bytes, or its
   type's size) for the clause at LOC, on device DEV if COND.  */

static void
check_item (tree *stmts, tree dev, tree cond, tree item, tree size,
	    location_t loc)
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
  ompm_present_strings (item, NULL, loc, &name, &where);
  tree call = build_call_expr_loc (loc, fn_present, 5, dev, addr,
				   fold_convert (size_type_node,
						 unshare_expr (size)),
				   name, where);
  if (cond)
    call = build3 (COND_EXPR, void_type_node, cond, call, NULL_TREE);
  append_to_statement_list (call, stmts);
}

/* Whether clause C moves or maps data (not a pointer clause).  */

static bool
data_clause_p (tree c)
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

/* The statements that check the present items of the target construct
   STMT (clauses CLAUSES, array sections of mapped types DYN) before it,
   or NULL_TREE if it has none.  Temporaries are chained to *VARS.  */

tree
ompm_present_checks (tree stmt, tree *clauses, const vec<ompm_dyn> &dyn,
		     tree *vars)
{
  bool any = false;
  for (tree c = *clauses; c && !any; c = OMP_CLAUSE_CHAIN (c))
    any = data_clause_p (c) && ompm_clause_present_p (OMP_CLAUSE_LOCATION (c));
  for (unsigned i = 0; i < dyn.length () && !any; i++)
    any = ompm_clause_present_p (dyn[i].loc);
  if (!any)
    return NULL_TREE;

  if (!fn_present)
    {
      fn_present = build_fn_decl ("GOMPX_present",
				  build_function_type_list
				  (void_type_node, integer_type_node,
				   const_ptr_type_node, size_type_node,
				   const_ptr_type_node, const_ptr_type_node,
				   NULL_TREE));
      TREE_NOTHROW (fn_present) = 1;
      ompm_keep (fn_present);
    }

  tree stmts = alloc_stmt_list ();
  location_t loc = EXPR_LOCATION (stmt);
  tree dev = build_int_cst (integer_type_node, -1);
  tree c = omp_find_clause (*clauses, OMP_CLAUSE_DEVICE);
  if (c)
    dev = ompm_evaluate_once (&OMP_CLAUSE_DEVICE_ID (c), integer_type_node,
			      &stmts, vars, loc);
  tree cond = NULL_TREE;
  c = omp_find_clause (*clauses, OMP_CLAUSE_IF);
  if (c)
    cond = ompm_evaluate_once (&OMP_CLAUSE_IF_EXPR (c), boolean_type_node,
			       &stmts, vars, loc);

  for (tree c = *clauses; c; c = OMP_CLAUSE_CHAIN (c))
    if (data_clause_p (c) && ompm_clause_present_p (OMP_CLAUSE_LOCATION (c)))
      check_item (&stmts, dev, cond, OMP_CLAUSE_DECL (c), OMP_CLAUSE_SIZE (c),
		  OMP_CLAUSE_LOCATION (c));
  for (unsigned i = 0; i < dyn.length (); i++)
    if (ompm_clause_present_p (dyn[i].loc))
      check_item (&stmts, dev, cond, dyn[i].item, dyn[i].size, dyn[i].loc);
  return stmts;
}
