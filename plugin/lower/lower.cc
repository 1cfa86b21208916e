/* lower.cc -- find mapper declarations and uses in each function.
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

/* At PLUGIN_PRE_GENERICIZE, which GCC 12's C front end raises for each
   function at file scope once it is parsed (nested functions are part of
   their parent), the function is still GENERIC as the parser built it:
   statements in source order, blocks as BIND_EXPRs, the clauses of
   every OpenMP construct finished by c_finish_omp_clauses, and nothing
   implicit added yet.  The walk goes through it in source order:

     - a file-scope hidden mapper function (pragma.cc) registers its
       mapper at file scope, and its runtime function gets its body;
     - in a function, a BIND_EXPR opens a scope and the DECL_EXPR of a
       nested hidden function registers a block-scope mapper there;
     - each target, target data, target enter data, target exit data and
       target update construct (combined target constructs are a target
       construct here) gets its clauses expanded with the mappers visible
       at that point; a target construct first gets explicit map clauses
       for the variables it would map implicitly whose type has a default
       mapper (2.21.7: implicitly mapped list items use it too).

   Nested user functions are walked where they are defined, as C's
   scoping says.  */

#include "base/ompmapper-gcc.h"
#include "lower/lower.h"
#include "base/frontend.h"
#include "cgraph.h"

static void walk (tree *tp);

/* The clause list of the target construct STMT, or NULL.  */

tree *
ompm_construct_clauses (tree stmt)
{
  switch (TREE_CODE (stmt))
    {
    case OMP_TARGET:
      return &OMP_TARGET_CLAUSES (stmt);
    case OMP_TARGET_DATA:
      return &OMP_TARGET_DATA_CLAUSES (stmt);
    case OMP_TARGET_ENTER_DATA:
      return &OMP_TARGET_ENTER_DATA_CLAUSES (stmt);
    case OMP_TARGET_EXIT_DATA:
      return &OMP_TARGET_EXIT_DATA_CLAUSES (stmt);
    case OMP_TARGET_UPDATE:
      return &OMP_TARGET_UPDATE_CLAUSES (stmt);
    default:
      return NULL;
    }
}

/* Implicit mapping.  */

struct implicit_data
{
  hash_set<tree> *local;	/* Declared inside the region.  */
  hash_set<tree> *listed;	/* In a clause of the construct.  */
  vec<tree> found;		/* Candidates, in order of first use.  */
  hash_set<tree> *seen;
};

static tree
find_implicit_r (tree *tp, int *walk_subtrees, void *data)
{
  implicit_data *d = (implicit_data *) data;
  tree t = *tp;
  if (TREE_CODE (t) == BIND_EXPR)
    for (tree v = BIND_EXPR_VARS (t); v; v = DECL_CHAIN (v))
      d->local->add (v);
  else if (TREE_CODE (t) == DECL_EXPR)
    d->local->add (DECL_EXPR_DECL (t));
  /* A temporary the region makes (g++'s copy of an object a lambda
     captures by value): not one of the function's variables to map,
     and out of scope on the construct.  */
  else if (TREE_CODE (t) == TARGET_EXPR)
    d->local->add (TARGET_EXPR_SLOT (t));
  else if (TYPE_P (t))
    *walk_subtrees = 0;
  /* A variable that stands for an expression, a C++ lambda's capture
     (__closure->__s, *__closure->__r), is not one to map: g++ maps the
     closure and what it refers to (finish_omp_target_clauses), through
     the mappers as written clauses.  */
  else if ((VAR_P (t) || TREE_CODE (t) == PARM_DECL)
	   && !(VAR_P (t) && DECL_HAS_VALUE_EXPR_P (t))
	   && !d->seen->add (t))
    d->found.safe_push (t);
  return NULL_TREE;
}

/* The map kind that defaultmap clauses among CLAUSES give aggregates:
   GOMP_MAP_TOFROM without one, -1 when aggregates are not mapped
   (firstprivate, none, or "default" on a clause that says so).  */

