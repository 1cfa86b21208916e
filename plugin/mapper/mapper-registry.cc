/* mapper-registry.cc -- the declared mappers and where each is visible.
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

/* A mapper is visible as a variable declared at the same place would be:
   in the rest of its scope, nearest declaration first.  The registry
   keeps every mapper in declaration order, each linked to the mapper
   that was visible just before it; the head of that chain at any point
   of the walk in lower.cc is what is visible there.  Entering a block
   saves the head and leaving it restores it, so inner declarations
   vanish with their block, and a lookup that walks the chain from the
   head finds the innermost declaration first.  File-scope mappers are
   registered between functions, when GCC finishes their hidden function,
   so a function never sees one declared after it.  */

#include "base/ompmapper-gcc.h"
#include "mapper/mapper.h"
#include "base/frontend.h"

/* The mappers, by index; each lives as long as cc1, so that a pointer
   to one stays valid while others are added (an implicit mapper may be
   made in the middle of an expansion).  */
static vec<ompm_mapper *> mappers;

/* Bumped whenever a mapper's visibility or rank changes
   (ompm_set_mapper_visibility): what implicit_mapper_for made under
   other visibilities is not reused.  */
static unsigned visibility_epoch;

/* The mapper whose clauses' lookups are being made
   (ompm_nested_lookup_begin), or OMPM_NO_MAPPER.  */
static int lookup_from = OMPM_NO_MAPPER;

/* Whether a mapper whose visibility the front end decides has been
   registered (decl_visibility).  */
static bool any_scope_decl;

int
ompm_nested_lookup_begin (int m)
{
  int saved = lookup_from;
  lookup_from = m;
  return saved;
}

void
ompm_nested_lookup_end (int saved)
{
  lookup_from = saved;
}

/* The visible chain at file scope, and at the current point of the walk.  */
static int file_head = OMPM_NO_MAPPER;
int ompm_visible_head = OMPM_NO_MAPPER;

/* Scopes: 0 is file scope; each block entered while lowering a function
   gets a fresh number.  */
static int current_scope;
static int scope_counter;
static vec<int> scope_stack;

/* Enter a block: return the head to restore when it ends.  Entering the
   outermost block of a function starts from the file-scope chain.  */

/* Mappers declared at file scope after this place are not visible in
   the function being lowered (UNKNOWN_LOCATION: all are): a template
   instantiation, lowered where the file ends, sees those before the
   template (ompm_fe->visibility_limit) -- but a class's, whichever
   its place in the class, as the class's members see each other
   (visible_rank).  */
static location_t file_limit = UNKNOWN_LOCATION;

void
ompm_limit_file_scope (location_t limit)
{
  if (file_limit != limit)
    visibility_epoch++;
  file_limit = limit;
}

int
ompm_push_scope (void)
{
  if (scope_stack.is_empty ())
    ompm_visible_head = file_head;
  scope_stack.safe_push (current_scope);
  current_scope = ++scope_counter;
  return ompm_visible_head;
}

int
ompm_mapper_count (void)
{
  return mappers.length ();
}

unsigned
ompm_scope_depth (void)
{
  return scope_stack.length ();
}

void
ompm_pop_scope (int saved_head)
{
  current_scope = scope_stack.pop ();
  ompm_visible_head = saved_head;
  if (scope_stack.is_empty ())
    {
      ompm_visible_head = file_head;
      ompm_limit_file_scope (UNKNOWN_LOCATION);
    }
}

const ompm_mapper *
ompm_mapper_at (int index)
{
  return mappers[index];
}

/* TYPE's unqualified main variant if it is a struct or union type, else
   NULL_TREE: the type a mapper is looked up for.  */

tree
ompm_struct_type (tree type)
{
  if (!type || type == error_mark_node)
    return NULL_TREE;
  type = TYPE_MAIN_VARIANT (type);
  if (TREE_CODE (type) == RECORD_TYPE || TREE_CODE (type) == UNION_TYPE)
    return type;
  return NULL_TREE;
}

/* The implicit default mappers made so far: for TYPE, with the mappers
   visible from chain HEAD, mapper M.  */

struct implicit_mapper
{
  tree type;
  int head;
  unsigned epoch;
  int from;
  int m;
};
static vec<implicit_mapper> implicit_mappers;

static int find_mapper (int head, tree type, tree id, int depth);

/* The implicit default mapper of struct type TYPE, which has no default
   mapper of its own visible from chain HEAD, or OMPM_NO_MAPPER if it
   needs none.  OpenMP 5.1 (2.21.7.1) maps the members of a structure as
   list items of the clause, each through its own type's default mapper:
   where a member of TYPE (or an element of an array member, or a member
   of a member, to DEPTH levels) has a type with a default mapper, TYPE's
   mapper maps each member as a list item (map(tofrom: v.a)
   map(tofrom: v.b) ...), so that the members' mappers apply (not the
   object's storage too, as clang does: libgomp 12 crashed on such
   vectors at the end of data regions, tester seeds 233 and 1099);
   otherwise
   the predefined mapper (map(tofrom: v)) maps the object whole.  Not for
   unions (their members overlap), nor types with bit-fields (which no
   map clause can name) or members of variable or unknown size.  */

