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

/* The variable a clause's list item ITEM is based on, or NULL_TREE.  */

static tree
clause_base (tree item)
{
  if (!item || item == error_mark_node)
    return NULL_TREE;
  if (TREE_CODE (item) == TREE_LIST)
    item = TREE_PURPOSE (item);
  /* g++'s "(struct S *) this".  */
  STRIP_NOPS (item);
  tree base = get_base_address (item);
  /* A C++ reference's referent (r.m is (*r).m): the reference.  */
  tree ref = base ? ompm_deref_pointer (base) : NULL_TREE;
  if (ref && DECL_P (ref) && TREE_CODE (TREE_TYPE (ref)) == REFERENCE_TYPE)
    base = ref;
  return base && (VAR_P (base) || TREE_CODE (base) == PARM_DECL)
	 ? base : NULL_TREE;
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
	tree base = clause_base (OMP_CLAUSE_OPERAND (c, 0));
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
	tree base = clause_base (p);
	if (base && !listed.contains (base)
	    && TREE_CODE (TREE_TYPE (base)) == ARRAY_TYPE
	    && !iter_arrays.contains (base))
	  iter_arrays.safe_push (base);
      }
  for (unsigned i = 0; i < iters.length (); i++)
    for (unsigned k = 0; k < iters[i].pieces.length (); k++)
      {
	tree base = clause_base (iters[i].pieces[k]);
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

/* Sections of arrays that are mapped whole.

   The C front end makes "map(K2: a[lo:n])" of an array A a map of its
   first element followed by a GOMP_MAP_FIRSTPRIVATE_POINTER clause of A
   (c_finish_omp_clauses), which GCC 12's lower_omp_target cannot square
   with a map of A itself on the same target construct: "map(a,
   a[0:3])", which 5.1 allows (2.21.7.1: list items that share storage
   name the same elements), stops GCC with an internal error once the
   region uses A.  The whole array holds the section, so the section's
   two clauses go:

     map(K1: a) map(K2: a[lo] [len: n]) map(firstprivate_pointer: a)
     -> map(K: a)

   where K moves data in each direction (to, from) as the more of K1
   and K2 does: K1 itself when the section adds nothing.  The union is
   right when the section is the whole array (the same list item written
   twice) or when neither kind has always (elements already present move
   nothing, and the others the program may not name apart from the
   whole).  What one clause cannot say gets a sorry: always with one
   direction and not the other, always added by or to a part of the
   array, the present modifier on a part only.  */

/* Whether KIND is one of the map kinds of a target construct's map
   clause that moves data as its to, from and always bits say.  */

static bool
plain_map_kind_p (int kind)
{
  switch (kind)
    {
    case GOMP_MAP_ALLOC:
    case GOMP_MAP_TO:
    case GOMP_MAP_FROM:
    case GOMP_MAP_TOFROM:
    case GOMP_MAP_ALWAYS_TO:
    case GOMP_MAP_ALWAYS_FROM:
    case GOMP_MAP_ALWAYS_TOFROM:
      return true;
    default:
      return false;
    }
}

/* How map kind KIND moves data in the direction FLAG
   (GOMP_MAP_FLAG_TO or _FROM): 0 not, 1 as needed, 2 always.  */

static int
direction (int kind, int flag)
{
  return !(kind & flag) ? 0 : GOMP_MAP_ALWAYS_P (kind) ? 2 : 1;
}

/* The map clause among CLAUSES that maps the array variable A whole,
   or NULL_TREE.  */

static tree
whole_array_clause (tree clauses, tree a)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	&& OMP_CLAUSE_DECL (c) == a
	&& plain_map_kind_p (OMP_CLAUSE_MAP_KIND (c)))
      return c;
  return NULL_TREE;
}

/* A section behind a pointer member reached through a pointer variable,
   map(p->q[0:n]) on a target region: GCC 12 maps *p as zero bytes,
   looks that up for the region's p, finds nothing, and attaches p->q,
   which nothing maps: the region crashes on p->q.  GCC 13 and clang map
   the member p->q itself with the section (alloc), which the region
   then reads through p.  Do that: each such member of *P is mapped
   (to, add_pointer_member), as a member of P's struct group, unless a
   clause maps P, *P or the member otherwise.  */

/* The pointer variable P if T is a member (of a member...) of *P.  */