static int
aggregate_map_kind (tree clauses)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    {
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_DEFAULTMAP)
	continue;
      enum omp_clause_defaultmap_kind cat = OMP_CLAUSE_DEFAULTMAP_CATEGORY (c);
      if (cat != OMP_CLAUSE_DEFAULTMAP_CATEGORY_UNSPECIFIED
	  && cat != OMP_CLAUSE_DEFAULTMAP_CATEGORY_AGGREGATE)
	continue;
      switch (OMP_CLAUSE_DEFAULTMAP_BEHAVIOR (c))
	{
	case OMP_CLAUSE_DEFAULTMAP_ALLOC:
	  return GOMP_MAP_ALLOC;
	case OMP_CLAUSE_DEFAULTMAP_TO:
	  return GOMP_MAP_TO;
	case OMP_CLAUSE_DEFAULTMAP_FROM:
	  return GOMP_MAP_FROM;
	case OMP_CLAUSE_DEFAULTMAP_TOFROM:
	case OMP_CLAUSE_DEFAULTMAP_DEFAULT:
	  return GOMP_MAP_TOFROM;
	default:
	  return -1;
	}
    }
  return GOMP_MAP_TOFROM;
}

/* Put before *CLAUSES, at LOC, what g++ makes of map(KIND: V) written
   by hand for V, a reference to OBJECT: map(KIND: *V) and
   map(firstprivate reference: V).  */

static void
map_referent (tree *clauses, location_t loc, tree v, tree object, int kind)
{
  tree pass = build_omp_clause (loc, OMP_CLAUSE_MAP);
  OMP_CLAUSE_SET_MAP_KIND (pass, GOMP_MAP_FIRSTPRIVATE_REFERENCE);
  OMP_CLAUSE_DECL (pass) = v;
  OMP_CLAUSE_SIZE (pass) = size_zero_node;
  OMP_CLAUSE_CHAIN (pass) = *clauses;
  tree c = build_omp_clause (loc, OMP_CLAUSE_MAP);
  OMP_CLAUSE_SET_MAP_KIND (c, kind);
  OMP_CLAUSE_DECL (c) = build1 (INDIRECT_REF, object, v);
  OMP_CLAUSE_SIZE (c) = TYPE_SIZE_UNIT (object);
  OMP_CLAUSE_CHAIN (c) = pass;
  *clauses = c;
}

/* Put before *CLAUSES, at LOC, map(KIND: V) for variable V.  */

static void
map_variable (tree *clauses, location_t loc, tree v, int kind)
{
  tree c = build_omp_clause (loc, OMP_CLAUSE_MAP);
  OMP_CLAUSE_SET_MAP_KIND (c, kind);
  OMP_CLAUSE_DECL (c) = v;
  OMP_CLAUSE_CHAIN (c) = *clauses;
  *clauses = c;
  TREE_ADDRESSABLE (v) = 1;
}

/* Whether variable V is not mapped by a target region that uses it: a
   "declare target" variable, or a thread-local one.  */

static bool
own_device_copy_p (tree v)
{
  return (is_global_var (v)
	  && (lookup_attribute ("omp declare target", DECL_ATTRIBUTES (v))
	      || lookup_attribute ("omp declare target link",
				   DECL_ATTRIBUTES (v))
	      || DECL_THREAD_LOCAL_P (v)));
}

/* Whether the defaultmap clauses among CLAUSES leave pointers
   treated as zero-length array sections, as they are without one.  */

static bool
pointers_as_sections_p (tree clauses)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_DEFAULTMAP
	&& (OMP_CLAUSE_DEFAULTMAP_CATEGORY (c)
	    == OMP_CLAUSE_DEFAULTMAP_CATEGORY_UNSPECIFIED
	    || OMP_CLAUSE_DEFAULTMAP_CATEGORY (c)
	       == OMP_CLAUSE_DEFAULTMAP_CATEGORY_POINTER)
	&& OMP_CLAUSE_DEFAULTMAP_BEHAVIOR (c) != OMP_CLAUSE_DEFAULTMAP_DEFAULT)
      return false;
  return true;
}

/* Add to the target construct STMT explicit map clauses for the
   variables whose type has a visible default mapper and which the region
   would map implicitly: referenced in it, declared outside it, not in any
   clause of it, and not "declare target"; and firstprivate clauses for
   the function pointers it would treat as zero-length array sections.  */