static int
implicit_mapper_for (int head, tree type, int depth)
{
  if (TREE_CODE (type) != RECORD_TYPE || !COMPLETE_TYPE_P (type)
      || depth > 16)
    return OMPM_NO_MAPPER;
  for (unsigned i = 0; i < implicit_mappers.length (); i++)
    if (implicit_mappers[i].type == type && implicit_mappers[i].head == head
	&& implicit_mappers[i].epoch == visibility_epoch
	&& implicit_mappers[i].from == lookup_from)
      return implicit_mappers[i].m;

  bool needed = false;
  /* What a member's mapper uses of a function, which this one's runtime
     function could not reach either (ompm_mapper::outer).  */
  tree outer = NULL_TREE;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      tree ft = TREE_TYPE (f);
      if (DECL_BIT_FIELD (f) || !TYPE_SIZE_UNIT (ft)
	  || TREE_CODE (TYPE_SIZE_UNIT (ft)) != INTEGER_CST)
	return OMPM_NO_MAPPER;
      while (TREE_CODE (ft) == ARRAY_TYPE)
	ft = TREE_TYPE (ft);
      ft = ompm_struct_type (ft);
      int fm = ft ? find_mapper (head, ft, NULL_TREE, depth + 1)
		  : OMPM_NO_MAPPER;
      if (fm != OMPM_NO_MAPPER)
	{
	  needed = true;
	  if (!outer)
	    outer = mappers[fm]->outer;
	}
    }
  int m = OMPM_NO_MAPPER;
  if (needed)
    {
      location_t loc = (TYPE_NAME (type) && DECL_P (TYPE_NAME (type))
			? DECL_SOURCE_LOCATION (TYPE_NAME (type))
			: BUILTINS_LOCATION);
      tree var = build_decl (loc, VAR_DECL, get_identifier ("__ompm_v"),
			     type);
      DECL_ARTIFICIAL (var) = 1;
      tree clauses = NULL_TREE, *tail = &clauses;
      vec<tree> clause_mappers = vNULL;
      vec<bool> clause_present = vNULL;
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
	{
	  if (TREE_CODE (f) != FIELD_DECL
	      || integer_zerop (TYPE_SIZE_UNIT (TREE_TYPE (f))))
	    continue;
	  tree c = build_omp_clause (loc, OMP_CLAUSE_MAP);
	  OMP_CLAUSE_SET_MAP_KIND (c, GOMP_MAP_TOFROM);
	  OMP_CLAUSE_DECL (c) = build3 (COMPONENT_REF, TREE_TYPE (f), var, f,
					NULL_TREE);
	  OMP_CLAUSE_SIZE (c) = TYPE_SIZE_UNIT (TREE_TYPE (f));
	  *tail = c;
	  tail = &OMP_CLAUSE_CHAIN (c);
	  clause_mappers.safe_push (NULL_TREE);
	  clause_present.safe_push (false);
	}
      ompm_mapper *mp = new ompm_mapper ();
      mp->loc = loc;
      mp->id = NULL_TREE;
      mp->type = type;
      mp->var = var;
      mp->clauses = clauses;
      mp->clause_mappers = clause_mappers;
      mp->clause_present = clause_present;
      mp->iters = vNULL;
      /* Its members' mappers: those visible where it is used.  */
      mp->prev = head;
      mp->scope = -1;
      mp->rt = NULL_TREE;
      mp->outer = outer;
      mp->scope_decl = NULL_TREE;
      mp->hidden = false;
      mp->rank = 0;
      mp->decl_visibility = NULL;
      ompm_keep (var);
      ompm_keep (clauses);
      mappers.safe_push (mp);
      m = mappers.length () - 1;
    }
  implicit_mapper im = { type, head, visibility_epoch, lookup_from, m };
  implicit_mappers.safe_push (im);
  return m;
}

/* Whether mapper I is visible in the lookups being made, and its rank
   there: in a mapper's nested lookups, where that mapper is declared
   (itself visible, and nearest); else where the plugin stands.  */

static bool
visible_rank (int i, int *rank)
{
  const unsigned char *snap = (lookup_from != OMPM_NO_MAPPER
			       ? mappers[lookup_from]->decl_visibility : NULL);
  if (snap && i < lookup_from)
    {
      *rank = snap[i] & OMPM_RANK_MAX;
      return !(snap[i] & OMPM_RANK_HIDDEN);
    }
  if (snap && i == lookup_from)
    {
      *rank = OMPM_RANK_SELF;
      return true;
    }
  const ompm_mapper *mp = mappers[i];
  *rank = mp->rank;
  if (file_limit != UNKNOWN_LOCATION && mp->scope == 0
      && mp->rank < OMPM_CLASS_RANK
      && !linemap_location_before_p (line_table, mp->loc, file_limit))
    return false;
  return !mp->hidden;
}