static tree
member_base_pointer (tree t)
{
  if (TREE_CODE (t) != COMPONENT_REF)
    return NULL_TREE;
  while (TREE_CODE (t) == COMPONENT_REF)
    t = TREE_OPERAND (t, 0);
  t = ompm_deref_pointer (t);
  if (!t)
    return NULL_TREE;
  STRIP_NOPS (t);
  return DECL_P (t) && POINTER_TYPE_P (TREE_TYPE (t)) ? t : NULL_TREE;
}

/* Likewise for T, or a subscript of it (map(p->a[1:2]) names p->a[1]).  */

static tree
part_base_pointer (tree t)
{
  while (TREE_CODE (t) == ARRAY_REF)
    t = TREE_OPERAND (t, 0);
  return member_base_pointer (t);
}

/* walk_tree callback: whether DATA occurs.  */

static tree
mentions_r (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == (tree) data)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Put map(to: MEMBER) in front of the clause at *PC, a section behind
   MEMBER; return where the section's clause is linked.  "to", not
   "alloc": the attachment writes the device's pointer anyway, and
   GCC 12's gimplifier crashes on struct groups of two structs through
   pointers where one has two such "alloc" members (map(alloc: p->q,
   p->r) beside map(alloc: s->q), each with its section), not on "to"
   (order_members says the same of a variable's members).  The new
   clause is not at the section clause's place: the mapper(id) and
   present modifiers recorded there are the section's.  */

static tree *
add_pointer_member (tree *pc, tree member,
		    enum gomp_map_kind kind = GOMP_MAP_TO)
{
  tree c = *pc;
  tree m = build_omp_clause (BUILTINS_LOCATION, OMP_CLAUSE_MAP);
  OMP_CLAUSE_SET_MAP_KIND (m, kind);
  OMP_CLAUSE_DECL (m) = unshare_expr (member);
  OMP_CLAUSE_SIZE (m) = TYPE_SIZE_UNIT (TREE_TYPE (member));
  OMP_CLAUSE_CHAIN (m) = c;
  *pc = m;
  return &OMP_CLAUSE_CHAIN (c);
}

/* The variable EXPR is a member of (through members and subscripts), or
   NULL_TREE.  */

static tree
member_root_variable (tree expr)
{
  bool member = false;
  while (TREE_CODE (expr) == COMPONENT_REF || TREE_CODE (expr) == ARRAY_REF)
    {
      member |= TREE_CODE (expr) == COMPONENT_REF;
      expr = TREE_OPERAND (expr, 0);
    }
  return (member && (VAR_P (expr) || TREE_CODE (expr) == PARM_DECL)
	  ? expr : NULL_TREE);
}

/* Likewise for a pointer member of a variable, map(x.a) map(x.q[0:n]):
   GCC 12 attaches x.q as part of x's struct group only when the
   attachment is what starts the group; after another member of x
   started it, x.q is in no mapping, the attachment is dropped and the
   region crashes on x.q.  Whether MEMBER, the pointer attached after
   section clause C of CLAUSES, is a member of a variable that no clause
   maps whole, nor MEMBER or a member holding it, and of which another
   clause maps a member.  Not where sections alone reach x
   (map(x.q[0:n], x.r[0:m])): GCC 12 then maps x whole if the region
   uses it, and attaches them all, which a struct group of the pointers
   would undo (x's other members unmapped).  */

static bool
member_of_variable_unmapped_p (tree clauses, tree c, tree member)
{
  HOST_WIDE_INT off;
  tree var = ompm_member_variable (member, &off);
  if (!var)
    return false;
  bool started = false;
  for (tree o = clauses; o; o = OMP_CLAUSE_CHAIN (o))
    {
      if (o == c || OMP_CLAUSE_CODE (o) != OMP_CLAUSE_MAP
	  || OMP_CLAUSE_MAP_KIND (o) == GOMP_MAP_ATTACH_DETACH)
	continue;
      tree d = OMP_CLAUSE_DECL (o);
      for (tree t = member; ; t = TREE_OPERAND (t, 0))
	{
	  if (t == d || operand_equal_p (t, d, 0))
	    return false;
	  if (TREE_CODE (t) != COMPONENT_REF && TREE_CODE (t) != ARRAY_REF)
	    break;
	}
      started |= member_root_variable (d) == var;
    }
  return started;
}

/* Move to the front of *CLAUSES the sections behind pointer members of
   variables (map(s.q[0:n]): the section's clause and the attachment
   after it), in their order.  GCC 12's gimplifier crashes where such a
   pair comes after the struct groups of *p that map_pointer_members
   made (map(to: p->q) map(p->q[0:n]) map(to: p->r) ...; the
   clauses in their order in GCC's list, the reverse of the source's),
   and not where it comes first.  */

static void
variable_sections_first (tree *clauses)
{
  tree moved = NULL_TREE, *mtail = &moved;
  for (tree *pc = clauses; *pc;)
    {
      tree c = *pc, a = OMP_CLAUSE_CHAIN (c);
      HOST_WIDE_INT off;
      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP && a
	  && OMP_CLAUSE_CODE (a) == OMP_CLAUSE_MAP
	  && OMP_CLAUSE_MAP_KIND (a) == GOMP_MAP_ATTACH_DETACH
	  && !member_base_pointer (OMP_CLAUSE_DECL (a))
	  && ompm_member_variable (OMP_CLAUSE_DECL (a), &off))
	{
	  *pc = OMP_CLAUSE_CHAIN (a);
	  OMP_CLAUSE_CHAIN (a) = NULL_TREE;
	  *mtail = c;
	  mtail = &OMP_CLAUSE_CHAIN (a);
	  continue;
	}
      pc = &OMP_CLAUSE_CHAIN (c);
    }
  if (moved)
    {
      *mtail = *clauses;
      *clauses = moved;
    }
}

