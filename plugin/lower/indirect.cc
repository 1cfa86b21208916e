/* indirect.cc -- declare target ... indirect, at lowering: calls through
   pointers in code that may run on a device translated, the indirect-call
   table of a target region's device prepared.
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

/* What the lexer made of the directives (declare-target.cc) registers
   the indirect functions with libgompx; here, at PRE_GENERICIZE (lower.cc
   calls in here), every target region gets GOMPX_indirect_prepare
   (device) before it, and a GIMPLE pass makes every call through a
   pointer in a target region or in a declare target function
   (implicitly so too) call __gompx_translate_fptr on the pointer first
   (identity on the host); host code keeps its calls.  */

#include "base/ompmapper-gcc.h"
#include "lower/lower.h"
#include "base/frontend.h"
#include "context.h"
#include "tree-pass.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"

/* The prefix of everything a registration declares: no prepare call and
   no translation in its own target regions.  */
#define IND_PREFIX OMPM_INDIRECT_PREFIX

static tree fn_translate, fn_prepare;

static void
init_decls (void)
{
  if (fn_translate)
    return;
  fn_translate = ompm_runtime (OMPM_RT_TRANSLATE_FPTR);
  /* Called in target regions: the device library defines it.  */
  DECL_ATTRIBUTES (fn_translate)
    = tree_cons (get_identifier ("omp declare target"), NULL_TREE,
		 NULL_TREE);
  DECL_PURE_P (fn_translate) = 1;
  fn_prepare = ompm_runtime (OMPM_RT_INDIRECT_PREPARE);
}

/* Translating calls through pointers in code that may run on a device
   (a GIMPLE pass before omplower: by then GCC 12 has found the functions
   that are declare target implicitly, because a target region or a
   declare target function calls them, and target regions are still in
   their functions).  Host code keeps its calls as they are.  */

/* A temporary of TYPE, declared in BIND.  */

static tree
bind_temporary (gbind *bind, tree type)
{
  tree t = create_tmp_var_raw (type, "ompm_fp");
  gimple_bind_append_vars (bind, t);
  return t;
}

/* Make the call through a pointer at GSI call
   __gompx_translate_fptr (pointer) instead, with temporaries in BIND.  */

static void
translate_call (gimple_stmt_iterator *gsi, gbind *bind)
{
  gcall *call = as_a <gcall *> (gsi_stmt (*gsi));
  tree fn = gimple_call_fn (call);
  location_t loc = gimple_location (call);
  tree p = bind_temporary (bind, ptr_type_node);
  gimple *g = gimple_build_assign (p, NOP_EXPR, fn);
  gimple_set_location (g, loc);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  tree q = bind_temporary (bind, ptr_type_node);
  gcall *c = gimple_build_call (fn_translate, 1, p);
  gimple_call_set_lhs (c, q);
  gimple_set_location (c, loc);
  gsi_insert_before (gsi, c, GSI_SAME_STMT);
  tree r = bind_temporary (bind, TREE_TYPE (fn));
  g = gimple_build_assign (r, NOP_EXPR, q);
  gimple_set_location (g, loc);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  gimple_call_set_fn (call, r);
}

/* The walk's state: the innermost GIMPLE_BIND, and how many target
   regions (or the function itself, when it is declare target) the walk
   is in.  */

struct translate_walk
{
  gbind *bind;
  int device;
};

static tree
translate_stmt (gimple_stmt_iterator *gsi, bool *handled,
		struct walk_stmt_info *wi)
{
  translate_walk *w = (translate_walk *) wi->info;
  gimple *stmt = gsi_stmt (*gsi);
  switch (gimple_code (stmt))
    {
    case GIMPLE_BIND:
      {
	gbind *saved = w->bind;
	w->bind = as_a <gbind *> (stmt);
	walk_gimple_seq_mod (gimple_bind_body_ptr (w->bind), translate_stmt,
			     NULL, wi);
	w->bind = saved;
	*handled = true;
      }
      break;
    case GIMPLE_OMP_TARGET:
      if (gimple_omp_target_kind (stmt) == GF_OMP_TARGET_KIND_REGION)
	{
	  w->device++;
	  walk_gimple_seq_mod (gimple_omp_body_ptr (stmt), translate_stmt,
			       NULL, wi);
	  w->device--;
	  *handled = true;
	}
      break;
    case GIMPLE_CALL:
      {
	gcall *call = as_a <gcall *> (stmt);
	tree fn = gimple_call_fn (call);
	if (w->device && w->bind && fn && !gimple_call_internal_p (call)
	    && !(TREE_CODE (fn) == ADDR_EXPR
		 && TREE_CODE (TREE_OPERAND (fn, 0)) == FUNCTION_DECL))
	  translate_call (gsi, w->bind);
      }
      break;
    default:
      break;
    }
  return NULL_TREE;
}

namespace {

const pass_data translate_pass_data =
{
  GIMPLE_PASS,
  "ompmapper-indirect",		/* name */
  OPTGROUP_OMP,			/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_gimple_any,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class translate_pass : public gimple_opt_pass
{
public:
  translate_pass (gcc::context *ctx)
    : gimple_opt_pass (translate_pass_data, ctx) {}

  bool
  gate (function *fun) final override
  {
    return (flag_openmp && !ompm_indirect_fn_p (fun->decl)
	    && (fun->has_omp_target
		|| lookup_attribute ("omp declare target",
				     DECL_ATTRIBUTES (fun->decl))));
  }

  unsigned int
  execute (function *fun) final override
  {
    init_decls ();
    translate_walk w = { NULL, lookup_attribute ("omp declare target",
						 DECL_ATTRIBUTES (fun->decl))
			       != NULL_TREE };
    struct walk_stmt_info wi;
    memset (&wi, 0, sizeof wi);
    wi.info = &w;
    gimple_seq body = gimple_body (fun->decl);
    walk_gimple_seq_mod (&body, translate_stmt, NULL, &wi);
    gimple_set_body (fun->decl, body);
    return 0;
  }
};

} // anon namespace

/* Whether FNDECL is part of a registration (its target regions are the
   runtime's own).  */

bool
ompm_indirect_fn_p (tree fndecl)
{
  return (DECL_NAME (fndecl)
	  && startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)), IND_PREFIX));
}

/* Append to C->before, for target region C, the preparation of its
   device's indirect-call table, unless its if clause is false.  */

void
ompm_prepare_target (ompm_construct *c)
{
  init_decls ();
  tree dev, cond;
  ompm_construct_device (c, &dev, &cond);
  tree call = build_call_expr_loc (c->loc, fn_prepare, 1,
				   unshare_expr (dev));
  /* With if(false) the region runs on the host: nothing to prepare.  */
  if (cond)
    call = build3 (COND_EXPR, void_type_node, cond, call, NULL_TREE);
  append_to_statement_list (call, &c->before);
}

void
ompm_register_indirect (void)
{
  ompm_register_declare_target ();
  ompm_register_pass_before_omplower (new translate_pass (g));
}