/* The nearest: a block's, the first in the chain from HEAD; else, of
   those at file scope (where C has one at most), the visible one of the
   highest rank (C++ namespaces: ompm_set_mapper_visibility), the newest
   of equal ranks; else, where none is visible, the one the type brings
   (ompm_frontend::type_mapper).  */

static int
find_mapper (int head, tree type, tree id, int depth)
{
  type = TYPE_MAIN_VARIANT (type);
  int best = OMPM_NO_MAPPER, best_rank = 0;
  for (int i = head; i != OMPM_NO_MAPPER; i = mappers[i]->prev)
    {
      const ompm_mapper *mp = mappers[i];
      int rank;
      if (mp->type != type || mp->id != id || !visible_rank (i, &rank))
	continue;
      if (mp->scope != 0)
	return i;
      if (best == OMPM_NO_MAPPER || rank > best_rank)
	{
	  best = i;
	  best_rank = rank;
	}
    }
  /* A class's mapper visible where the plugin stands whose hidden
     function g++ has not parsed yet (ompm_frontend::unready_mapper):
     nothing, after a sorry, rather than what it hides.  */
  if ((best == OMPM_NO_MAPPER || best_rank < OMPM_CLASS_RANK)
      && lookup_from == OMPM_NO_MAPPER && ompm_fe->unready_mapper
      && ompm_fe->unready_mapper (type, id))
    return OMPM_NO_MAPPER;
  /* None visible: one the type brings (C++: its class's).  */
  if (best == OMPM_NO_MAPPER && ompm_fe->type_mapper)
    best = ompm_fe->type_mapper (type, id);
  if (best != OMPM_NO_MAPPER || id)
    return best;
  return implicit_mapper_for (head, type, depth);
}

int
ompm_ambiguous_mapper (int head, int m)
{
  const ompm_mapper *mp = mappers[m];
  int rank, orank;
  if (mp->scope != 0 || !visible_rank (m, &rank))
    return OMPM_NO_MAPPER;
  for (int i = head; i != OMPM_NO_MAPPER; i = mappers[i]->prev)
    {
      const ompm_mapper *o = mappers[i];
      if (i != m && o->type == mp->type && o->id == mp->id
	  && o->scope == 0 && visible_rank (i, &orank) && orank == rank
	  && (o->scope_decl || mp->scope_decl))
	return i;
    }
  return OMPM_NO_MAPPER;
}

void
ompm_set_mapper_visibility (int m, bool visible, int rank)
{
  ompm_mapper *mp = mappers[m];
  gcc_checking_assert (mp->scope_decl);
  if (mp->hidden == !visible && mp->rank == rank)
    return;
  mp->hidden = !visible;
  mp->rank = rank;
  visibility_epoch++;
}

/* The mapper for TYPE named ID (NULL_TREE: the default mapper) visible
   from chain HEAD, or OMPM_NO_MAPPER.  With no default mapper declared
   for a struct type, its implicit one, if it needs one.  */

int
ompm_find_mapper (int head, tree type, tree id)
{
  return find_mapper (head, type, id, 0);
}

bool
ompm_implicit_mapper_p (int m)
{
  return mappers[m]->scope == -1;
}

void
ompm_set_runtime_mapper (int m, tree fn)
{
  gcc_checking_assert (ompm_implicit_mapper_p (m) && !mappers[m]->rt);
  mappers[m]->rt = fn;
}

/* Whether FNDECL is the template function of a declare mapper.  */

bool
ompm_mapper_fn_p (tree fndecl)
{
  return (ompm_hidden_fn_p (fndecl)
	  && !startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
			  OMPM_MAPPER_RT_PREFIX));
}

/* If FNDECL is the runtime function of a declare mapper, the registry
   index of the mapper (-1 if it was not registered), else -2.  Records
   FNDECL as the mapper's runtime function, or its declaration's
   (rt_fn), which registering it makes the mapper's.  */

int
ompm_mapper_rt_index (tree fndecl)
{
  if (!ompm_hidden_fn_p (fndecl) || ompm_mapper_fn_p (fndecl))
    return -2;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  unsigned index = atoi (name + strlen (OMPM_MAPPER_RT_PREFIX));
  if (index >= ompm_mapper_decls.length ())
    return -1;
  int m = ompm_mapper_decls[index].mapper;
  ompm_keep (fndecl);
  if (m >= 0)
    mappers[m]->rt = fndecl;
  else
    ompm_mapper_decls[index].rt_fn = fndecl;
  return m;
}