static void
map_pointer_members (tree *clauses)
{
  bool pointer_groups = false;
  for (tree *pc = clauses; *pc; pc = &OMP_CLAUSE_CHAIN (*pc))
    {
      tree c = *pc, a = OMP_CLAUSE_CHAIN (c);
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP || !a
	  || OMP_CLAUSE_CODE (a) != OMP_CLAUSE_MAP
	  || OMP_CLAUSE_MAP_KIND (a) != GOMP_MAP_ATTACH_DETACH)
	continue;
      tree member = OMP_CLAUSE_DECL (a);
      tree p = member_base_pointer (member);
      if (!p)
	{
	  if (member_of_variable_unmapped_p (*clauses, c, member))
	    {
	      pc = add_pointer_member (pc, member);
	      continue;
	    }
	  continue;
	}
      /* Other clauses may map other members of *P, and other such
	 sections; nothing else of P.  */
      bool other = false;
      for (tree o = *clauses; o && !other; o = OMP_CLAUSE_CHAIN (o))
	{
	  if (o == c || o == a || omp_clause_num_ops[OMP_CLAUSE_CODE (o)] < 1
	      || !OMP_CLAUSE_OPERAND (o, 0)
	      || !walk_tree_without_duplicates (&OMP_CLAUSE_OPERAND (o, 0),
						mentions_r, p))
	    continue;
	  tree d = OMP_CLAUSE_DECL (o);
	  bool attach = (OMP_CLAUSE_CODE (o) == OMP_CLAUSE_MAP
			 && OMP_CLAUSE_MAP_KIND (o) == GOMP_MAP_ATTACH_DETACH);
	  other = (OMP_CLAUSE_CODE (o) != OMP_CLAUSE_MAP
		   || (!attach && part_base_pointer (d) != p
		       && !(OMP_CLAUSE_CHAIN (o)
			    && OMP_CLAUSE_CODE (OMP_CLAUSE_CHAIN (o))
			       == OMP_CLAUSE_MAP
			    && OMP_CLAUSE_MAP_KIND (OMP_CLAUSE_CHAIN (o))
			       == GOMP_MAP_ATTACH_DETACH
			    && (member_base_pointer
				  (OMP_CLAUSE_DECL (OMP_CLAUSE_CHAIN (o)))
				== p)))
		   || (!attach && operand_equal_p (d, member, 0)));
	}
      if (other)
	continue;
      pc = add_pointer_member (pc, member);
      pointer_groups = true;
    }
  if (pointer_groups)
    variable_sections_first (clauses);
}

