/* fe-cxx.cc -- the plugin in cc1plus, the C++ front end (in progress).
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

/* cc1plus lexes the whole file before it parses (doc/design.md, "C++"):
   what the lexer hands back must be valid in every scope, and scope is
   known only in a pragma's handler, which the parser runs where it
   stands.  A mapper becomes

     #pragma ompmapper declare_mapper 7
     #line N
     struct __ompm_hidden_7 { static void __ompm_mapper_7 (struct S &v) {
     #line N
     #pragma omp target map(to: v, v.d[0:v.len])
     #line N
     ;
     #line N
     } static void __ompm_mapper_rt_7 (void *, void *, int) { } };

   The member functions have the names of C's hidden functions, so that
   the registry and lowering find them as in C.  The pragma's handler
   sees where the mapper stands: only the global namespace, so far; a
   mapper elsewhere is a sorry, and never registered.  At
   PLUGIN_PRE_GENERICIZE of __ompm_mapper_7 its body takes C's shape:
   GCC gave the reference V's clauses as *V (map(to: *v), v->d...) with
   a "firstprivate reference" companion, which become a variable V of
   the struct type and its members, the companion dropped.  The runtime
   function, an inline member and so of vague linkage, becomes local to
   the translation unit, since another unit's mapper of the same number
   is another function.

   A template's instantiation, lowered where the file ends, sees the
   mappers declared before the template (visibility_limit).

   The C++ parser gives each list item's clause the location of the
   item's first token: the lexer keys the mapper(ID) and present
   modifiers of target constructs by those (places_per_item).

   Not yet (a sorry where met): mappers at block, class and namespace
   scope and in templates; iterators on target constructs; declare
   target indirect and begin declare target; mapper expressions that
   make temporaries (std::min (v.len, 8)).  */

#define OMPM_CXX_FRONTEND 1
#include "ompmapper-gcc.h"
#include "ompmapper.h"
#include "frontend.h"

/* cc1plus's (weak: the plugin is loaded into cc1 too, which has
   neither).  */
#pragma weak scope_chain
#pragma weak cp_global_trees

#define MAPPER_PRAGMA_NAME OMPM_MAPPER_PRAGMA_NAME

/* What needs the parser in the directive's scope at lex time is a sorry
   before these are called (lexes_as_it_parses).  */

static bool
cxx_file_scope_p (void)
{
  return false;
}

static tree
cxx_lookup (tree)
{
  return NULL_TREE;
}

static void
cxx_declare_at_file_scope (tree var)
{
  sorry_at (DECL_SOURCE_LOCATION (var), "iterators in %s", ompm_fe->name);
}

static void
cxx_open_declare_target (void)
{
  sorry ("%<#pragma omp begin declare target%> in %s", ompm_fe->name);
}

/* The variable is the hidden function's parameter.  */

static void
cxx_mapper_variable (ompm_text *, const ompm_directive *, int, int)
{
}

static void
cxx_hand_back_mapper (ompm_directive *d, unsigned index, int first,
		      int last, ompm_text *body, int line)
{
  ompm_text fn;
  ompm_text_begin (&fn, d);
  char buf[100];
  snprintf (buf, sizeof buf, "#pragma " OMPM_PRAGMA_SPACE " "
	    MAPPER_PRAGMA_NAME " %u\n", index);
  ompm_text_str (&fn, buf);
  ompm_text_line (&fn, line);
  snprintf (buf, sizeof buf, "struct __ompm_hidden_%u { static void "
	    OMPM_MAPPER_FN_PREFIX "%u (", index, index);
  ompm_text_str (&fn, buf);
  ompm_text_tokens (&fn, d, first, last - 1);
  ompm_text_str (&fn, " &");
  ompm_text_tokens (&fn, d, last - 1, last);
  ompm_text_str (&fn, ") {\n");
  ompm_text_add (&fn, body->s, body->len);
  XDELETEVEC (body->s);
  ompm_text_line (&fn, line);
  snprintf (buf, sizeof buf, "} static void " OMPM_MAPPER_RT_PREFIX "%u ",
	    index);
  ompm_text_str (&fn, buf);
  ompm_text_str (&fn, OMPM_MAPPER_RT_PARMS " { } };\n");
  ompm_push_text (d, &fn);
}

/* "#pragma ompmapper declare_mapper N", before mapper N's struct: where
   the parser stands is where the mapper is declared.  */