/* The printable name of mapper identifier ID.  */

static const char *
id_name (tree id)
{
  return id ? IDENTIFIER_POINTER (id) : "default";
}

/* The identifiers of named mappers whose declarations had errors.  */
static hash_set<tree> *failed_ids;

bool
ompm_failed_mapper_id_p (tree id)
{
  return failed_ids && id && failed_ids->contains (id);
}

/* Whether list item ITEM is VAR or storage inside it (a member, an
   element of an array member), not behind a pointer.  */

static bool
own_storage_p (tree item, tree var)
{
  while (handled_component_p (item))
    item = TREE_OPERAND (item, 0);
  return item == var;
}

/* Whether ITEM, a list item of the mapper whose variable is VAR, at LOC,
   may be one; set *MAPS_VAR if it is VAR or derived from it.  5.1
   (2.21.7.4): list items may refer to VAR and to what a function
   defined there could: in C, variables of static storage, not those of
   an enclosing function.  An item of a clause with the iterator
   modifier may be derived from an iterator of its, one of ITERATORS (a
   pointer iterator over VAR's storage: iterator(int **q = v.p:v.p + v.n)
   with q[0][0:2]).  */

static bool
check_list_item (tree item, tree var, location_t loc, bool *maps_var,
		 tree iterators = NULL_TREE)
{
  tree base = ompm_item_variable (item,
				  OMPM_WALK_POINTERS | OMPM_WALK_PLUS);
  for (tree it = iterators; base && it; it = TREE_CHAIN (it))
    if (base == TREE_VEC_ELT (it, 0))
      return true;
  if (!base)
    {
      error_at (loc, "list item %qE in %<#pragma omp declare mapper%> is "
		"not a variable nor derived from one", item);
      return false;
    }
  *maps_var |= base == var;
  if (base != var && !TREE_STATIC (base) && !DECL_EXTERNAL (base))
    {
      error_at (loc, "list item %qE in %<#pragma omp declare mapper%> "
		"refers to %qD, a variable of automatic storage other than "
		"%qD", item, base, var);
      return false;
    }
  return true;
}

/* cc1plus's (weak: the plugin is loaded into cc1 too).  */
extern bool decl_constant_var_p (tree) __attribute__ ((weak));

/* Walk callback of ompm_outer_variable.  */

static tree
outer_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if ((VAR_P (t) || TREE_CODE (t) == PARM_DECL)
	   && !TREE_STATIC (t) && !DECL_EXTERNAL (t)
	   && DECL_CONTEXT (t)
	   && TREE_CODE (DECL_CONTEXT (t)) == FUNCTION_DECL
	   && !ompm_hidden_fn_p (DECL_CONTEXT (t))
	   /* A C++ constant, which a use does not take from the function
	      (fe-cxx.cc folds it where it can).  */
	   && !(c_dialect_cxx () && VAR_P (t) && decl_constant_var_p (t)))
    return t;
  return NULL_TREE;
}

tree
ompm_outer_variable (tree *tp)
{
  return walk_tree_without_duplicates (tp, outer_r, NULL);
}

/* A variable of automatic storage of the enclosing function that the
   mapper's CLAUSES use, or NULL_TREE.  */

static tree
outer_variable (tree clauses)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    for (int i = 0; i < omp_clause_num_ops[OMP_CLAUSE_CODE (c)]; i++)
      if (tree t = ompm_outer_variable (&OMP_CLAUSE_OPERAND (c, i)))
	return t;
  return NULL_TREE;
}

/* The same for iterator clause IT: its bounds and list items.  */

static tree
iterator_outer_variable (const ompm_iter &it)
{
  for (tree t = it.iterators; t; t = TREE_CHAIN (t))
    for (int i = 1; i < 4; i++)
      if (tree v = ompm_outer_variable (&TREE_VEC_ELT (t, i)))
	return v;
  for (unsigned p = 0; p < it.pieces.length (); p++)
    {
      tree piece = it.pieces[p];
      if (tree v = ompm_outer_variable (&piece))
	return v;
    }
  return NULL_TREE;
}

bool
ompm_mapper_rt_reaches_p (int m)
{
  /* C's block mappers are nested functions, which reach the variables
     of the function around; an implicit mapper's runtime function is
     made at file scope (dynamic.cc) and does not.  */
  return (!ompm_mapper_at (m)->outer
	  || (!c_dialect_cxx () && !ompm_implicit_mapper_p (m)));
}

