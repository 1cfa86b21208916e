/* construct.cc -- the code the plugin puts before a target construct:
   temporaries, the construct's device and if evaluated once.
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
#include "lower/lower.h"

/* A temporary of TYPE in function FN for code at LOC, chained to *VARS
   (the variables of the BIND_EXPR the code will go in).  */

tree
ompm_temporary (location_t loc, tree fn, tree type, tree *vars)
{
  tree var = build_decl (loc, VAR_DECL, NULL_TREE, type);
  DECL_ARTIFICIAL (var) = 1;
  DECL_IGNORED_P (var) = 1;
  DECL_CONTEXT (var) = fn;
  DECL_CHAIN (var) = *vars;
  *vars = var;
  return var;
}

/* The value of *OP, an operand of a clause (device, if) that code before
   the construct reads too, converted to TYPE and evaluated once: a
   constant or a variable as it is; anything else into a temporary
   (chained to *VARS, assigned in *STMTS) that then replaces *OP, so
   that the construct and any later code before it read the temporary.  */

tree
ompm_evaluate_once (tree *op, tree type, tree *stmts, tree *vars,
		    location_t loc)
{
  tree expr = *op;
  if (TREE_CONSTANT (expr) || (DECL_P (expr) && !TREE_THIS_VOLATILE (expr)))
    return fold_convert (type, expr);
  tree var = ompm_temporary (loc, current_function_decl, type, vars);
  append_to_statement_list (build2 (MODIFY_EXPR, type, var,
				    fold_convert (type, expr)), stmts);
  *op = var;
  return var;
}

void
ompm_construct_device (ompm_construct *c, tree *dev, tree *cond)
{
  if (!c->evaluated)
    {
      c->evaluated = true;
      c->dev = build_int_cst (integer_type_node, -1);
      c->cond = NULL_TREE;
      tree cl = omp_find_clause (*c->clauses, OMP_CLAUSE_DEVICE);
      if (cl)
	c->dev = ompm_evaluate_once (&OMP_CLAUSE_DEVICE_ID (cl),
				     integer_type_node, &c->before, &c->vars,
				     c->loc);
      cl = omp_find_clause (*c->clauses, OMP_CLAUSE_IF);
      if (cl)
	c->cond = ompm_evaluate_once (&OMP_CLAUSE_IF_EXPR (cl),
				      boolean_type_node, &c->before,
				      &c->vars, c->loc);
    }
  *dev = c->dev;
  *cond = c->cond;
}