static void
on_mapper_pragma (cpp_reader *)
{
  unsigned index = ompm_mapper_pragma_index ();
  if (index >= ompm_mapper_decls.length ())
    {
      error ("%<#pragma " OMPM_PRAGMA_SPACE "%> is internal to the plugin");
      return;
    }
  ompm_mapper_decl &decl = ompm_mapper_decls[index];
  if (current_function_decl || !scope_chain || current_class_type
      || current_namespace != global_namespace)
    {
      decl.refused = true;
      sorry_at (decl.loc, "%<#pragma omp declare mapper%> at block, class "
		"or namespace scope in %s", ompm_fe->name);
    }
}

/* g++'s diagnostics name the function they occur in, through the
   diagnostic starter (cp_diagnostic_starter, which reads
   current_function_decl; lang_hooks.print_error_function, which C's
   go through, is not called): in a mapper's hidden function none, as
   for the directive itself at namespace scope.  */

static diagnostic_starter_fn prev_starter;

static void
starter (diagnostic_context *context, diagnostic_info *diagnostic)
{
  tree saved = current_function_decl;
  if (saved && ompm_hidden_fn_p (saved))
    current_function_decl = NULL_TREE;
  prev_starter (context, diagnostic);
  current_function_decl = saved;
}

static void
ompm_cxx_init (void)
{
  c_register_pragma (OMPM_PRAGMA_SPACE, MAPPER_PRAGMA_NAME,
		     on_mapper_pragma);
  prev_starter = diagnostic_starter (global_dc);
  diagnostic_starter (global_dc) = starter;
}

/* The hidden function's body in C's shape.  */

struct reshape
{
  tree parm, var;
  vec<tree> targets;
  bool temporary;
};

/* The user's *PARM, an object of the mapper's type, becomes VAR; PARM
   used otherwise (a reference passed on, the object argument of a
   member function) becomes VAR's address; NON_LVALUE_EXPRs go.  A
   temporary (TARGET_EXPR) or another code of C++'s own in a clause,
   which the runtime function could not take, sets TEMPORARY.  */

static tree
deref_r (tree *tp, int *walk_subtrees, void *data)
{
  reshape *r = (reshape *) data;
  while (TREE_CODE (*tp) == NON_LVALUE_EXPR)
    *tp = TREE_OPERAND (*tp, 0);
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) == TARGET_EXPR
      || (int) TREE_CODE (t) >= (int) LAST_AND_UNUSED_TREE_CODE)
    r->temporary = true;
  tree op = (TREE_CODE (t) == INDIRECT_REF
	     || (TREE_CODE (t) == MEM_REF
		 && integer_zerop (TREE_OPERAND (t, 1)))
	     ? TREE_OPERAND (t, 0) : NULL_TREE);
  while (op && (TREE_CODE (op) == NON_LVALUE_EXPR || CONVERT_EXPR_P (op)))
    op = TREE_OPERAND (op, 0);
  if (op == r->parm
      && TYPE_MAIN_VARIANT (TREE_TYPE (t))
	 == TYPE_MAIN_VARIANT (TREE_TYPE (r->var)))
    {
      *tp = r->var;
      *walk_subtrees = 0;
    }
  else if (t == r->parm)
    *tp = build1 (NOP_EXPR, TREE_TYPE (t), build_fold_addr_expr (r->var));
  return NULL_TREE;
}