bool
ompm_mapper_outer_ok (int m, location_t loc, tree fn)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  if (!mp->outer || (fn && !c_dialect_cxx ())
      || (!fn && ompm_mapper_rt_reaches_p (m)))
    return true;
  tree home = DECL_CONTEXT (mp->outer);
  if (fn == home)
    return true;
  /* Said once a place, even where other diagnostics are quiet (the
     elements of a section written in place), which would otherwise lose
     the deep copy without a word.  */
  static hash_set<int_hash<location_t, 0, 1> > said;
  if (said.add (loc))
    return false;
  if (!fn)
    sorry_at (loc, "an array section of %qT whose elements need the runtime "
	      "function of its mapper, which uses %qD of %qD, in %s",
	      mp->type, mp->outer, home, ompm_fe->name);
  else
    sorry_at (loc, "the mapper of %qT, which uses %qD of %qD, in another "
	      "function (%qD) in %s", mp->type, mp->outer, home, fn,
	      ompm_fe->name);
  return false;
}

/* GCC's count of errors, sorries included.  */

static int
error_total (void)
{
  return errorcount + sorrycount;
}

/* Say that TYPE, the type of mapper DECL, is no struct or union (nor,
   in C++, class).  */

static void
not_struct_error (const ompm_mapper_decl &decl, tree type)
{
  if (c_dialect_cxx ())
    error_at (decl.type_loc, "%qT is not a struct, union or class type in "
	      "%<#pragma omp declare mapper%>", type);
  else
    error_at (decl.type_loc, "%qT is not a struct or union type in "
	      "%<#pragma omp declare mapper%>", type);
}

void
ompm_mapper_header_begin (unsigned index)
{
  if (index < ompm_mapper_decls.length ())
    ompm_mapper_decls[index].errors = error_total ();
}

void
ompm_mapper_header_end (unsigned index)
{
  if (index >= ompm_mapper_decls.length ())
    return;
  ompm_mapper_decl &decl = ompm_mapper_decls[index];
  if (decl.header_errors < 0)
    decl.header_errors = error_total () - decl.errors;
}

bool
ompm_check_mapper_type (unsigned index, tree type, bool dependent)
{
  if (index >= ompm_mapper_decls.length ())
    return true;
  ompm_mapper_decl &decl = ompm_mapper_decls[index];
  ompm_mapper_header_end (index);
  if (decl.refused)
    /* The sorry said enough; GCC's errors are as without the plugin.  */
    return true;
  if (decl.header_errors > 0 || type == error_mark_node)
    return false;
  if (dependent)
    return true;
  if (!ompm_struct_type (type))
    {
      not_struct_error (decl, type);
      return false;
    }
  if (!COMPLETE_TYPE_P (type))
    {
      error_at (decl.type_loc, "invalid use of incomplete type %qT in "
		"%<#pragma omp declare mapper%>", type);
      return false;
    }
  return true;
}

/* Register the mapper whose hidden function is FNDECL (see pragma.cc),
   declared at file scope if FILE_SCOPE.  Check what GCC could not: the
   type, the list items, redeclaration.  Then empty the function: its
   clauses live on as the mapper's template.  */

void
ompm_register_mapper (tree fndecl, bool file_scope)
{
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  unsigned index = atoi (name + strlen (OMPM_MAPPER_FN_PREFIX));
  ompm_register_mapper_body (index, DECL_SAVED_TREE (fndecl), file_scope);
}