/* Enter and exit data that map members of a variable piecewise,
   map(to: s.len, s.d[0:s.len]): GCC 12 maps s.len and the section, and
   attaches s.d, which nothing maps (the attachment is dropped), so that
   s, first to last byte, is never present (map(present, alloc: s)
   stopped) and a mapper's group of s.len and s.d met s.len alone
   (libgomp 12 stopped: "structure element when other mapped elements
   from the same structure weren't mapped together").  clang maps the
   pointer member with its section.  Do that where map_pointer_members
   does for regions: the member, to on enter data (the attachment
   writes the device's pointer), release on exit data (never from: it
   would copy the device's pointer back), where another clause maps a
   member of the variable and none the variable, the member or a member
   holding it.  Exit data releases a mapping once however many of its
   members it names (libgomp's refcount set), so a member in the group
   of the others costs nothing.  */

static void
map_variable_pointer_members (tree *clauses, bool exit)
{
  for (tree *pc = clauses; *pc; pc = &OMP_CLAUSE_CHAIN (*pc))
    {
      tree c = *pc, a = OMP_CLAUSE_CHAIN (c);
      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP && a
	  && OMP_CLAUSE_CODE (a) == OMP_CLAUSE_MAP
	  && OMP_CLAUSE_MAP_KIND (a) == GOMP_MAP_ATTACH_DETACH
	  && !member_base_pointer (OMP_CLAUSE_DECL (a))
	  && member_of_variable_unmapped_p (*clauses, c, OMP_CLAUSE_DECL (a)))
	pc = add_pointer_member (pc, OMP_CLAUSE_DECL (a),
				 exit ? GOMP_MAP_RELEASE : GOMP_MAP_TO);
    }
}

/* A struct variable with the present modifier (written so, through a
   mapper that maps it whole, or by defaultmap(present)) may be present
   by its members, mapped one by one (map(to: s.len, s.d[0:s.len]),
   which clang maps as one object and libgomp 12 as one device block
   holding a mapping of each member).  libgomp 12 then refuses to map s
   whole ("object when ... is already mapped"); what it finds is each
   member, at its place in the block, which is how it also finds the
   members of an object mapped whole.  So such a clause becomes one of
   each member, in order, at its place (which keys the present
   modifier).  The check stays that of the struct (ompm_split_struct):
   present when one mapping holds it, or the members one construct laid
   out as the host has them (libgomp 12 finds a struct's members only in
   one construct's block).  Not for a union, nor a struct with a
   bit-field, a member of variable or no size, or one the compiler made
   (a base, a vtable pointer): those stay whole.  */


static bool
members_mappable_p (tree type)
{
  if (TREE_CODE (type) != RECORD_TYPE || !COMPLETE_TYPE_P (type))
    return false;
  bool any = false;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      tree size = DECL_SIZE_UNIT (f);
      if (DECL_BIT_FIELD (f) || DECL_ARTIFICIAL (f) || !size
	  || TREE_CODE (size) != INTEGER_CST || integer_zerop (size))
	return false;
      any = true;
    }
  return any;
}

static void
split_present_structs (tree *clauses)
{
  for (tree *pc = clauses; *pc;)
    {
      tree c = *pc;
      tree v = OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP ? OMP_CLAUSE_DECL (c)
	       : NULL_TREE;
      /* A C++ reference's referent too.  */
      tree d = v ? ompm_deref_pointer (v) : NULL_TREE;
      if (!d)
	d = v;
      if (!v || !(VAR_P (d) || TREE_CODE (d) == PARM_DECL)
	  || (d != v && TREE_CODE (TREE_TYPE (d)) != REFERENCE_TYPE)
	  || !plain_map_kind_p (OMP_CLAUSE_MAP_KIND (c))
	  || !ompm_present_clause_p (c)
	  || !members_mappable_p (TREE_TYPE (v)))
	{
	  pc = &OMP_CLAUSE_CHAIN (c);
	  continue;
	}
      tree next = OMP_CLAUSE_CHAIN (c);
      /* The members of a reference's referent as g++ writes them
	 (s->m, an INDIRECT_REF), which the gimplifier groups: not of a
	 MEM_REF, whose members it would map each alone.  */
      if (d != v)
	{
	  v = build1 (INDIRECT_REF, TREE_TYPE (TREE_TYPE (d)), d);
	  /* The reference's firstprivate reference, which g++ does not
	     write beside members (the gimplifier adds it once: two crash
	     the region).  */
	  if (next && OMP_CLAUSE_CODE (next) == OMP_CLAUSE_MAP
	      && OMP_CLAUSE_MAP_KIND (next) == GOMP_MAP_FIRSTPRIVATE_REFERENCE
	      && OMP_CLAUSE_DECL (next) == d)
	    next = OMP_CLAUSE_CHAIN (next);
	}
      tree whole = v;
      for (tree f = TYPE_FIELDS (TREE_TYPE (v)); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL)
	  {
	    tree m = build_omp_clause (OMP_CLAUSE_LOCATION (c), OMP_CLAUSE_MAP);
	    ompm_note_split_struct (m, whole);
	    whole = error_mark_node;
	    OMP_CLAUSE_SET_MAP_KIND (m, OMP_CLAUSE_MAP_KIND (c));
	    OMP_CLAUSE_DECL (m) = build3 (COMPONENT_REF, TREE_TYPE (f),
					  unshare_expr (v), f, NULL_TREE);
	    OMP_CLAUSE_SIZE (m) = DECL_SIZE_UNIT (f);
	    *pc = m;
	    pc = &OMP_CLAUSE_CHAIN (m);
	  }
      *pc = next;
    }
}