static tree
find_targets_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == OMP_TARGET)
    {
      ((reshape *) data)->targets.safe_push (*tp);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

static void
cxx_register_mapper_fn (tree fndecl)
{
  tree parm = DECL_ARGUMENTS (fndecl);
  unsigned index = atoi (IDENTIFIER_POINTER (DECL_NAME (fndecl))
			 + strlen (OMPM_MAPPER_FN_PREFIX));
  if (index < ompm_mapper_decls.length () && !ompm_mapper_decls[index].refused
      && parm && TREE_CODE (TREE_TYPE (parm)) == REFERENCE_TYPE)
    {
      reshape r;
      r.parm = parm;
      r.var = build_decl (DECL_SOURCE_LOCATION (parm), VAR_DECL,
			  DECL_NAME (parm), TREE_TYPE (TREE_TYPE (parm)));
      DECL_CONTEXT (r.var) = fndecl;
      r.targets = vNULL;
      r.temporary = false;
      walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl),
				    find_targets_r, &r);
      tree list = alloc_stmt_list ();
      for (unsigned i = 0; i < r.targets.length (); i++)
	{
	  tree t = r.targets[i];
	  tree *pc = &OMP_TARGET_CLAUSES (t);
	  while (*pc)
	    {
	      tree c = *pc;
	      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
		  && OMP_CLAUSE_MAP_KIND (c) == GOMP_MAP_FIRSTPRIVATE_REFERENCE
		  && OMP_CLAUSE_DECL (c) == parm)
		{
		  *pc = OMP_CLAUSE_CHAIN (c);
		  continue;
		}
	      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP)
		{
		  walk_tree (&OMP_CLAUSE_DECL (c), deref_r, &r, NULL);
		  walk_tree (&OMP_CLAUSE_SIZE (c), deref_r, &r, NULL);
		}
	      pc = &OMP_CLAUSE_CHAIN (c);
	    }
	  append_to_statement_list (t, &list);
	}
      r.targets.release ();
      if (r.temporary)
	sorry_at (ompm_mapper_decls[index].loc, "an expression that makes "
		  "a temporary in %<#pragma omp declare mapper%> in %s",
		  ompm_fe->name);
      else
	{
	  DECL_SAVED_TREE (fndecl) = build3 (BIND_EXPR, void_type_node,
					     r.var, list, NULL_TREE);
	  ompm_register_mapper (fndecl, true);
	}
    }
  /* Nothing in it is to be compiled.  */
  DECL_SAVED_TREE (fndecl) = alloc_stmt_list ();
}

/* An inline member has vague linkage: one of this translation unit.
   Its empty body becomes the BIND_EXPR dynamic.cc fills, as C's is.  */

static void
cxx_runtime_fn (tree fndecl)
{
  tree body = DECL_SAVED_TREE (fndecl);
  if (!body || TREE_CODE (body) != BIND_EXPR)
    DECL_SAVED_TREE (fndecl) = build3 (BIND_EXPR, void_type_node, NULL_TREE,
				       alloc_stmt_list (), NULL_TREE);
  TREE_PUBLIC (fndecl) = 0;
  DECL_COMDAT (fndecl) = 0;
  DECL_WEAK (fndecl) = 0;
  DECL_EXTERNAL (fndecl) = 0;
  DECL_INTERFACE_KNOWN (fndecl) = 1;
  DECL_NOT_REALLY_EXTERN (fndecl) = 1;
  if (symtab_node *n = symtab_node::get (fndecl))
    n->set_comdat_group (NULL);
}

/* A template's instantiation, lowered where the file ends, sees the
   mappers declared before the template.  */

static location_t
cxx_visibility_limit (tree fndecl)
{
  if (DECL_LANG_SPECIFIC (fndecl) && DECL_USE_TEMPLATE (fndecl))
    return DECL_SOURCE_LOCATION (fndecl);
  return UNKNOWN_LOCATION;
}

/* The C++ parser wraps a pointer in a NON_LVALUE_EXPR where C does not
   (*NON_LVALUE_EXPR <p>): gone, the clauses have C's shapes.  */

static tree
strip_r (tree *tp, int *walk_subtrees, void *)
{
  while (TREE_CODE (*tp) == NON_LVALUE_EXPR)
    *tp = TREE_OPERAND (*tp, 0);
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static void
cxx_construct_clauses (tree *clauses)
{
  for (tree c = *clauses; c; c = OMP_CLAUSE_CHAIN (c))
    if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	|| OMP_CLAUSE_CODE (c) == OMP_CLAUSE_TO
	|| OMP_CLAUSE_CODE (c) == OMP_CLAUSE_FROM)
      walk_tree (&OMP_CLAUSE_DECL (c), strip_r, NULL, NULL);
}

/* The frontend's decl_spelling: the name as g++'s messages give it.  */

static char *
cxx_decl_spelling (tree decl)
{
  return xstrdup (lang_hooks.decl_printable_name (decl, 1));
}

const ompm_frontend ompm_fe_cxx = {
  "C++",
  cxx_file_scope_p,
  cxx_lookup,
  cxx_declare_at_file_scope,
  cxx_open_declare_target,
  cxx_mapper_variable,
  cxx_hand_back_mapper,
  ompm_cxx_init,
  cxx_register_mapper_fn,
  cxx_runtime_fn,
  cxx_visibility_limit,
  cxx_decl_spelling,
  cxx_construct_clauses,
  false,
  true
};
