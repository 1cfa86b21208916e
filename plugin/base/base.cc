/* base.cc -- what every layer of the plugin uses: its name and front
   end, the trees it keeps, map kinds, small tree predicates, runtime
   declarations, pass registration.
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
#include "context.h"
#include "tree-pass.h"
#include "base/base.h"
#include "base/frontend.h"

const char *ompm_plugin_name;
const ompm_frontend *ompm_fe;

/* Every tree the plugin keeps across functions: the mappers' variables
   and clauses, whose hidden functions are emptied.  A GC root.  */
static GTY (()) vec<tree, va_gc> *kept_trees;

void
ompm_keep (tree t)
{
  vec_safe_push (kept_trees, t);
}

static const struct ggc_root_tab gc_roots[] = {
  { &kept_trees, 1, sizeof (kept_trees), &gt_ggc_mx_vec_tree_va_gc_,
    &gt_pch_nx_vec_tree_va_gc_ },
  LAST_GGC_ROOT_TAB
};

void
ompm_register_gc_roots (void)
{
  register_callback (ompm_plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     const_cast<ggc_root_tab *> (gc_roots));
}


tree
ompm_deref_pointer (tree t)
{
  if (TREE_CODE (t) == INDIRECT_REF
      || (TREE_CODE (t) == MEM_REF && integer_zerop (TREE_OPERAND (t, 1))))
    return TREE_OPERAND (t, 0);
  return NULL_TREE;
}

bool
ompm_this_parm_p (tree t)
{
  return (TREE_CODE (t) == PARM_DECL && DECL_ARTIFICIAL (t) && DECL_NAME (t)
	  && id_equal (DECL_NAME (t), "this"));
}

/* Whether ITEM is *this, a C++ member function's object.  */

bool
ompm_this_object_p (tree item)
{
  if (TREE_CODE (item) != INDIRECT_REF && TREE_CODE (item) != MEM_REF)
    return false;
  tree p = TREE_OPERAND (item, 0);
  STRIP_NOPS (p);
  return ompm_this_parm_p (p);
}

/* The base kind of GOMP_MAP kind KIND; *ALWAYS says whether it had the
   always modifier.  */

ompm_kind
ompm_base_kind (int kind, bool *always)
{
  *always = false;
  switch (kind)
    {
    case GOMP_MAP_ALLOC:
      return OMPM_K_ALLOC;
    case GOMP_MAP_ALWAYS_TO:
      *always = true;
      /* FALLTHRU */
    case GOMP_MAP_TO:
      return OMPM_K_TO;
    case GOMP_MAP_ALWAYS_FROM:
      *always = true;
      /* FALLTHRU */
    case GOMP_MAP_FROM:
      return OMPM_K_FROM;
    case GOMP_MAP_ALWAYS_TOFROM:
      *always = true;
      /* FALLTHRU */
    case GOMP_MAP_TOFROM:
      return OMPM_K_TOFROM;
    case GOMP_MAP_RELEASE:
      return OMPM_K_RELEASE;
    case GOMP_MAP_DELETE:
      return OMPM_K_DELETE;
    default:
      return OMPM_K_NONE;
    }
}

/* The GOMP_MAP kind for base kind B, with the always modifier if ALWAYS
   (which only kinds that copy carry).  */

int
ompm_gomp_kind (ompm_kind b, bool always)
{
  switch (b)
    {
    case OMPM_K_ALLOC:
      return GOMP_MAP_ALLOC;
    case OMPM_K_TO:
      return always ? GOMP_MAP_ALWAYS_TO : GOMP_MAP_TO;
    case OMPM_K_FROM:
      return always ? GOMP_MAP_ALWAYS_FROM : GOMP_MAP_FROM;
    case OMPM_K_TOFROM:
      return always ? GOMP_MAP_ALWAYS_TOFROM : GOMP_MAP_TOFROM;
    case OMPM_K_RELEASE:
      return GOMP_MAP_RELEASE;
    case OMPM_K_DELETE:
      return GOMP_MAP_DELETE;
    default:
      gcc_unreachable ();
    }
}

/* Whether map clause C is one of the pointer clauses GCC adds after an
   array section's clause (attach_detach for data constructs, a
   firstprivate pointer for target; after gimplification attach, detach,
   a firstprivate reference too).  */

bool
ompm_pointer_clause_p (tree c)
{
  if (!c || OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
    return false;
  switch (OMP_CLAUSE_MAP_KIND (c))
    {
    case GOMP_MAP_ATTACH_DETACH:
    case GOMP_MAP_ATTACH:
    case GOMP_MAP_DETACH:
    case GOMP_MAP_FIRSTPRIVATE_POINTER:
    case GOMP_MAP_FIRSTPRIVATE_REFERENCE:
    case GOMP_MAP_POINTER:
    case GOMP_MAP_ALWAYS_POINTER:
      return true;
    default:
      return false;
    }
}

void
ompm_register_pass_before_omplower (opt_pass *pass)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = "omplower";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback (ompm_plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &info);
}

/* The function whose constructs are being lowered.  */
static tree lowering_fn;

tree
ompm_lowering_fn (void)
{
  return lowering_fn;
}

void
ompm_set_lowering_fn (tree fndecl)
{
  lowering_fn = fndecl;
}

tree
ompm_item_variable (tree t, unsigned how, int *derefs, bool *member)
{
  int d = 0;
  bool m = false;
  if (derefs)
    *derefs = 0;
  if (member)
    *member = false;
  if (!t || t == error_mark_node)
    return NULL_TREE;
  if (how & OMPM_WALK_COMPONENTS)
    {
      if (TREE_CODE (t) == TREE_LIST)
	t = TREE_PURPOSE (t);
      /* g++'s "(struct S *) this".  */
      STRIP_NOPS (t);
      t = get_base_address (t);
      /* A C++ reference's referent (r.m is (*r).m): the reference.  */
      tree ref = t ? ompm_deref_pointer (t) : NULL_TREE;
      if (ref && DECL_P (ref) && TREE_CODE (TREE_TYPE (ref)) == REFERENCE_TYPE)
	t = ref;
    }
  else
    for (;; t = TREE_OPERAND (t, 0))
      {
	enum tree_code code = TREE_CODE (t);
	if (code == COMPONENT_REF)
	  m = true;
	else if (code == ARRAY_REF)
	  ;
	else if (!(how & OMPM_WALK_POINTERS))
	  break;
	else if (code == INDIRECT_REF || code == MEM_REF)
	  d++;
	else if (code == PLUS_EXPR)
	  {
	    if (!(how & OMPM_WALK_PLUS))
	      break;
	  }
	else if (code != ARRAY_RANGE_REF && code != POINTER_PLUS_EXPR
		 && code != ADDR_EXPR && !CONVERT_EXPR_CODE_P (code)
		 && code != VIEW_CONVERT_EXPR && code != NON_LVALUE_EXPR
		 && code != SAVE_EXPR)
	  break;
      }
  if (derefs)
    *derefs = d;
  if (member)
    *member = m;
  return t && (VAR_P (t) || TREE_CODE (t) == PARM_DECL) ? t : NULL_TREE;
}