/* Drop from the clauses *CLAUSES of a target construct the sections of
   arrays that they also map whole, as the comment above says.  */

static void
drop_sections_of_whole_arrays (tree *clauses)
{
  for (tree *prev = clauses; *prev;)
    {
      tree sec = *prev;
      tree fp = OMP_CLAUSE_CHAIN (sec);
      tree a = fp && OMP_CLAUSE_CODE (fp) == OMP_CLAUSE_MAP
	       && OMP_CLAUSE_MAP_KIND (fp) == GOMP_MAP_FIRSTPRIVATE_POINTER
	       ? OMP_CLAUSE_DECL (fp) : NULL_TREE;
      tree whole;
      if (!a
	  || !(VAR_P (a) || TREE_CODE (a) == PARM_DECL)
	  || TREE_CODE (TREE_TYPE (a)) != ARRAY_TYPE
	  || OMP_CLAUSE_CODE (sec) != OMP_CLAUSE_MAP
	  || !plain_map_kind_p (OMP_CLAUSE_MAP_KIND (sec))
	  || get_base_address (OMP_CLAUSE_DECL (sec)) != a
	  || !(whole = whole_array_clause (*clauses, a)))
	{
	  prev = &OMP_CLAUSE_CHAIN (sec);
	  continue;
	}
      int k1 = OMP_CLAUSE_MAP_KIND (whole), k2 = OMP_CLAUSE_MAP_KIND (sec);
      int to = MAX (direction (k1, GOMP_MAP_FLAG_TO),
		    direction (k2, GOMP_MAP_FLAG_TO));
      int from = MAX (direction (k1, GOMP_MAP_FLAG_FROM),
		      direction (k2, GOMP_MAP_FLAG_FROM));
      int k = ((to ? GOMP_MAP_FLAG_TO : 0) | (from ? GOMP_MAP_FLAG_FROM : 0)
	       | (to == 2 || from == 2 ? GOMP_MAP_FLAG_SPECIAL_2 : 0));
      bool present1 = ompm_clause_present_p (OMP_CLAUSE_LOCATION (whole));
      bool present2 = ompm_clause_present_p (OMP_CLAUSE_LOCATION (sec));
      tree size = TYPE_SIZE_UNIT (TREE_TYPE (a));
      tree bias = OMP_CLAUSE_SIZE (fp), len = OMP_CLAUSE_SIZE (sec);
      bool all = (bias && integer_zerop (bias)
		  && size && TREE_CODE (size) == INTEGER_CST
		  && len && TREE_CODE (len) == INTEGER_CST
		  && tree_int_cst_equal (size, len));
      /* One kind says it if always goes with both directions or with
	 none, and a part of the array adds nothing or no always.  */
      if ((to && from && (to == 2) != (from == 2))
	  || (!all && k != k1
	      && (GOMP_MAP_ALWAYS_P (k1) || GOMP_MAP_ALWAYS_P (k2)))
	  || (!all && present2 && !present1))
	{
	  sorry_at (OMP_CLAUSE_LOCATION (sec), "a section of %qD mapped "
		    "with other modifiers than the whole of %qD on the same "
		    "construct", a, a);
	  prev = &OMP_CLAUSE_CHAIN (fp);
	  continue;
	}
      OMP_CLAUSE_SET_MAP_KIND (whole, (enum gomp_map_kind) k);
      /* The present mark goes with the clause's location.  */
      if (present2 && !present1)
	OMP_CLAUSE_LOCATION (whole) = OMP_CLAUSE_LOCATION (sec);
      *prev = OMP_CLAUSE_CHAIN (fp);
    }
}