static void
add_implicit_maps (tree stmt, const vec<ompm_iter> &iters)
{
  tree *clauses = &OMP_TARGET_CLAUSES (stmt);
  int kind = aggregate_map_kind (*clauses);
  if (!OMP_TARGET_BODY (stmt))
    return;

  hash_set<tree> local, listed, seen;
  for (tree c = *clauses; c; c = OMP_CLAUSE_CHAIN (c))
    if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_DEFAULTMAP
	&& omp_clause_num_ops[OMP_CLAUSE_CODE (c)] > 0)
      {
	tree base = ompm_item_variable (OMP_CLAUSE_OPERAND (c, 0),
					 OMPM_WALK_COMPONENTS);
	if (base)
	  listed.add (base);
      }
  /* An array the items of an iterator clause lie in (a[i][0:len[i]], a
     an array of pointers) that no clause maps: the region maps it
     implicitly, after the items, whose pointers then stay unattached;
     mapped explicitly, it is held first (dynamic.cc, push_own_maps).
     Likewise an aggregate variable the items of a tofrom clause are
     parts of (a[i*10:5] of an array a, w[i] of an array of structs
     with a mapper), where the region would map it tofrom: mapped after
     them, libgomp would give it the device address of the first item,
     each mapped on its own (OpenMP 5.1, 2.21.7.1, allows several such
     items only where the array is present: then this is a count more).
     Not for to, from or alloc items: one item is a conforming list
     item, whose map type the whole variable's tofrom would undo.  */
  auto_vec<tree, 4> iter_arrays, iter_wholes;
  for (unsigned i = 0; i < iters.length (); i++)
    for (unsigned k = 0; k < iters[i].pieces.length (); k++)
      {
	/* The pointer the piece is reached through (a[i] of *a[i]), and
	   the array that holds it.  */
	tree p = iters[i].pieces[k];
	while (handled_component_p (p))
	  p = TREE_OPERAND (p, 0);
	if ((VAR_P (p) || TREE_CODE (p) == PARM_DECL)
	    && p != iters[i].pieces[k]
	    && AGGREGATE_TYPE_P (TREE_TYPE (p))
	    && (iters[i].clause->kind == OMPM_K_TOFROM
		|| iters[i].clause->kind == OMPM_K_NONE)
	    && iters[i].clause->code == OMP_CLAUSE_MAP
	    && !listed.contains (p) && !iter_wholes.contains (p))
	  iter_wholes.safe_push (p);
	if (TREE_CODE (p) != INDIRECT_REF && TREE_CODE (p) != MEM_REF)
	  continue;
	p = TREE_OPERAND (p, 0);
	STRIP_NOPS (p);
	if (TREE_CODE (p) == POINTER_PLUS_EXPR)
	  p = TREE_OPERAND (p, 0);
	tree base = ompm_item_variable (p, OMPM_WALK_COMPONENTS);
	if (base && !listed.contains (base)
	    && TREE_CODE (TREE_TYPE (base)) == ARRAY_TYPE
	    && !iter_arrays.contains (base))
	  iter_arrays.safe_push (base);
      }
  for (unsigned i = 0; i < iters.length (); i++)
    for (unsigned k = 0; k < iters[i].pieces.length (); k++)
      {
	tree base = ompm_item_variable (iters[i].pieces[k],
					 OMPM_WALK_COMPONENTS);
	if (base)
	  listed.add (base);
      }

  implicit_data d = { &local, &listed, vNULL, &seen };
  walk_tree_without_duplicates (&OMP_TARGET_BODY (stmt), find_implicit_r, &d);

  location_t loc = EXPR_LOCATION (stmt);
  if (kind == GOMP_MAP_TOFROM)
    for (unsigned i = 0; i < iter_wholes.length (); i++)
      if (!iter_arrays.contains (iter_wholes[i]))
	iter_arrays.safe_push (iter_wholes[i]);
  if (kind >= 0)
    for (unsigned i = 0; i < iter_arrays.length (); i++)
      {
	tree v = iter_arrays[i];
	if (!d.seen->contains (v) || local.contains (v)
	    || own_device_copy_p (v))
	  continue;
	map_variable (clauses, loc, v, kind);
      }
  /* defaultmap(present[: category]) (pragma.cc took it away from GCC):
     what the region maps implicitly in those categories is
     map(present, alloc:).  Clauses added for it get the construct's
     location, which marks them present.  */
  int present = ompm_defaultmap_present (loc);
  bool sections = pointers_as_sections_p (*clauses);
  for (unsigned i = 0; i < d.found.length (); i++)
    {
      tree v = d.found[i];
      if (local.contains (v) || listed.contains (v))
	continue;
      if (present && !own_device_copy_p (v))
	{
	  /* A C++ reference: its referent's category, the referent
	     mapped as g++ maps map(r) written by hand.  */
	  bool ref = TREE_CODE (TREE_TYPE (v)) == REFERENCE_TYPE;
	  tree t = ref ? TREE_TYPE (TREE_TYPE (v)) : TREE_TYPE (v);
	  int category = (POINTER_TYPE_P (t) ? OMPM_DEFAULTMAP_POINTER
			  : AGGREGATE_TYPE_P (t) ? OMPM_DEFAULTMAP_AGGREGATE
			  : OMPM_DEFAULTMAP_SCALAR);
	  /* For a pointer that is the pointer variable itself (5.1,
	     2.21.7.3), not what it points to.  */
	  if ((present & category) && (!ref || COMPLETE_TYPE_P (t)))
	    {
	      if (ref)
		map_referent (clauses, loc, v, t, GOMP_MAP_ALLOC);
	      else
		map_variable (clauses, loc, v, GOMP_MAP_ALLOC);
	      ompm_mark_present (loc);
	      continue;
	    }
	}
      /* A function pointer is a value to call (through the indirect-call
	 table), not storage to find on the device: firstprivate, local or
	 global (5.1, 2.21.7.2: a pointer whose target is not mapped keeps
	 its original value, as firstprivate).  GCC 12 would treat it as a
	 zero-length array section and pass a null pointer, since no
	 storage at a function's address is ever mapped.  A declare target
	 one has a device copy of its own (indirect.cc says how its value
	 is called); defaultmap for pointers other than the default is left
	 to GCC, none included.  */
      if (POINTER_TYPE_P (TREE_TYPE (v))
	  && TREE_CODE (TREE_TYPE (TREE_TYPE (v))) == FUNCTION_TYPE
	  && sections
	  && !own_device_copy_p (v))
	{
	  tree c = build_omp_clause (loc, OMP_CLAUSE_FIRSTPRIVATE);
	  OMP_CLAUSE_DECL (c) = v;
	  OMP_CLAUSE_CHAIN (c) = *clauses;
	  *clauses = c;
	  continue;
	}
      /* Arrays of mapped structs too: their elements go through the
	 mapper at run time.  A C++ reference's referent too.  */
      tree object = TREE_TYPE (v);
      bool ref = TREE_CODE (object) == REFERENCE_TYPE;
      if (ref)
	object = TREE_TYPE (object);
      tree type = object;
      while (TREE_CODE (type) == ARRAY_TYPE)
	type = TREE_TYPE (type);
      type = ompm_struct_type (type);
      int m = (kind < 0 || !type ? OMPM_NO_MAPPER
	       : ompm_find_mapper (ompm_visible_head, type, NULL_TREE));
      /* A type with only an implicit mapper (its members have mappers)
	 keeps GCC's map of the variable whole: libgomp 12 cannot map its
	 members one by one beside members of it mapped before (by a
	 target data region around), which GCC's implicit map of the
	 whole takes in.  */
      if (m == OMPM_NO_MAPPER || ompm_implicit_mapper_p (m))
	continue;
      if (ref)
	{
	  /* What g++ makes of map(V) written by hand: the referent mapped
	     (through the mapper) and the reference passed (firstprivate
	     reference).  */
	  if (COMPLETE_TYPE_P (object))
	    map_referent (clauses, loc, v, object, kind);
	  continue;
	}
      if (own_device_copy_p (v))
	continue;
      map_variable (clauses, loc, v, kind);
    }
  d.found.release ();

  /* g++'s own map(tofrom: *this) for a member function's region that
     uses members (finish_omp_target_clauses, at the construct's place):
     under defaultmap(present) of aggregates, map(present, alloc:) of
     the object.  (A map(tofrom: this[:1]) written so becomes the same
     clause, and the same.)  */
  if (present & OMPM_DEFAULTMAP_AGGREGATE)
    for (tree c = *clauses; c; c = OMP_CLAUSE_CHAIN (c))
      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	  && OMP_CLAUSE_LOCATION (c) == loc
	  && OMP_CLAUSE_MAP_KIND (c) == GOMP_MAP_TOFROM
	  && ompm_this_object_p (OMP_CLAUSE_DECL (c)))
	{
	  OMP_CLAUSE_SET_MAP_KIND (c, GOMP_MAP_ALLOC);
	  ompm_mark_present (loc);
	}
}