void
ompm_register_mapper_body (unsigned index, tree bind, bool file_scope)
{
  if (index >= ompm_mapper_decls.length ())
    return;
  ompm_mapper_decl &decl = ompm_mapper_decls[index];
  if (decl.refused)
    return;

  if (!bind || TREE_CODE (bind) != BIND_EXPR)
    return;
  tree var = BIND_EXPR_VARS (bind);
  while (var && TREE_CODE (var) != VAR_DECL)
    var = DECL_CHAIN (var);
  if (!var || TREE_TYPE (var) == error_mark_node)
    {
      /* The function is never called; leave nothing in it to compile.  */
      BIND_EXPR_BODY (bind) = alloc_stmt_list ();
      return;
    }

  tree type = TREE_TYPE (var);
  if (!ompm_struct_type (type))
    {
      /* A template's, checked where it is instantiated.  */
      not_struct_error (decl, type);
      return;
    }
  if (!COMPLETE_TYPE_P (type))
    /* GCC has said that the storage size of the variable is unknown.  */
    return;

  /* The map clauses: one "target" construct per clause of the
     directive.  If GCC rejected one, it has said why.  The parser chains
     clauses newest first, so the groups are chained last construct
     first: the template is then in the order GCC would have built for
     the same clauses written on one construct.  */
  tree clauses = NULL_TREE;
  vec<tree> clause_mappers = vNULL;
  vec<bool> clause_present = vNULL;
  vec<ompm_iter> iters = vNULL;
  unsigned k = 0;
  bool ok = true, maps_var = false;
  tree body = BIND_EXPR_BODY (bind);
  if (TREE_CODE (body) == STATEMENT_LIST)
    for (tree_stmt_iterator i = tsi_start (body); !tsi_end_p (i); tsi_next (&i))
      {
	tree stmt = tsi_stmt (i);
	if (TREE_CODE (stmt) != OMP_TARGET)
	  continue;
	tree id = k < decl.clause_mappers.length () ? decl.clause_mappers[k]
		  : NULL_TREE;
	bool present = (k < decl.clause_present.length ()
			&& decl.clause_present[k]);
	tree group = NULL_TREE, *tail = &group;
	unsigned n = 0;
	/* A clause with the iterator modifier: GCC's depend clause
	   (iterator.cc), its list items the pieces.  */
	unsigned iters0 = iters.length ();
	if (k < decl.clause_iters.length () && decl.clause_iters[k])
	  ompm_take_iterators (&OMP_TARGET_CLAUSES (stmt), &iters,
			       decl.clause_iters[k]);
	for (unsigned j = iters0; j < iters.length (); j++)
	  for (unsigned p = 0; p < iters[j].pieces.length (); p++)
	    {
	      tree piece = iters[j].pieces[p];
	      location_t loc = ompm_iter_item_location (iters[j].clause, p);
	      if (!check_list_item (piece, var, loc, &maps_var,
				    iters[j].iterators))
		{
		  ok = false;
		  break;
		}
	      if (own_storage_p (piece, var))
		{
		  /* It would need the care that dynamic.cc's gen_member
		     takes of members inside a section's element.  */
		  sorry_at (loc, "a list item of a clause with the "
			    "%<iterator%> modifier in the storage of %qD "
			    "itself (%qs) in %<#pragma omp declare mapper%>",
			    var, iters[j].clause->name);
		  ok = false;
		  break;
		}
	    }
	for (tree c = OMP_TARGET_CLAUSES (stmt); c; c = OMP_CLAUSE_CHAIN (c))
	  {
	    if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
	      continue;
	    tree item = OMP_CLAUSE_DECL (c);
	    if (item == error_mark_node)
	      {
		ok = false;
		continue;
	      }
	    if (!check_list_item (item, var, OMP_CLAUSE_LOCATION (c),
				  &maps_var))
	      {
		ok = false;
		continue;
	      }
	    if (OMP_CLAUSE_SIZE (c)
		&& TREE_CODE (OMP_CLAUSE_SIZE (c)) == INTEGER_CST
		&& TREE_OVERFLOW (OMP_CLAUSE_SIZE (c)))
	      {
		/* Said here, where the mapper is, and never at a use.  */
		ompm_checked_size (OMP_CLAUSE_SIZE (c), item,
				   OMP_CLAUSE_LOCATION (c));
		ok = false;
		continue;
	      }
	    tree copy = copy_node (c);
	    OMP_CLAUSE_CHAIN (copy) = NULL_TREE;
	    *tail = copy;
	    tail = &OMP_CLAUSE_CHAIN (copy);
	    n++;
	  }
	*tail = clauses;
	clauses = group;
	for (unsigned j = 0; j < n; j++)
	  {
	    clause_mappers.safe_insert (j, id);
	    clause_present.safe_insert (j, present);
	  }
	k++;
      }
  if (k != decl.clause_mappers.length ())
    ok = false;
  /* 5.1: at least one map clause maps VAR or a part of it.  */
  if (ok && (clauses || !iters.is_empty ()) && !maps_var)
    {
      error_at (decl.loc, "no %<map%> clause of %<#pragma omp declare "
		"mapper%> maps %qD or a part of it", var);
      ok = false;
    }
  if (!ok || (!clauses && iters.is_empty ()))
    {
      ompm_release_iterators (&iters);
      iters.release ();
      /* Its uses say nothing more (ompm_failed_mapper_id_p).  */
      if (!ok && decl.id)
	{
	  if (!failed_ids)
	    failed_ids = new hash_set<tree>;
	  failed_ids->add (decl.id);
	  ompm_keep (decl.id);
	}
      clause_mappers.release ();
      clause_present.release ();
      return;
    }

  /* A second declaration of the same identifier for the same type in
     the same scope (for C++, the same namespace).  */
  for (int i = ompm_visible_head;
       i != OMPM_NO_MAPPER && mappers[i]->scope == current_scope;
       i = mappers[i]->prev)
    if (mappers[i]->type == TYPE_MAIN_VARIANT (type)
	&& mappers[i]->id == decl.id
	&& mappers[i]->scope_decl == decl.scope_decl)
      {
	auto_diagnostic_group d;
	error_at (decl.loc, "redeclaration of mapper %qs for type %qT",
		  id_name (decl.id), type);
	inform (mappers[i]->loc, "previous %<#pragma omp declare mapper%> "
		"was here");
	clause_mappers.release ();
	clause_present.release ();
	ompm_release_iterators (&iters);
	iters.release ();
	return;
      }

  ompm_mapper m;
  m.loc = decl.loc;
  m.id = decl.id;
  m.type = TYPE_MAIN_VARIANT (type);
  m.var = var;
  m.clauses = clauses;
  m.clause_mappers = clause_mappers;
  m.clause_present = clause_present;
  m.iters = iters;
  m.prev = ompm_visible_head;
  m.scope = current_scope;
  m.rt = NULL_TREE;
  m.outer = outer_variable (clauses);
  for (unsigned j = 0; j < iters.length () && !m.outer; j++)
    m.outer = iterator_outer_variable (iters[j]);
  /* Or one of the mappers it may expand for its members does: one
     that uses such a variable is a block's, in the chain of those
     registered (no lookup of the front end's, which would take a class
     mapper for used).  */
  k = 0;
  for (tree c = clauses; c && !m.outer; c = OMP_CLAUSE_CHAIN (c), k++)
    {
      tree t = TREE_TYPE (OMP_CLAUSE_DECL (c));
      while (t && TREE_CODE (t) == ARRAY_TYPE)
	t = TREE_TYPE (t);
      tree st = ompm_struct_type (t);
      tree id = k < clause_mappers.length () ? clause_mappers[k] : NULL_TREE;
      if (id && strcmp (IDENTIFIER_POINTER (id), "default") == 0)
	id = NULL_TREE;
      /* The newest of the type and identifier: the one in force.  */
      for (int i = ompm_visible_head; st && i != OMPM_NO_MAPPER;
	   i = mappers[i]->prev)
	if (mappers[i]->type == st && mappers[i]->id == id)
	  {
	    m.outer = mappers[i]->outer;
	    break;
	  }
    }
  m.scope_decl = decl.scope_decl;
  m.hidden = false;
  m.rank = 0;
  m.decl_visibility = NULL;
  if (any_scope_decl)
    {
      /* Mappers have been registered whose visibility the front end
	 decides: their visibility here, for this one's nested lookups.  */
      unsigned n = mappers.length ();
      m.decl_visibility = XNEWVEC (unsigned char, n ? n : 1);
      for (unsigned i = 0; i < n; i++)
	{
	  gcc_checking_assert (mappers[i]->rank <= OMPM_RANK_MAX);
	  m.decl_visibility[i] = ((mappers[i]->hidden ? OMPM_RANK_HIDDEN : 0)
				  | MIN (mappers[i]->rank, OMPM_RANK_MAX));
	}
    }
  any_scope_decl |= decl.scope_decl != NULL_TREE;
  ompm_keep (var);
  ompm_keep (clauses);
  for (unsigned j = 0; j < iters.length (); j++)
    {
      ompm_keep (iters[j].iterators);
      for (unsigned p = 0; p < iters[j].pieces.length (); p++)
	ompm_keep (iters[j].pieces[p]);
    }
  mappers.safe_push (new ompm_mapper (m));
  ompm_visible_head = mappers.length () - 1;
  decl.mapper = ompm_visible_head;
  if (file_scope)
    file_head = ompm_visible_head;
  if (decl.rt_fn)
    mappers[decl.mapper]->rt = decl.rt_fn;

  /* A mapper(ID) modifier among the clauses names a mapper visible here
     (this one included) for its list item's type: nested mappers are
     those visible where the mapper is declared, so an error here rather
     than at a use (where a section of the type would only run the
     expansion at run time).  */
  k = 0;
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c), k++)
    {
      tree id = clause_mappers[k];
      bool always;
      if (!id || strcmp (IDENTIFIER_POINTER (id), "default") == 0
	  /* GCC's attachment of the pointer of a section: the section's
	     clause has the modifier too.  */
	  || ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &always) == OMPM_K_NONE)
	continue;
      bool failed = false, section;
      ompm_mapper_for (OMP_CLAUSE_DECL (c), OMP_CLAUSE_SIZE (c), id,
		       ompm_visible_head, OMP_CLAUSE_LOCATION (c), &failed,
		       &section);
    }
  /* The same for the clauses with the iterator modifier, whose list
     items (the first piece of each) are expanded only at run time.  */
  for (unsigned j = 0; j < iters.length (); j++)
    {
      const ompm_iter_clause *ic = iters[j].clause;
      tree id = ic->mapper_id;
      if (!id || strcmp (IDENTIFIER_POINTER (id), "default") == 0)
	continue;
      for (unsigned p = 0; p < iters[j].pieces.length (); p++)
	if (ompm_item_piece_p (ic, p))
	  {
	    bool failed = false, section;
	    ompm_mapper_for (iters[j].pieces[p], NULL_TREE, id,
			     ompm_visible_head, ompm_iter_item_location (ic, p),
			     &failed, &section);
	  }
    }

  /* The function is never called; leave nothing in it to compile.  */
  BIND_EXPR_BODY (bind) = alloc_stmt_list ();
}