/* GCC 12's gimplifier crashes (a segmentation fault in
   gimplify_scan_omp_clauses) on some lists that map pointer members of
   variables and what they point to, about one random list in a hundred:
   map(x1.c) map(x1.b, x1.b[1:1]) map(x1.c[0:2]) map(x0.b, x0.b[1:1]),
   map(x.b[1:1], x.c[1:1]) map(alloc: x.c), in clauses written by hand
   or made by a mapper.  Two things avoid it, checked on 2000 random
   lists: the member clauses of each variable in one run, in the order
   of their offsets, a member before what it points to (as the list
   comes from the front end when written in the reverse order), and a
   pointer member whose pointee is attached on the construct not
   "alloc" but "to" (the attachment writes the device's pointer anyway,
   and an "alloc" is what the gimplifier adds itself for attached
   pointers).  The runs must also not be broken by other clauses: a
   nowait or firstprivate clause among them, or the clauses of a struct
   through a pointer between two members of an array's elements
   (map(as[0].q[5:4], as[2].m) map(ps->q[6:5])), crash it as well
   (found by plain-diff.py); so the clauses that are not map clauses
   come first, then the members' runs (a variable whole, or an element
   of it, first in its run: after other members it crashed it too),
   then the other map clauses.  A nowait among map clauses of members
   crashes GCC 12 alone too (map(alloc: s.in.c) nowait map(s.arr)):
   the clauses that are not map clauses come first on every construct
   (found by clause-fuzz.py, with the others above).  The order of
   clauses means nothing (2.21.7.1).  */

/* A run of clauses: a map clause and the attachment of its pointer, or
   the array's firstprivate pointer, after it, if any; KEY orders those
   that stand for members.  */

struct member_unit
{
  tree first;
  unsigned count;
  /* A member of a variable: the variable's rank (order of first
     appearance), the member's byte offset, whether it is a pointee;
     or (WHOLE) the variable itself, or an element of it, at its
     offset.  */
  bool member;
  unsigned rank;
  HOST_WIDE_INT offset;
  bool pointee;
  bool whole;
  unsigned index;
};

static int
member_unit_cmp (const void *x, const void *y)
{
  const member_unit *a = (const member_unit *) x;
  const member_unit *b = (const member_unit *) y;
  if (a->rank != b->rank)
    return a->rank < b->rank ? -1 : 1;
  if (a->offset != b->offset)
    return a->offset < b->offset ? -1 : 1;
  if (a->whole != b->whole)
    return a->whole ? -1 : 1;
  if (a->pointee != b->pointee)
    return a->pointee ? 1 : -1;
  return a->index < b->index ? -1 : a->index > b->index;
}

/* Link the clauses of unit U at *TAIL; return where the next go.  */

static tree *
append_unit (tree *tail, const member_unit &u)
{
  *tail = u.first;
  tail = &OMP_CLAUSE_CHAIN (u.first);
  return u.count == 2 ? &OMP_CLAUSE_CHAIN (*tail) : tail;
}