/* Expand the clauses of the target construct *TP.  If array sections of
   mapped types remain for run time, *TP becomes the code that maps them
   around the construct (dynamic.cc).  */

/* The iterator clauses a task carried for the target data construct
   inside it (iterator.cc), until the walk reaches it.  */
static tree task_target_data;
static vec<ompm_iter> task_iters;

static void
expand_construct (tree *tp)
{
  tree stmt = *tp;
  tree *clauses = ompm_construct_clauses (stmt);
  if (TREE_CODE (stmt) != OMP_TARGET && TREE_CODE (stmt) != OMP_TARGET_UPDATE
      && ompm_lowering_fn ())
    /* The bias pass is to see its function (bias.cc).  */
    ompm_note_data_construct_fn (ompm_lowering_fn ());
  ompm_construct c = { stmt, clauses, EXPR_LOCATION (stmt), NULL_TREE,
		       NULL_TREE, false, NULL_TREE, NULL_TREE };
  if (ompm_fe->construct)
    ompm_fe->construct (&c);
  auto_vec<ompm_iter, 2> iters;
  ompm_take_iterators (clauses, &iters);
  if (stmt == task_target_data)
    {
      iters.safe_splice (task_iters);
      task_iters.release ();
      task_target_data = NULL_TREE;
    }
  if (TREE_CODE (stmt) == OMP_TARGET)
    {
      ompm_quirk_drop_sections_of_whole_arrays (clauses);
      ompm_quirk_map_pointer_members (clauses);
      add_implicit_maps (stmt, iters);
    }
  else if (TREE_CODE (stmt) == OMP_TARGET_DATA)
    ompm_quirk_map_pointer_members (clauses);
  else if ((TREE_CODE (stmt) == OMP_TARGET_ENTER_DATA
	    || TREE_CODE (stmt) == OMP_TARGET_EXIT_DATA)
	   && !seen_error ())
    ompm_quirk_map_variable_pointer_members (clauses,
				  TREE_CODE (stmt) == OMP_TARGET_EXIT_DATA);
  bool changed;
  auto_vec<ompm_dyn, 4> dyn;
  *clauses = ompm_expand_clauses (*clauses, TREE_CODE (stmt),
				  ompm_visible_head, &changed, &dyn);
  ompm_forget_split_structs ();
  if (TREE_CODE (stmt) != OMP_TARGET_UPDATE)
    {
      if (!seen_error ())
	ompm_quirk_split_present_structs (clauses);
      ompm_quirk_order_members (clauses);
    }
  ompm_dump_construct (stmt, *clauses, changed, dyn.length ());

  /* Before anything moves: the checks of present items (present.cc),
     then the named checks of items pool mode may hold (guard.cc), then,
     for a target region, the preparation of its device's table of
     indirect functions (indirect.cc), then the sections mapped at run
     time (dynamic.cc), all in one construct context, which evaluates
     device and if once, for the first that asks.  */
  ompm_present_checks (&c, dyn);
  ompm_pool_guards (&c, dyn);
  if (TREE_CODE (stmt) == OMP_TARGET)
    ompm_prepare_target (&c);
  if (!dyn.is_empty () || !iters.is_empty ())
    *tp = ompm_lower_dynamic (&c, &dyn, &iters);
  ompm_release_iterators (&iters);
  if (c.before)
    {
      append_to_statement_list (*tp, &c.before);
      tree bind = build3 (BIND_EXPR, void_type_node, c.vars, c.before,
			  NULL_TREE);
      TREE_SIDE_EFFECTS (bind) = 1;
      SET_EXPR_LOCATION (bind, EXPR_LOCATION (stmt));
      *tp = bind;
    }
}