/* When set, expansion errors are not reported (the expansion still
   fails): dynamic.cc writes every runtime function, used or not, and
   uses report the errors where they are.  */
bool ompm_quiet;
bool ompm_exact_updates = true;
bool ompm_tofrom_objects = false;

/* Whether the size of a clause for ITEM, SIZE (NULL_TREE when GCC leaves
   it to gimplify), describes more or less than one object of ITEM's
   type: an array section.  */

bool
ompm_section_p (tree item, tree size)
{
  tree type = TREE_TYPE (item);
  if (TREE_CODE (type) == ARRAY_TYPE)
    return true;
  if (!size)
    return false;
  tree unit = TYPE_SIZE_UNIT (type);
  return !unit || !operand_equal_p (size, unit, 0);
}

/* The element type of an array type TYPE, through all dimensions.  */

tree
ompm_strip_arrays (tree type)
{
  while (type && TREE_CODE (type) == ARRAY_TYPE)
    type = TREE_TYPE (type);
  return type;
}

/* Whether ITEM, a member of *this that g++ 12 made of the list item
   written at LOC, stands for a member of that member: g++ 12 maps
   this->g for map(g.extra) (the source has a "." or "->" after the
   member's name there).  */

static bool
collapsed_this_member_p (tree item, location_t loc)
{
  if (TREE_CODE (item) != COMPONENT_REF
      || !ompm_this_object_p (TREE_OPERAND (item, 0))
      || !DECL_NAME (TREE_OPERAND (item, 1)))
    return false;
  expanded_location x = expand_location (loc);
  if (!x.file || x.line <= 0 || x.column <= 0)
    return false;
  char_span line = ompm_source_line (x.file, x.line);
  if (!line)
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (item, 1)));
  size_t len = strlen (name), at = x.column - 1;
  if (at + len > line.length () || strncmp (line.get_buffer () + at, name, len))
    return false;
  for (at += len; at < line.length () && ISSPACE (line[at]); at++)
    ;
  return (at < line.length ()
	  && (line[at] == '.'
	      || (line[at] == '-' && at + 1 < line.length ()
		  && line[at + 1] == '>')));
}