static void
order_members (tree *clauses)
{
  auto_vec<member_unit, 16> units;
  auto_vec<tree, 8> vars;
  bool attached = false;
  for (tree c = *clauses; c;)
    {
      member_unit u = { c, 1, false, 0, 0, false, false, units.length () };
      tree next = OMP_CLAUSE_CHAIN (c);
      tree key = NULL_TREE;
      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	  && OMP_CLAUSE_MAP_KIND (c) != GOMP_MAP_ATTACH_DETACH)
	{
	  key = OMP_CLAUSE_DECL (c);
	  if (next && OMP_CLAUSE_CODE (next) == OMP_CLAUSE_MAP
	      && OMP_CLAUSE_MAP_KIND (next) == GOMP_MAP_ATTACH_DETACH)
	    {
	      key = OMP_CLAUSE_DECL (next);
	      u.count = 2;
	      u.pointee = true;
	      next = OMP_CLAUSE_CHAIN (next);
	    }
	  else if (next && OMP_CLAUSE_CODE (next) == OMP_CLAUSE_MAP
		   && (OMP_CLAUSE_MAP_KIND (next)
		       == GOMP_MAP_FIRSTPRIVATE_POINTER))
	    {
	      /* An element of an array and the array's pointer (map(a[0])
		 map(firstprivate: a [pointer assign])): together.  */
	      u.count = 2;
	      next = OMP_CLAUSE_CHAIN (next);
	    }
	}
      tree var = key ? ompm_member_variable (key, &u.offset) : NULL_TREE;
      if (!var && key && !u.pointee && RECORD_OR_UNION_TYPE_P (TREE_TYPE (key)))
	{
	  /* A struct variable whole, or an element of an array of them,
	     goes with the variable's members, first: GCC 12's
	     gimplifier crashed on map(s) after another variable's members
	     and after s.q[0:n] (map(s.q[0:n], a[0].q[0:n], s, a[0])).  */
	  tree base = key;
	  while (TREE_CODE (base) == ARRAY_REF)
	    base = TREE_OPERAND (base, 0);
	  if ((VAR_P (base) || TREE_CODE (base) == PARM_DECL)
	      && (base == key || (ompm_member_of_p (key, base, &u.offset)
				  && u.offset >= 0)))
	    {
	      var = base;
	      u.whole = true;
	    }
	}
      if (var)
	{
	  u.member = true;
	  attached |= u.pointee;
	  unsigned i;
	  for (i = 0; i < vars.length () && vars[i] != var; i++)
	    ;
	  if (i == vars.length ())
	    vars.safe_push (var);
	  u.rank = i;
	}
      units.safe_push (u);
      c = next;
    }
  for (unsigned i = 0; attached && i < units.length (); i++)
    {
      tree c = units[i].first;
      if (!units[i].member || units[i].pointee
	  || OMP_CLAUSE_MAP_KIND (c) != GOMP_MAP_ALLOC)
	continue;
      for (unsigned j = 0; j < units.length (); j++)
	if (units[j].pointee
	    && operand_equal_p (OMP_CLAUSE_DECL (OMP_CLAUSE_CHAIN
						 (units[j].first)),
				OMP_CLAUSE_DECL (c), 0))
	  {
	    OMP_CLAUSE_SET_MAP_KIND (c, GOMP_MAP_TO);
	    break;
	  }
    }
  /* Without an attachment the members stay where they are (in
     SORTED's place, the map clauses' own order).  */
  auto_vec<member_unit, 16> sorted;
  for (unsigned i = 0; attached && i < units.length (); i++)
    if (units[i].member)
      sorted.safe_push (units[i]);
  sorted.qsort (member_unit_cmp);
  /* The clauses that are not map clauses, the members in their order,
     the other map clauses (without an attachment, the map clauses in
     their order: nowait among members alone crashes GCC 12 too).  */
  tree *tail = clauses;
  for (const member_unit &u : units)
    if (OMP_CLAUSE_CODE (u.first) != OMP_CLAUSE_MAP)
      tail = append_unit (tail, u);
  for (const member_unit &u : sorted)
    tail = append_unit (tail, u);
  for (const member_unit &u : units)
    if (OMP_CLAUSE_CODE (u.first) == OMP_CLAUSE_MAP
	&& !(u.member && attached))
      tail = append_unit (tail, u);
  *tail = NULL_TREE;
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
      drop_sections_of_whole_arrays (clauses);
      map_pointer_members (clauses);
      add_implicit_maps (stmt, iters);
    }
  else if (TREE_CODE (stmt) == OMP_TARGET_DATA)
    map_pointer_members (clauses);
  else if ((TREE_CODE (stmt) == OMP_TARGET_ENTER_DATA
	    || TREE_CODE (stmt) == OMP_TARGET_EXIT_DATA)
	   && !seen_error ())
    map_variable_pointer_members (clauses,
				  TREE_CODE (stmt) == OMP_TARGET_EXIT_DATA);
  bool changed;
  auto_vec<ompm_dyn, 4> dyn;
  *clauses = ompm_expand_clauses (*clauses, TREE_CODE (stmt),
				  ompm_visible_head, &changed, &dyn);
  ompm_forget_split_structs ();
  if (TREE_CODE (stmt) != OMP_TARGET_UPDATE)
    {
      if (!seen_error ())
	split_present_structs (clauses);
      order_members (clauses);
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