/* walk_tree callback: the first target data construct.  */

static tree
find_target_data (tree *tp, int *walk_subtrees, void *)
{
  if (TREE_CODE (*tp) == OMP_TARGET_DATA)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* A statement or expression whose operands may hold statements.  */

static bool
walkable_p (tree t)
{
  return (EXPR_P (t) || STATEMENT_CLASS_P (t)
	  || TREE_CODE (t) == STATEMENT_LIST);
}

static void
walk (tree *tp)
{
  tree t = *tp;
  if (!t || !walkable_p (t))
    return;

  switch (TREE_CODE (t))
    {
    case STATEMENT_LIST:
      for (tree_stmt_iterator i = tsi_start (t); !tsi_end_p (i); tsi_next (&i))
	walk (tsi_stmt_ptr (i));
      return;

    case BIND_EXPR:
      {
	int saved = ompm_push_scope ();
	walk (&BIND_EXPR_BODY (t));
	ompm_pop_scope (saved);
      }
      return;

    case DECL_EXPR:
      {
	tree decl = DECL_EXPR_DECL (t);
	if (TREE_CODE (decl) == FUNCTION_DECL && DECL_SAVED_TREE (decl))
	  {
	    int rt = ompm_mapper_rt_index (decl);
	    if (rt >= 0)
	      ompm_fill_runtime_mapper (rt);
	    else if (rt == -1)
	      ;
	    else if (ompm_mapper_fn_p (decl))
	      ompm_register_mapper (decl, false);
	    else
	      {
		/* A nested function sees what is visible where it is.  */
		int saved = ompm_visible_head;
		walk (&DECL_SAVED_TREE (decl));
		ompm_visible_head = saved;
	      }
	    return;
	  }
	if (VAR_P (decl) && ompm_fe->block_mapper
	    && ompm_fe->block_mapper (decl))
	  return;
	if (VAR_P (decl) && DECL_INITIAL (decl))
	  walk (&DECL_INITIAL (decl));
      }
      return;

    case OMP_TARGET:
    case OMP_TARGET_DATA:
    case OMP_TARGET_ENTER_DATA:
    case OMP_TARGET_EXIT_DATA:
    case OMP_TARGET_UPDATE:
      expand_construct (tp);
      break;

    case OMP_TASK:
      /* A task iterator.cc put around a target data construct to carry
	 its iterator clauses: the target data takes its place.  */
      {
	auto_vec<ompm_iter, 2> iters;
	if (ompm_take_iterators (&OMP_TASK_CLAUSES (t), &iters))
	  {
	    tree body = OMP_TASK_BODY (t);
	    tree data = walk_tree_without_duplicates (&body, find_target_data,
						      NULL);
	    ompm_release_iterators (&task_iters);
	    task_iters.safe_splice (iters);
	    task_target_data = data;
	    *tp = body;
	    walk (tp);
	    return;
	  }
      }
      break;

    default:
      break;
    }

  for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
    walk (&TREE_OPERAND (t, i));
}

/* PLUGIN_PRE_GENERICIZE.  */

static void
on_pre_genericize (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  int rt = ompm_mapper_rt_index (fndecl);
  if (rt != -2 || ompm_mapper_fn_p (fndecl))
    /* A mapper's hidden functions are the host's alone, also where the
       mapper stands in a declare target block (the runtime function
       calls libgompx, which the device has not).  */
    {
      for (const char *a : { "omp declare target",
			     "omp declare target block",
			     "omp declare target host",
			     "omp declare target nohost" })
	DECL_ATTRIBUTES (fndecl) = remove_attribute (a, DECL_ATTRIBUTES
							    (fndecl));
      if (cgraph_node *n = cgraph_node::get (fndecl))
	n->offloadable = 0;
    }
  if (rt != -2)
    {
      if (ompm_fe->runtime_fn)
	ompm_fe->runtime_fn (fndecl);
      if (rt >= 0)
	ompm_fill_runtime_mapper (rt);
      return;
    }
  if (ompm_mapper_fn_p (fndecl))
    {
      ompm_fe->register_mapper_fn (fndecl);
      return;
    }
  if (ompm_indirect_fn_p (fndecl))
    return;
  if (ompm_fe->can_lower && !ompm_fe->can_lower (fndecl))
    return;
  ompm_lower_function (fndecl);
}

void
ompm_lower_function (tree fndecl)
{
  ompm_set_lowering_fn (fndecl);
  ompm_forget_present ();
  ompm_dump_function (fndecl);
  location_t limit = (ompm_fe->visibility_limit
		      ? ompm_fe->visibility_limit (fndecl) : UNKNOWN_LOCATION);
  /* A scope of its own, which applies the limit even to a body with no
     BIND_EXPR (C++'s without declarations), and holds the mappers of
     the blocks around it; its end lifts both.  */
  if (limit != UNKNOWN_LOCATION)
    ompm_limit_file_scope (limit);
  int saved = ompm_push_scope ();
  unsigned depth = ompm_scope_depth ();
  if (ompm_fe->enclosing_mappers)
    ompm_fe->enclosing_mappers (fndecl);
  walk (&DECL_SAVED_TREE (fndecl));
  while (ompm_scope_depth () > depth)
    ompm_pop_scope (saved);
  ompm_pop_scope (saved);
}

static void
on_finish_unit (void *, void *)
{
  ompm_dump_finish ();
}

void
ompm_register_lowering (void)
{
  register_callback (ompm_plugin_name, PLUGIN_PRE_GENERICIZE,
		     on_pre_genericize, NULL);
  register_callback (ompm_plugin_name, PLUGIN_FINISH_UNIT, on_finish_unit,
		     NULL);
}