/* The mapper for list item ITEM (of a clause with SIZE) named ID (the
   mapper(ID) modifier, NULL_TREE when there was none), visible from
   HEAD; OMPM_NO_MAPPER when the predefined mapper applies.  Reports an
   error at LOC for an ID that names no visible mapper.  *SECTION says
   whether ITEM is an array section of the mapper's type, which only run
   time can expand.  */

int
ompm_mapper_for (tree item, tree size, tree id, int head, location_t loc,
		 bool *failed, bool *section)
{
  *section = false;
  tree type = ompm_struct_type (ompm_strip_arrays (TREE_TYPE (item)));
  bool default_p = !id || strcmp (IDENTIFIER_POINTER (id), "default") == 0;
  if (!type)
    {
      if (!default_p)
	{
	  if (!ompm_quiet)
	    error_at (loc, "%<mapper%> modifier on list item %qE, whose type "
		      "%qT is not a struct or union", item, TREE_TYPE (item));
	  *failed = true;
	}
      return OMPM_NO_MAPPER;
    }
  int m = ompm_find_mapper (head, type, default_p ? NULL_TREE : id);
  if (m == OMPM_NO_MAPPER && !default_p)
    {
      if (ompm_quiet || ompm_failed_mapper_id_p (id))
	;
      else if (collapsed_this_member_p (item, loc))
	sorry_at (loc, "%<mapper(%s)%> on a member of the member %qD of "
		  "%<*this%> (g++ 12 maps %qD for it)",
		  IDENTIFIER_POINTER (id), TREE_OPERAND (item, 1),
		  TREE_OPERAND (item, 1));
      else
	error_at (loc, "no mapper %qs for type %qT is visible here",
		  IDENTIFIER_POINTER (id), type);
      *failed = true;
      return OMPM_NO_MAPPER;
    }
  int other = (m == OMPM_NO_MAPPER ? OMPM_NO_MAPPER
	       : ompm_ambiguous_mapper (head, m));
  if (other != OMPM_NO_MAPPER)
    {
      if (!ompm_quiet)
	{
	  auto_diagnostic_group d;
	  error_at (loc, "mapper %qs for type %qT is ambiguous",
		    default_p ? "default" : IDENTIFIER_POINTER (id), type);
	  inform (ompm_mapper_at (m)->loc, "candidate: %<#pragma omp "
		  "declare mapper%> here");
	  inform (ompm_mapper_at (other)->loc, "candidate: %<#pragma omp "
		  "declare mapper%> here");
	}
      *failed = true;
      return OMPM_NO_MAPPER;
    }
  if (m != OMPM_NO_MAPPER && ompm_section_p (item, size))
    *section = true;
  return m;
}
