/* clauses.cc -- expand list items through their mappers.
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

/* Static expansion (OpenMP 5.1, 2.21.7.1 and 2.21.7.4).  Given

     #pragma omp declare mapper (struct S v) map(to: v, v.d[0:v.len])
     #pragma omp target enter data map(tofrom: s)

   the clause map(tofrom: s) is replaced by the mapper's clauses, which
   GCC has already finished (c_finish_omp_clauses) in terms of v, with v
   replaced by s and each map type decayed by Table 2.13 against the
   invoking one:

     #pragma omp target enter data map(to: *s.d [len: s.len * 4])
				   map(attach_detach: s.d) map(to: s)

   which is what GCC builds for the hand-written clauses, so gimplify
   groups the struct and attaches pointers as usual and the mapper costs
   nothing at run time.  A clause of the mapper whose list item is v
   itself maps it without a mapper; any other item whose type has a
   visible mapper (the one named by its mapper(ID) modifier, else the
   default) is expanded again, and a mapper met again inside its own
   expansion is an error: it would expand forever.

   target update filters instead of decaying to alloc: to(...) keeps the
   items whose decayed type includes "to", from(...) those including
   "from".  An updated struct never overwrites its attached pointers
   (OpenMP 5.1, 2.14.6): the parts of it that hold them are left out, so
   that the device copy keeps pointing at device memory and the host copy
   at host memory.  libgomp 12 skips attached words by itself too, but
   counts them from the start of the update rather than of the mapping,
   and copies the rest a pointer's size at a time, so that the parts
   between the pointers lose bytes or move bytes beyond their end: an
   update through a mapper that attaches pointers goes to dynamic.cc,
   whose map vector has libgompx copy the parts itself, as do motions
   written by hand of bytes inside an object that holds pointers
   (exact_motion_p).

   Array sections of a type with a mapper need a loop at run time: the
   expansion leaves them in its ompm_dyn list for lower/dynamic.cc.  */

#include "base/ompmapper-gcc.h"
#include "mapper/mapper.h"


/* Map types without their modifiers (base/base.h).  */

typedef ompm_kind base_kind;
#define K_NONE OMPM_K_NONE
#define K_ALLOC OMPM_K_ALLOC
#define K_TO OMPM_K_TO
#define K_FROM OMPM_K_FROM
#define K_TOFROM OMPM_K_TOFROM
#define K_RELEASE OMPM_K_RELEASE
#define K_DELETE OMPM_K_DELETE

/* Table 2.13 of OpenMP 5.1: the map type of a mapper's clause, MAPPER,
   decayed by the map type of the clause that invokes the mapper.  */

base_kind
ompm_decay (base_kind mapper, base_kind invoking)
{
  switch (invoking)
    {
    case K_ALLOC:
      return K_ALLOC;
    case K_TO:
      return mapper == K_TO || mapper == K_TOFROM ? K_TO : K_ALLOC;
    case K_FROM:
      return mapper == K_FROM || mapper == K_TOFROM ? K_FROM : K_ALLOC;
    case K_TOFROM:
      return mapper;
    case K_RELEASE:
    case K_DELETE:
      return invoking;
    default:
      gcc_unreachable ();
    }
}

/* Substitution of a mapper's variable by a list item.  */

struct subst_data
{
  tree var;
  tree item;
  /* The temporaries of the copy (C++'s TARGET_EXPRs without cleanups,
     std::min (v.n, 8)): each copy its own, by the original's slot.  */
  hash_map<tree, tree> *slots;
};

static tree
subst_r (tree *tp, int *walk_subtrees, void *data)
{
  subst_data *d = (subst_data *) data;
  tree t = *tp;
  tree *fresh;
  if (t == d->var)
    {
      *tp = unshare_expr (d->item);
      *walk_subtrees = 0;
    }
  else if (DECL_P (t) && d->slots && (fresh = d->slots->get (t)))
    {
      *tp = *fresh;
      *walk_subtrees = 0;
    }
  else if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == TARGET_EXPR)
    {
      /* A temporary of its own for each copy, which the gimplifier
	 adds to the function it ends up in.  */
      copy_tree_r (tp, walk_subtrees, NULL);
      tree slot = TARGET_EXPR_SLOT (t), copy = copy_node (slot);
      DECL_CHAIN (copy) = NULL_TREE;
      DECL_SEEN_IN_BIND_EXPR_P (copy) = 0;
      if (!d->slots)
	d->slots = new hash_map<tree, tree>;
      d->slots->put (slot, copy);
      TARGET_EXPR_SLOT (*tp) = copy;
    }
  else if (TREE_CODE (t) == SAVE_EXPR)
    {
      /* The item differs at each use: evaluate afresh.  */
      *tp = TREE_OPERAND (t, 0);
      return subst_r (tp, walk_subtrees, data);
    }
  else
    copy_tree_r (tp, walk_subtrees, NULL);
  return NULL_TREE;
}

/* A copy of EXPR with VAR replaced by ITEM, and the declarations in
   *SLOTS by theirs (new temporaries are added there).  */

static tree
subst_with (tree expr, tree var, tree item, hash_map<tree, tree> *slots)
{
  if (!expr)
    return NULL_TREE;
  subst_data d = { var, item, slots };
  walk_tree (&expr, subst_r, &d, NULL);
  return expr;
}

/* A copy of EXPR with VAR replaced by ITEM.  */

static tree
subst (tree expr, tree var, tree item)
{
  hash_map<tree, tree> slots;
  return subst_with (expr, var, item, &slots);
}

/* As which expression to substitute list item ITEM into member accesses
   and subscripts: *p rather than MEM[p], as the C front end spells p[0]
   and p->m, so that an expansion is the hand-written clauses.  */

static tree
item_for_subst (tree item)
{
  if (TREE_CODE (item) == MEM_REF
      && integer_zerop (TREE_OPERAND (item, 1))
      && POINTER_TYPE_P (TREE_TYPE (TREE_OPERAND (item, 0)))
      && TYPE_MAIN_VARIANT (TREE_TYPE (TREE_TYPE (TREE_OPERAND (item, 0))))
	 == TYPE_MAIN_VARIANT (TREE_TYPE (item)))
    return build1 (INDIRECT_REF, TREE_TYPE (item), TREE_OPERAND (item, 0));
  return item;
}

void
ompm_mapper_iterator (int m, unsigned k, tree item, tree fn, ompm_iter *out)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  const ompm_iter &it = mp->iters[k];
  tree sub = item_for_subst (item);
  hash_map<tree, tree> slots;
  for (tree t = it.iterators; t; t = TREE_CHAIN (t))
    {
      tree var = TREE_VEC_ELT (t, 0);
      tree copy = copy_node (var);
      DECL_CONTEXT (copy) = fn;
      DECL_CHAIN (copy) = NULL_TREE;
      DECL_SEEN_IN_BIND_EXPR_P (copy) = 0;
      slots.put (var, copy);
    }
  tree head = NULL_TREE, *tail = &head;
  for (tree t = it.iterators; t; t = TREE_CHAIN (t))
    {
      tree v = copy_node (t);
      TREE_CHAIN (v) = NULL_TREE;
      TREE_VEC_ELT (v, 0) = *slots.get (TREE_VEC_ELT (t, 0));
      for (int i = 1; i < 5; i++)
	TREE_VEC_ELT (v, i) = subst_with (TREE_VEC_ELT (t, i), mp->var, sub,
					  &slots);
      /* GCC's block of the iterator variables: the loops bind theirs.  */
      if (TREE_VEC_LENGTH (v) > 5)
	TREE_VEC_ELT (v, 5) = NULL_TREE;
      *tail = v;
      tail = &TREE_CHAIN (v);
    }
  out->clause = it.clause;
  out->iterators = head;
  out->pieces = vNULL;
  for (unsigned p = 0; p < it.pieces.length (); p++)
    out->pieces.safe_push (subst_with (it.pieces[p], mp->var, sub, &slots));
}

/* One expansion in progress.  */

struct expansion
{
  /* The clauses pushed under a mapper clause with the present modifier
     mark that (ompm_expanded_present_p).  */
  bool present;
  enum tree_code code;		/* The construct.  */
  location_t loc;		/* The invoking clause's location.  */
  vec<int> active;		/* Mappers being expanded, outermost first.  */
  vec<tree> *out;		/* Map clauses produced, in order.  */
  vec<ompm_dyn> *dyn;		/* Array sections of mapped types met.  */
  bool skip_self;		/* Leave out the outermost mapper's var.  */
  bool failed;
};

/* Whether list item ITEM is storage behind a pointer (*p, p[i], p->m,
   s.p[0:1]) rather than a variable or part of one; with BASE, behind a
   pointer between BASE and ITEM.  A mapper's list item of a mapped type
   behind a pointer is expanded as a section of one element: mapped
   whole, its members inside it, and the pointer attached after it.
   Expanded in place among its parent's clauses, its members would be
   mappings of their own, which libgomp cannot tell from members of a
   struct mapped in part.  */

static bool
behind_pointer_p (tree item, tree base)
{
  for (;;)
    {
      if (base && operand_equal_p (item, base, 0))
	return false;
      if (!handled_component_p (item))
	return TREE_CODE (item) == MEM_REF || TREE_CODE (item) == INDIRECT_REF;
      item = TREE_OPERAND (item, 0);
    }
}

static void expand_item (expansion *, tree clause, tree item, int m,
			 base_kind invoking, bool always);

/* The clauses expansions made under mapper clauses with the present
   modifier.  They are looked up right after the expansion, in the same
   function's lowering, before any garbage collection; lower.cc forgets
   them for each function.  */
static hash_set<tree> *present_set;

/* Push a copy of CLAUSE with list item ITEM and SIZE and, for a data
   kind, map kind KIND.  */

static void
push_clause (expansion *x, tree clause, tree item, tree size, int kind)
{
  tree c = copy_node (clause);
  OMP_CLAUSE_CHAIN (c) = NULL_TREE;
  OMP_CLAUSE_LOCATION (c) = x->loc;
  OMP_CLAUSE_DECL (c) = item;
  OMP_CLAUSE_SIZE (c) = size;
  if (kind >= 0)
    OMP_CLAUSE_SET_MAP_KIND (c, kind);
  if (x->present && kind >= 0)
    {
      if (!present_set)
	present_set = new hash_set<tree>;
      present_set->add (c);
    }
  x->out->safe_push (c);
}

bool
ompm_expanded_present_p (tree c)
{
  return present_set && present_set->contains (c);
}

void
ompm_forget_present (void)
{
  if (present_set)
    present_set->empty ();
}


/* ITEM of SIZE bytes (null: its type's) as elements of an array in
   storage: the array whole, or a section of it with constant bounds
   (the C front end's A[LO] with the section's size).  Return the number
   of elements if it is known and at most 64, setting *ARRAY and *FIRST
   (the first element's index); -2 if more; -1 if ITEM is not such.  */

static HOST_WIDE_INT
array_elements (tree item, tree size, tree *array, HOST_WIDE_INT *first)
{
  tree type = TREE_TYPE (item), elt;
  unsigned HOST_WIDE_INT bytes;
  if (TREE_CODE (type) == ARRAY_TYPE)
    {
      *array = item;
      *first = 0;
      elt = TREE_TYPE (type);
      if (!TYPE_SIZE_UNIT (type) || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type)))
	return -1;
      bytes = tree_to_uhwi (TYPE_SIZE_UNIT (type));
    }
  else if (TREE_CODE (item) == ARRAY_REF
	   && tree_fits_shwi_p (TREE_OPERAND (item, 1))
	   && tree_fits_shwi_p (array_ref_low_bound (item)))
    {
      *array = TREE_OPERAND (item, 0);
      *first = (tree_to_shwi (TREE_OPERAND (item, 1))
		- tree_to_shwi (array_ref_low_bound (item)));
      elt = type;
      if (*first < 0 || !size || !tree_fits_uhwi_p (size))
	return -1;
      bytes = tree_to_uhwi (size);
    }
  else
    return -1;
  if (!TYPE_SIZE_UNIT (elt) || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (elt))
      || integer_zerop (TYPE_SIZE_UNIT (elt)) || TREE_CODE (elt) == ARRAY_TYPE)
    return -1;
  unsigned HOST_WIDE_INT unit = tree_to_uhwi (TYPE_SIZE_UNIT (elt));
  if (size && !(tree_fits_uhwi_p (size) && tree_to_uhwi (size) == bytes))
    return -1;
  if (bytes % unit)
    return -1;
  unsigned HOST_WIDE_INT n = bytes / unit;
  return n <= 64 ? (HOST_WIDE_INT) n : -2;
}


/* Whether mapper MP has a clause for its variable itself.  */

static bool
maps_own_variable_p (const ompm_mapper *mp)
{
  for (tree tc = mp->clauses; tc; tc = OMP_CLAUSE_CHAIN (tc))
    {
      bool always;
      if (OMP_CLAUSE_DECL (tc) == mp->var
	  && ompm_base_kind (OMP_CLAUSE_MAP_KIND (tc), &always) != K_NONE)
	return true;
    }
  return false;
}

/* Set while an expansion only tells what a mapper maps
   (ompm_storage_kind): no code comes of it.  */
static bool trial_expansion;

/* Expand ITEM, the list item of the invoking clause CLAUSE, through
   mapper M under the invoking map type INVOKING (ALWAYS: with the always
   modifier).  */

static void
expand_item (expansion *x, tree clause, tree item, int m, base_kind invoking,
	     bool always)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  if (!trial_expansion
      && !ompm_mapper_outer_ok (m, x->loc, ompm_lowering_fn ()))
    {
      x->failed = true;
      return;
    }
  for (unsigned i = 0; i < x->active.length (); i++)
    if (x->active[i] == m)
      {
	if (!ompm_quiet)
	  {
	    auto_diagnostic_group d;
	    error_at (x->loc, "mapper %qs for type %qT expands list item %qE "
		      "through itself without end",
		      mp->id ? IDENTIFIER_POINTER (mp->id) : "default",
		      mp->type, item);
	    inform (mp->loc, "mapper declared here");
	  }
	x->failed = true;
	return;
      }
  x->active.safe_push (m);

  tree sub = item_for_subst (item);
  unsigned k = 0;
  for (tree tc = mp->clauses; tc; tc = OMP_CLAUSE_CHAIN (tc), k++)
    {
      tree decl = OMP_CLAUSE_DECL (tc);
      bool tc_always;
      base_kind tb = ompm_base_kind (OMP_CLAUSE_MAP_KIND (tc), &tc_always);

      if (tb == K_NONE)
	{
	  /* Pointer attachment: as GCC built it, on the new base.  */
	  push_clause (x, tc, subst (decl, mp->var, sub),
		       subst (OMP_CLAUSE_SIZE (tc), mp->var, sub), -1);
	  continue;
	}

      base_kind b = ompm_decay (tb, invoking);
      bool a = always || tc_always;
      if (decl == mp->var && x->skip_self && x->active.length () == 1)
	continue;
      /* present carries into everything the clause maps.  */
      bool outer_present = x->present;
      if (k < mp->clause_present.length () && mp->clause_present[k])
	x->present = true;
      if (decl == mp->var)
	{
	  /* The mapper's variable itself: the invoking list item, mapped
	     without a mapper, with the invoking clause's size.  */
	  push_clause (x, clause, item, OMP_CLAUSE_SIZE (clause),
		       ompm_gomp_kind (b, a));
	  x->present = outer_present;
	  continue;
	}

      tree new_item = subst (decl, mp->var, sub);
      tree size = subst (OMP_CLAUSE_SIZE (tc), mp->var, sub);
      tree id = k < mp->clause_mappers.length () ? mp->clause_mappers[k]
		: NULL_TREE;
      /* Nested mappers are those visible where this mapper was declared,
	 itself included.  */
      bool section;
      int from = ompm_nested_lookup_begin (m);
      int nested = ompm_mapper_for (new_item, size, id, m, x->loc, &x->failed,
				    &section);
      ompm_nested_lookup_end (from);
      bool behind = (nested != OMPM_NO_MAPPER
		     && behind_pointer_p (decl, mp->var));
      section |= behind;
      tree array = NULL_TREE;
      HOST_WIDE_INT first = 0;
      HOST_WIDE_INT count = (nested != OMPM_NO_MAPPER && section && !behind
			     ? array_elements (new_item, size, &array, &first)
			     : -1);
      if (count >= 0)
	{
	  /* An array member of a mapped type, in the element's own
	     storage: each of its elements is a member of a mapped type.
	     As a section it would have an entry of its own inside the
	     element's, which libgomp 12 lays out twice (the elements'
	     data never reached the device).  */
	  for (HOST_WIDE_INT e = 0; e < count; e++)
	    {
	      tree elem = build4 (ARRAY_REF, TREE_TYPE (TREE_TYPE (array)),
				  unshare_expr (array),
				  size_int (first + e), NULL_TREE, NULL_TREE);
	      tree nc = copy_node (tc);
	      OMP_CLAUSE_CHAIN (nc) = NULL_TREE;
	      OMP_CLAUSE_DECL (nc) = elem;
	      OMP_CLAUSE_SIZE (nc) = TYPE_SIZE_UNIT (TREE_TYPE (elem));
	      expand_item (x, nc, elem, nested, b, a);
	    }
	}
      else if (count == -2 && !maps_own_variable_p (mp))
	{
	  /* Its own entry would lie inside the element's members' group,
	     and libgomp 12 would lose the elements' data.  */
	  static hash_set<tree> said;
	  if (!ompm_quiet && !said.add (tc))
	    sorry_at (OMP_CLAUSE_LOCATION (tc), "more than 64 elements of "
		      "a type with a mapper in array member %qE, in a mapper "
		      "that does not map its variable", decl);
	  x->failed = true;
	}
      else if (nested != OMPM_NO_MAPPER && section)
	{
	  ompm_dyn d = { new_item, size, nested, b, a, x->loc, false,
			 x->present, NULL_TREE, 0 };
	  x->dyn->safe_push (d);
	}
      else if (nested != OMPM_NO_MAPPER)
	{
	  tree nc = copy_node (tc);
	  OMP_CLAUSE_CHAIN (nc) = NULL_TREE;
	  OMP_CLAUSE_DECL (nc) = new_item;
	  OMP_CLAUSE_SIZE (nc) = size;
	  expand_item (x, nc, new_item, nested, b, a);
	}
      else
	push_clause (x, tc, new_item, size, ompm_gomp_kind (b, a));
      x->present = outer_present;
    }
  /* The clauses with the iterator modifier: at run time, after the
     rest (the pointers of their sections are attached in storage the
     rest maps).  */
  for (unsigned i = 0; i < mp->iters.length (); i++)
    {
      ompm_dyn d = { item, NULL_TREE, m, invoking, always, x->loc, false,
		     x->present, NULL_TREE, i + 1 };
      x->dyn->safe_push (d);
    }
  x->active.pop ();
}

/* Whether EXPR is storage inside BASE: a chain of member accesses and
   array subscripts on it; if so, set *OFFSET to the byte offset of EXPR
   from BASE, or -1 if a subscript is not constant.  */

bool
ompm_member_of_p (tree expr, tree base, HOST_WIDE_INT *offset)
{
  HOST_WIDE_INT off = 0;
  while (TREE_CODE (expr) == COMPONENT_REF || TREE_CODE (expr) == ARRAY_REF)
    {
      if (TREE_CODE (expr) == COMPONENT_REF)
	{
	  tree pos = byte_position (TREE_OPERAND (expr, 1));
	  if (off >= 0 && tree_fits_shwi_p (pos))
	    off += tree_to_shwi (pos);
	  else
	    off = -1;
	}
      else
	{
	  tree index = TREE_OPERAND (expr, 1);
	  tree low = array_ref_low_bound (expr);
	  tree unit = array_ref_element_size (expr);
	  if (off >= 0 && tree_fits_shwi_p (index) && tree_fits_shwi_p (low)
	      && tree_fits_shwi_p (unit))
	    off += ((tree_to_shwi (index) - tree_to_shwi (low))
		    * tree_to_shwi (unit));
	  else
	    off = -1;
	}
      expr = TREE_OPERAND (expr, 0);
      if (operand_equal_p (expr, base, 0))
	{
	  *offset = off;
	  return true;
	}
    }
  return false;
}

/* The variable (or parameter) EXPR is a member of, through members and
   subscripts at a constant byte offset set in *OFFSET; NULL_TREE if it
   is none.  */

tree
ompm_member_variable (tree expr, HOST_WIDE_INT *offset)
{
  bool member;
  tree base = ompm_item_variable (expr, 0, NULL, &member);
  if (!member || !base || !ompm_member_of_p (expr, base, offset)
      || *offset < 0)
    return NULL_TREE;
  return base;
}

/* The parts of ITEM (with SIZE; NULL_TREE: the size of ITEM's type) that
   a target update moves: ITEM itself, or, when attached pointers among
   the map clauses OUT lie in it, the byte ranges between them; nothing
   when ITEM is such a pointer (map(from: v.p, v.p[0:1]) maps the
   pointer, but the update must leave it as it is, OpenMP 5.1, 2.14.6).
   Push each part's list item and size to ITEMS and SIZES.  */

void
ompm_update_parts (tree item, tree size, const vec<tree> &out,
		   vec<tree> *items, vec<tree> *sizes)
{
  auto_vec<HOST_WIDE_INT, 8> holes;
  for (unsigned i = 0; i < out.length (); i++)
    {
      bool always;
      if (ompm_base_kind (OMP_CLAUSE_MAP_KIND (out[i]), &always) != K_NONE)
	continue;
      tree ptr = OMP_CLAUSE_DECL (out[i]);
      HOST_WIDE_INT off;
      if (operand_equal_p (ptr, item, 0))
	return;
      if (ompm_member_of_p (ptr, item, &off) && off >= 0)
	holes.safe_push (off);
    }

  tree unit = size ? size : TYPE_SIZE_UNIT (TREE_TYPE (item));
  if (holes.is_empty () || !tree_fits_shwi_p (unit))
    {
      items->safe_push (item);
      sizes->safe_push (size);
      return;
    }

  /* The ranges between the pointers, as bytes.  */
  holes.qsort ([] (const void *a, const void *b) {
    HOST_WIDE_INT x = *(const HOST_WIDE_INT *) a;
    HOST_WIDE_INT y = *(const HOST_WIDE_INT *) b;
    return x < y ? -1 : x > y;
  });
  HOST_WIDE_INT total = tree_to_shwi (unit);
  HOST_WIDE_INT ptr = int_size_in_bytes (ptr_type_node);
  tree base = get_base_address (item);
  if (base && DECL_P (base))
    TREE_ADDRESSABLE (base) = 1;
  tree addr = build_fold_addr_expr (unshare_expr (item));
  HOST_WIDE_INT start = 0;
  for (unsigned i = 0; i <= holes.length (); i++)
    {
      HOST_WIDE_INT end = i < holes.length () ? holes[i] : total;
      if (end > start)
	{
	  items->safe_push (build2 (MEM_REF, char_type_node,
				    unshare_expr (addr),
				    build_int_cst (ptr_type_node, start)));
	  sizes->safe_push (size_int (end - start));
	}
      if (i < holes.length ())
	start = MAX (start, holes[i] + ptr);
    }
}

static base_kind merge_kinds (base_kind, base_kind);

/* Whether TYPE has a pointer in its storage (a member, an element).  */

static bool
holds_pointer_p (tree type)
{
  switch (TREE_CODE (type))
    {
    case POINTER_TYPE:
    case REFERENCE_TYPE:
      return true;
    case ARRAY_TYPE:
      return holds_pointer_p (TREE_TYPE (type));
    case RECORD_TYPE:
    case UNION_TYPE:
    case QUAL_UNION_TYPE:
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL && holds_pointer_p (TREE_TYPE (f)))
	  return true;
      return false;
    default:
      return false;
    }
}

/* Whether ITEM, the list item of a motion clause written without a
   mapper, is to be moved by libgompx (dynamic.cc, GOMPX_MAP_EXACT):
   storage inside an object that holds pointers, with none of its own.
   libgomp 12 moves the data of a mapping that holds attached pointers a
   pointer's size at a time, counting the words from the start of the
   list item instead of the mapping: update from(x.b) of an int member
   brought back the pointer after it too, with the device's address.
   Bytes without pointers can be copied as they are, whatever is
   attached around them; an item that holds pointers stays libgomp's,
   which keeps those attached (right at the start of a mapping).  */

static bool
exact_motion_p (tree item)
{
  if (DECL_P (item) || TREE_SIDE_EFFECTS (item)
      || holds_pointer_p (TREE_TYPE (item)))
    return false;
  for (tree t = item; handled_component_p (t); t = TREE_OPERAND (t, 0))
    if ((TREE_CODE (t) == COMPONENT_REF || TREE_CODE (t) == ARRAY_REF)
	&& holds_pointer_p (TREE_TYPE (TREE_OPERAND (t, 0))))
      return true;
  return false;
}

/* Whether the expansion OUT attaches a pointer.  */

bool
ompm_attaches_p (const vec<tree> &out)
{
  for (unsigned i = 0; i < out.length (); i++)
    {
      bool always;
      if (ompm_base_kind (OMP_CLAUSE_MAP_KIND (out[i]), &always) == K_NONE)
	return true;
    }
  return false;
}


/* Fold into the sections of mapped types DYN[DYN0..] the clauses
   OUT[OUT0..] of the same storage (a mapper that maps a pointee plainly
   and, in another clause, through a mapper), and the same section
   through the same mapper twice into one: the section takes their map
   kinds, and its storage has one entry.  Two entries for it in one
   vector would be laid out twice by libgomp 12, whose second pass then
   finds the second inside the first and copies every later entry to
   the wrong place.  The pointer's attachment stays: the section has it
   after its elements.  */

static void
fold_into_sections (vec<tree> *out, unsigned out0, vec<ompm_dyn> *dyn,
		    unsigned dyn0)
{
  if (dyn->length () == dyn0)
    return;
  /* The same section through the same mapper in two clauses: one
     section, with both clauses' map kinds.  */
  unsigned nd = dyn0;
  for (unsigned i = dyn0; i < dyn->length (); i++)
    {
      ompm_dyn &d = (*dyn)[i];
      bool folded = false;
      for (unsigned j = dyn0; j < nd && !folded; j++)
	{
	  ompm_dyn &e = (*dyn)[j];
	  if (e.mapper == d.mapper && e.iter == d.iter
	      && operand_equal_p (e.item, d.item, 0)
	      && (e.size == d.size
		  || (e.size && d.size && operand_equal_p (e.size, d.size, 0))))
	    {
	      e.kind = merge_kinds (e.kind, d.kind);
	      e.always |= d.always;
	      e.present |= d.present;
	      folded = true;
	    }
	}
      if (!folded)
	(*dyn)[nd++] = d;
    }
  dyn->truncate (nd);
  unsigned n = out0;
  for (unsigned i = out0; i < out->length (); i++)
    {
      tree c = (*out)[i];
      bool a;
      base_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &a);
      ompm_dyn *into = NULL;
      for (unsigned j = dyn0; k != K_NONE && j < dyn->length () && !into; j++)
	{
	  ompm_dyn &d = (*dyn)[j];
	  tree s1 = d.size, s2 = OMP_CLAUSE_SIZE (c);
	  if (!d.iter && operand_equal_p (d.item, OMP_CLAUSE_DECL (c), 0)
	      && (s1 == s2 || (s1 && s2 && operand_equal_p (s1, s2, 0))))
	    into = &d;
	}
      if (into)
	{
	  into->kind = merge_kinds (into->kind, k);
	  into->always |= a;
	  continue;
	}
      (*out)[n++] = c;
    }
  out->truncate (n);
}

/* Expand ITEM, an element or whole object of mapper M's type and the
   list item of CLAUSE, through M under the invoking map type INVOKING
   (ALWAYS: with the always modifier) for a construct of code CODE.  Push
   the map clauses of the expansion to OUT and the array sections of
   mapped types in it to DYN.  SKIP_SELF leaves out M's clauses for its
   variable itself.  Return false after an error.  */

bool
ompm_expand_item (tree clause, tree item, int m, base_kind invoking,
		  bool always, bool skip_self, enum tree_code code,
		  location_t loc, vec<tree> *out, vec<ompm_dyn> *dyn)
{
  expansion x;
  x.present = false;
  x.code = code;
  x.loc = loc;
  x.active = vNULL;
  x.out = out;
  x.dyn = dyn;
  x.skip_self = skip_self;
  x.failed = false;
  unsigned out0 = out->length (), dyn0 = dyn->length ();
  expand_item (&x, clause, item, m, invoking, always);
  x.active.release ();
  fold_into_sections (out, out0, dyn, dyn0);
  return !x.failed;
}

/* Collect into VARS the variables of static storage that mapper M, or a
   mapper it invokes (those in SEEN done already), maps whole besides
   its own variable.  */

static void
collect_other_variables (int m, hash_set<int_hash<int, -1, -2> > *seen,
			 vec<tree> *vars)
{
  if (seen->add (m))
    return;
  const ompm_mapper *mp = ompm_mapper_at (m);
  unsigned k = 0;
  for (tree tc = mp->clauses; tc; tc = OMP_CLAUSE_CHAIN (tc), k++)
    {
      tree decl = OMP_CLAUSE_DECL (tc);
      bool a;
      if (ompm_base_kind (OMP_CLAUSE_MAP_KIND (tc), &a) == OMPM_K_NONE)
	continue;
      if (VAR_P (decl) && decl != mp->var)
	{
	  if (!vars->contains (decl))
	    vars->safe_push (decl);
	  continue;
	}
      if (decl == mp->var)
	continue;
      bool failed = false, section;
      bool quiet = ompm_quiet;
      ompm_quiet = true;
      int from = ompm_nested_lookup_begin (m);
      int nested = ompm_mapper_for (decl, OMP_CLAUSE_SIZE (tc),
				    k < mp->clause_mappers.length ()
				    ? mp->clause_mappers[k] : NULL_TREE,
				    m, OMP_CLAUSE_LOCATION (tc), &failed,
				    &section);
      ompm_nested_lookup_end (from);
      ompm_quiet = quiet;
      if (nested != OMPM_NO_MAPPER)
	collect_other_variables (nested, seen, vars);
    }
}

/* A target region whose list items go through mappers at run time: the
   variables of static storage VARS the expansions map whole, besides
   their own, are found by the region as GCC's clauses for them would
   have them (a scalar would be firstprivate otherwise), unless a clause
   of the region's RESULT names them already.  They are mapped before
   the region (to: present then, nothing moves; else, as when no element
   maps them, the region copies the host's value in, as for
   firstprivate).  Append the clauses (at LOC) at TAIL.  */

static void
map_other_variables (const vec<tree> &vars, location_t loc, tree result,
		     tree *tail)
{
  for (unsigned i = 0; i < vars.length (); i++)
    {
      bool named = false;
      for (tree c = result; c && !named; c = OMP_CLAUSE_CHAIN (c))
	named = (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_DEPEND
		 && omp_clause_num_ops[OMP_CLAUSE_CODE (c)] > 0
		 && OMP_CLAUSE_OPERAND (c, 0)
		 && get_base_address (OMP_CLAUSE_OPERAND (c, 0)) == vars[i]);
      if (named)
	continue;
      tree mc = build_omp_clause (loc, OMP_CLAUSE_MAP);
      OMP_CLAUSE_SET_MAP_KIND (mc, GOMP_MAP_TO);
      OMP_CLAUSE_DECL (mc) = vars[i];
      OMP_CLAUSE_SIZE (mc) = DECL_SIZE_UNIT (vars[i]);
      *tail = mc;
      tail = &OMP_CLAUSE_CHAIN (mc);
    }
}

/* Whether a clause of mapper M for its variable itself has the present
   modifier.  */

bool
ompm_self_present_p (int m)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  unsigned k = 0;
  for (tree tc = mp->clauses; tc; tc = OMP_CLAUSE_CHAIN (tc), k++)
    if (OMP_CLAUSE_DECL (tc) == mp->var && k < mp->clause_present.length ()
	&& mp->clause_present[k])
      return true;
  return false;
}

/* The map kind of mapper M's clauses for its variable itself, decayed by
   INVOKING and merged, or K_NONE when M has none.  If ALWAYS is not
   null, set *ALWAYS to whether one of those clauses has the always
   modifier.  */

base_kind
ompm_self_kind (int m, base_kind invoking, bool *always)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  base_kind k = K_NONE;
  if (always)
    *always = false;
  for (tree tc = mp->clauses; tc; tc = OMP_CLAUSE_CHAIN (tc))
    if (OMP_CLAUSE_DECL (tc) == mp->var)
      {
	bool a;
	base_kind b = ompm_decay (ompm_base_kind (OMP_CLAUSE_MAP_KIND (tc),
						  &a), invoking);
	k = k == K_NONE ? b : merge_kinds (k, b);
	if (always && a)
	  *always = true;
      }
  return k;
}

/* The union of the map kinds, decayed by INVOKING, that mapper M gives
   storage of its type's objects: the object itself and its members
   (through the mappers of members too), not what lies behind pointers.
   K_NONE when M maps none of it.  */

base_kind
ompm_storage_kind (int m, base_kind invoking)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  tree clause = build_omp_clause (mp->loc, OMP_CLAUSE_MAP);
  OMP_CLAUSE_DECL (clause) = mp->var;
  OMP_CLAUSE_SIZE (clause) = NULL_TREE;
  auto_vec<tree, 16> out;
  auto_vec<ompm_dyn, 4> dyn;
  bool quiet = ompm_quiet, trial = trial_expansion;
  ompm_quiet = true;
  trial_expansion = true;
  ompm_expand_item (clause, mp->var, m, invoking, false, false,
		    OMP_TARGET_ENTER_DATA, mp->loc, &out, &dyn);
  ompm_quiet = quiet;
  trial_expansion = trial;
  base_kind k = K_NONE;
  for (unsigned i = 0; i < out.length (); i++)
    {
      bool always;
      base_kind b = ompm_base_kind (OMP_CLAUSE_MAP_KIND (out[i]), &always);
      HOST_WIDE_INT off;
      tree decl = OMP_CLAUSE_DECL (out[i]);
      if (b != K_NONE
	  && (decl == mp->var || ompm_member_of_p (decl, mp->var, &off)))
	k = k == K_NONE ? b : merge_kinds (k, b);
    }
  return k;
}

/* Whether the expansion of mapper M can reach M again through array
   sections of mapped types (a list node mapping its next node): then the
   same storage can come back in one construct, and the emitted code
   must remember what it has expanded.  */

bool
ompm_mapper_recursive_p (int m)
{
  auto_vec<int, 8> stack;
  hash_set<int_hash<int, -1, -2> > seen;
  stack.safe_push (m);
  while (!stack.is_empty ())
    {
      int cur = stack.pop ();
      const ompm_mapper *mp = ompm_mapper_at (cur);
      /* The list items of its clauses that may have mappers, and the
	 mapper(ID) modifier of each.  */
      auto_vec<tree, 16> items, ids;
      unsigned k = 0;
      for (tree tc = mp->clauses; tc; tc = OMP_CLAUSE_CHAIN (tc), k++)
	{
	  bool always;
	  if (ompm_base_kind (OMP_CLAUSE_MAP_KIND (tc), &always) == K_NONE
	      || OMP_CLAUSE_DECL (tc) == mp->var)
	    continue;
	  items.safe_push (OMP_CLAUSE_DECL (tc));
	  ids.safe_push (k < mp->clause_mappers.length ()
			 ? mp->clause_mappers[k] : NULL_TREE);
	}
      for (unsigned i = 0; i < mp->iters.length (); i++)
	{
	  const ompm_iter &it = mp->iters[i];
	  for (unsigned p = 0; p < it.pieces.length (); p++)
	    if (ompm_item_piece_p (it.clause, p))
	      {
		items.safe_push (it.pieces[p]);
		ids.safe_push (it.clause->mapper_id);
	      }
	}
      for (unsigned i = 0; i < items.length (); i++)
	{
	  tree type = ompm_struct_type (ompm_strip_arrays (TREE_TYPE (items[i])));
	  if (!type)
	    continue;
	  tree id = ids[i];
	  if (id && strcmp (IDENTIFIER_POINTER (id), "default") == 0)
	    id = NULL_TREE;
	  int from = ompm_nested_lookup_begin (cur);
	  int next = ompm_find_mapper (cur, type, id);
	  ompm_nested_lookup_end (from);
	  if (next == OMPM_NO_MAPPER)
	    continue;
	  if (next == m)
	    return true;
	  if (!seen.add (next))
	    stack.safe_push (next);
	}
    }
  return false;
}

/* The union of base kinds A and B: what maps both.  */

static base_kind
merge_kinds (base_kind a, base_kind b)
{
  if (a == K_DELETE || b == K_DELETE)
    return K_DELETE;
  bool to = a == K_TO || a == K_TOFROM || b == K_TO || b == K_TOFROM;
  bool from = a == K_FROM || a == K_TOFROM || b == K_FROM || b == K_TOFROM;
  if (to && from)
    return K_TOFROM;
  if (to)
    return K_TO;
  if (from)
    return K_FROM;
  return a == K_RELEASE || b == K_RELEASE ? K_RELEASE : K_ALLOC;
}

/* If clause E is for the same storage as clause C, of the same code,
   make it cover C too (merging the map types) and return true.  */

static bool
covers (tree e, tree c)
{
  if (OMP_CLAUSE_CODE (e) != OMP_CLAUSE_CODE (c)
      || !operand_equal_p (OMP_CLAUSE_DECL (e), OMP_CLAUSE_DECL (c), 0))
    return false;
  tree se = OMP_CLAUSE_SIZE (e), sc = OMP_CLAUSE_SIZE (c);
  /* No size: the item's type's (a clause as written).  */
  if (!se && OMP_CLAUSE_CODE (e) == OMP_CLAUSE_MAP)
    se = TYPE_SIZE_UNIT (TREE_TYPE (OMP_CLAUSE_DECL (e)));
  if (!sc && OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP)
    sc = TYPE_SIZE_UNIT (TREE_TYPE (OMP_CLAUSE_DECL (c)));
  if ((se == NULL_TREE) != (sc == NULL_TREE)
      || (se && !operand_equal_p (se, sc, 0)))
    return false;
  if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
    return true;
  bool ae, ac;
  base_kind be = ompm_base_kind (OMP_CLAUSE_MAP_KIND (e), &ae);
  base_kind bc = ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &ac);
  if (be == K_NONE || bc == K_NONE)
    return OMP_CLAUSE_MAP_KIND (e) == OMP_CLAUSE_MAP_KIND (c);
  OMP_CLAUSE_SET_MAP_KIND (e, ompm_gomp_kind (merge_kinds (be, bc),
					      ae || ac));
  return true;
}

/* If the clause list LIST already has a clause for the same storage as
   the clause C, of the same code, make it cover C too (merging the map
   types) and return true: GCC rejects a list item mapped twice by one
   construct, and an expansion can reach the same storage more than once
   (a member mapped by hand and by its type's mapper, say).  */

static bool
merge_duplicate (tree list, tree c)
{
  for (tree e = list; e; e = OMP_CLAUSE_CHAIN (e))
    if (covers (e, c))
      return true;
  return false;
}

void
ompm_merge_duplicates (vec<tree> *out)
{
  unsigned n = 0;
  for (unsigned i = 0; i < out->length (); i++)
    {
      tree c = (*out)[i];
      bool dup = false;
      for (unsigned k = 0; k < n && !dup; k++)
	dup = covers ((*out)[k], c);
      if (!dup)
	(*out)[n++] = c;
    }
  out->truncate (n);
}

/* Append clause C to the list ending at *TAIL unless the clauses in
   RESULT or NEXT cover it already; return the new tail.  */

static tree *
append_clause (tree *tail, tree c, tree result, tree next)
{
  if (merge_duplicate (result, c) || merge_duplicate (next, c))
    return tail;
  *tail = c;
  return &OMP_CLAUSE_CHAIN (c);
}

/* Whether OUT, the static expansion of list item ITEM, is a clause list
   GCC 12 and libgomp 12 map right: ITEM is a variable, and OUT maps it
   whole, or members of it (which GCC groups under the struct as for the
   same clauses written by hand, a member the program mapped by hand
   staying a mapping of its own), and nothing behind its pointers.
   Found wrong with GCC 12's own clauses: a pointer null or a section
   empty at run time (libgomp stops: "attempt to attach null pointer",
   "pointer target not mapped for attach"), members beside the whole
   object ("structure element when other mapped elements from the same
   structure weren't mapped together with it"), members with sections
   behind other members (the region reads unmapped pointer members),
   list items other than variables (p[0] with an array member: an
   internal compiler error in lower_omp_target), unit sections of
   mapped types beside other members (a segfault in gimplify); on exit
   data (CODE), members that come back: libgomp 12 copies back the whole
   mapping of the variable for them once pointers were attached in it
   (libgompx copies back the members alone).  */

static bool
static_shape_p (tree item, const vec<tree> &out, enum tree_code code)
{
  if (!DECL_P (item) || out.is_empty ())
    return false;
  bool whole = false, members = false;
  for (unsigned i = 0; i < out.length (); i++)
    {
      tree decl = OMP_CLAUSE_DECL (out[i]);
      bool always;
      HOST_WIDE_INT off;
      if (ompm_base_kind (OMP_CLAUSE_MAP_KIND (out[i]), &always)
	  == OMPM_K_NONE)
	/* An attachment: data behind a pointer.  */
	return false;
      if (decl == item || operand_equal_p (decl, item, 0))
	whole = true;
      else if (ompm_member_of_p (decl, item, &off))
	{
	  members = true;
	  if (code == OMP_TARGET_EXIT_DATA)
	    switch (OMP_CLAUSE_MAP_KIND (out[i]))
	      {
	      case GOMP_MAP_FROM:
	      case GOMP_MAP_ALWAYS_FROM:
		return false;
	      default:
		break;
	      }
	}
      else
	return false;
    }
  return whole != members;
}

/* Expand the clauses CLAUSES of a construct of code CODE through the
   mappers visible from HEAD.  Return the new clause list; set *CHANGED
   if any mapper applied.  Array sections of mapped types go to DYN, for
   code that expands them at run time (dynamic.cc): on a target construct
   their clause stays, as alloc, so that the region finds the device
   copy; elsewhere it goes, with the pointer clause GCC added after it.  */

/* target update to(...) or from(...) (INVOKING K_TO or K_FROM) through
   mapper M, at LOC: OpenMP 5.1 moves only what the mapper maps in the
   motion's direction, so its clauses of other map types do nothing
   there.  Say so, once for each such map type, as GCC trunk does.  */

static void
warn_dropped_clauses (int m, base_kind invoking, location_t loc)
{
  /* Once a clause (the items of a C clause share its place), a map
     type, a compilation.  */
  static hash_set<int_hash<HOST_WIDE_INT, -1, -2> > said;
  const ompm_mapper *mp = ompm_mapper_at (m);
  auto_vec<base_kind, 16> kinds;
  for (tree c = mp->clauses; c; c = OMP_CLAUSE_CHAIN (c))
    {
      bool always;
      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP)
	kinds.safe_push (ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &always));
    }
  for (unsigned i = 0; i < mp->iters.length (); i++)
    kinds.safe_push (ompm_iter_mapper_kind (mp->iters[i].clause));
  for (base_kind b : kinds)
    {
      if ((b != K_ALLOC && b != K_TO && b != K_FROM) || b == invoking
	  || said.add ((HOST_WIDE_INT) loc << 3 | b))
	continue;
      warning_at (loc, 0, "dropping %qs clause during mapper expansion in "
		  "%<#pragma omp target update%>",
		  b == K_ALLOC ? "alloc" : b == K_TO ? "to" : "from");
    }
}

tree
ompm_expand_clauses (tree clauses, enum tree_code code, int head,
		     bool *changed, vec<ompm_dyn> *dyn)
{
  tree result = NULL_TREE, *tail = &result;
  *changed = false;
  /* Variables mappers used at run time map besides their own
     (map_other_variables).  */
  hash_set<int_hash<int, -1, -2> > others_seen;
  auto_vec<tree, 4> others;
  location_t others_loc = UNKNOWN_LOCATION;
  for (tree c = clauses, next; c; c = next)
    {
      next = OMP_CLAUSE_CHAIN (c);
      OMP_CLAUSE_CHAIN (c) = NULL_TREE;
      enum omp_clause_code cc = OMP_CLAUSE_CODE (c);
      base_kind invoking = K_NONE;
      bool always = false;
      if (cc == OMP_CLAUSE_MAP)
	invoking = ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &always);
      else if (cc == OMP_CLAUSE_TO && code == OMP_TARGET_UPDATE)
	invoking = K_TO;
      else if (cc == OMP_CLAUSE_FROM && code == OMP_TARGET_UPDATE)
	invoking = K_FROM;

      tree item = invoking != K_NONE ? OMP_CLAUSE_DECL (c) : NULL_TREE;
      int m = OMPM_NO_MAPPER;
      bool failed = false, section = false;
      if (item && item != error_mark_node)
	m = ompm_mapper_for (item, OMP_CLAUSE_SIZE (c),
			ompm_clause_mapper_id (OMP_CLAUSE_LOCATION (c)),
			head, OMP_CLAUSE_LOCATION (c), &failed, &section);
      bool whole = !section;
      section |= m != OMPM_NO_MAPPER && behind_pointer_p (item, NULL_TREE);
      if (m != OMPM_NO_MAPPER && code == OMP_TARGET_UPDATE)
	warn_dropped_clauses (m, invoking, OMP_CLAUSE_LOCATION (c));
      if (m == OMPM_NO_MAPPER && code == OMP_TARGET_UPDATE && !failed
	  && item && item != error_mark_node && exact_motion_p (item))
	{
	  /* Moved by libgompx, in the construct's map vector.  */
	  ompm_dyn d = { item, OMP_CLAUSE_SIZE (c), OMPM_NO_MAPPER, invoking,
			 false, OMP_CLAUSE_LOCATION (c), false, false,
			 NULL_TREE, 0 };
	  dyn->safe_push (d);
	  *changed = true;
	  continue;
	}
      if (m == OMPM_NO_MAPPER)
	{
	  *tail = c;
	  tail = &OMP_CLAUSE_CHAIN (c);
	  continue;
	}

      *changed = true;
      location_t loc = OMP_CLAUSE_LOCATION (c);

      /* target update works on a map clause of the list item: the
	 expansion is done as for map(to:) or map(from:), then turned
	 into motion clauses below.  */
      tree invoking_clause = c;
      if (code == OMP_TARGET_UPDATE)
	{
	  invoking_clause = build_omp_clause (loc, OMP_CLAUSE_MAP);
	  OMP_CLAUSE_DECL (invoking_clause) = item;
	  OMP_CLAUSE_SIZE (invoking_clause) = OMP_CLAUSE_SIZE (c);
	}
      auto_vec<tree, 16> out;
      auto_vec<ompm_dyn, 4> nested;
      if (!section
	  && !ompm_expand_item (invoking_clause, item, m, invoking, always,
				false, code, loc, &out, &nested))
	continue;

      /* What GCC 12 cannot take is expanded at run time, the item as a
	 section of one element (static_shape_p): an object whose
	 expansion holds a section of a mapped type (the pointers to the
	 section are attached there, after it), and any expansion beyond
	 the shape GCC 12 maps right.  So is an update through a mapper
	 that attaches pointers: libgomp 12 would move the bytes of their
	 mapping a pointer's size at a time from the wrong words, and
	 libgompx copies them instead (dynamic.cc, update_flag; the quirk
	 exact-updates).  */
      if (section || !nested.is_empty () || !static_shape_p (item, out, code)
	  || (code == OMP_TARGET_UPDATE && ompm_exact_updates
	      && ompm_attaches_p (out)))
	{
	  ompm_dyn d = { item, OMP_CLAUSE_SIZE (c), m, invoking, always, loc,
			 whole, false, NULL_TREE, 0 };
	  dyn->safe_push (d);
	  if (others_loc == UNKNOWN_LOCATION)
	    others_loc = loc;
	  if (code == OMP_TARGET)
	    collect_other_variables (m, &others_seen, &others);
	  auto_vec<tree, 16> oout;
	  auto_vec<tree, 8> members;
	  auto_vec<ompm_dyn, 4> odyn;
	  if (code == OMP_TARGET && whole
	      && ompm_object_members (item, m, invoking, always,
				      OMP_TARGET_ENTER_DATA, &oout, &members,
				      &odyn))
	    /* Mapped member by member (dynamic.cc, gen_object): the region
	       finds the object by its members, as GCC's clauses for the
	       same members written by hand do.  */
	    for (unsigned i = 0; i < members.length (); i++)
	      {
		tree mc = build_omp_clause (loc, OMP_CLAUSE_MAP);
		OMP_CLAUSE_SET_MAP_KIND (mc, ompm_tofrom_objects
					     ? GOMP_MAP_TOFROM : GOMP_MAP_ALLOC);
		OMP_CLAUSE_DECL (mc) = unshare_expr (OMP_CLAUSE_DECL (members[i]));
		tree decl = OMP_CLAUSE_DECL (mc);
		OMP_CLAUSE_SIZE (mc) = TYPE_SIZE_UNIT (TREE_TYPE (decl));
		/* Once, also where another list item of the construct is
		   the member (map(h) map(mapper(id), tofrom: h.m)).  */
		tail = append_clause (tail, mc, result, NULL_TREE);
	      }
	  else if (code == OMP_TARGET)
	    {
	      /* Present by the region, where tofrom moves nothing either
		 (ompm_tofrom_objects).  */
	      OMP_CLAUSE_SET_MAP_KIND (c, ompm_tofrom_objects ? GOMP_MAP_TOFROM
					  : GOMP_MAP_ALLOC);
	      tail = append_clause (tail, c, result, NULL_TREE);
	    }
	  else if (ompm_pointer_clause_p (next))
	    {
	      /* A pointer member is attached to the section at run time
		 (gen_section), as GCC's clause would have.  */
	      if (OMP_CLAUSE_MAP_KIND (next) == GOMP_MAP_ATTACH_DETACH
		  && TREE_CODE (OMP_CLAUSE_DECL (next)) == COMPONENT_REF
		  && code != OMP_TARGET_UPDATE)
		dyn->last ().attach = OMP_CLAUSE_DECL (next);
	      next = OMP_CLAUSE_CHAIN (next);
	    }
	  continue;
	}

      for (unsigned i = 0; i < out.length (); i++)
	{
	  tree e = out[i];
	  bool a;
	  base_kind b = ompm_base_kind (OMP_CLAUSE_MAP_KIND (e), &a);
	  if (code == OMP_TARGET_UPDATE)
	    {
	      /* Keep what moves in the update's direction.  */
	      if (b != (invoking == K_TO ? K_TO : K_FROM) && b != K_TOFROM)
		continue;
	      auto_vec<tree, 4> items, sizes;
	      ompm_update_parts (OMP_CLAUSE_DECL (e), OMP_CLAUSE_SIZE (e), out,
				 &items, &sizes);
	      for (unsigned j = 0; j < items.length (); j++)
		{
		  tree u = build_omp_clause (loc, invoking == K_TO
					     ? OMP_CLAUSE_TO : OMP_CLAUSE_FROM);
		  OMP_CLAUSE_DECL (u) = items[j];
		  OMP_CLAUSE_SIZE (u) = sizes[j];
		  tail = append_clause (tail, u, result, next);
		}
	      continue;
	    }
	  /* target exit data map(from:) releases what it does not copy
	     back.  */
	  if (code == OMP_TARGET_EXIT_DATA && b == K_ALLOC)
	    OMP_CLAUSE_SET_MAP_KIND (e, GOMP_MAP_RELEASE);
	  tail = append_clause (tail, e, result, next);
	}
    }
  map_other_variables (others, others_loc, result, tail);
  return result;
}

/* The expansion of ITEM, one object of mapper M's type whose mapper does
   not map it whole, under INV (ALWAYS) for a construct of code CODE, in
   *OUT (duplicates merged); and in *MEMBERS its members, sorted by
   place, as GCC groups a struct's members written by hand: the clauses
   on storage inside ITEM, and the pointers that are attached (as their
   attachment clauses) unless a member clause holds them; in *DYN the
   sections of mapped types behind its pointers.  Return false if ITEM
   cannot be mapped so: the mapper maps ITEM whole, or members of
   variable size or lying across each other, or ITEM is not a
   variable.  */

bool
ompm_object_members (tree item, int m, ompm_kind inv, bool always,
		     enum tree_code code, vec<tree> *out, vec<tree> *members,
		     vec<ompm_dyn> *dyn)
{
  /* A variable: GCC 12 cannot take member clauses of an object through
     a pointer on a target region (an internal compiler error in
     lower_omp_target with an array member), which would have to find
     the members.  */
  if (!DECL_P (item) || ompm_self_kind (m, inv) != OMPM_K_NONE)
    return false;
  tree clause = build_omp_clause (UNKNOWN_LOCATION, OMP_CLAUSE_MAP);
  OMP_CLAUSE_DECL (clause) = item;
  OMP_CLAUSE_SIZE (clause) = NULL_TREE;
  bool quiet = ompm_quiet;
  ompm_quiet = true;
  bool ok = ompm_expand_item (clause, item, m, inv, always, false, code,
			      UNKNOWN_LOCATION, out, dyn);
  ompm_quiet = quiet;
  if (!ok)
    return false;
  ompm_merge_duplicates (out);

  struct place { HOST_WIDE_INT offset, size; tree clause; bool pointer; };
  auto_vec<place, 8> places;
  for (unsigned i = 0; i < out->length (); i++)
    {
      tree c = (*out)[i];
      tree decl = OMP_CLAUSE_DECL (c);
      bool a;
      ompm_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &a);
      HOST_WIDE_INT off;
      if (!ompm_member_of_p (decl, item, &off))
	continue;
      if (off < 0)
	return false;
      tree size = OMP_CLAUSE_SIZE (c);
      if (k == OMPM_K_NONE || !size)
	size = TYPE_SIZE_UNIT (TREE_TYPE (decl));
      if (!tree_fits_shwi_p (size))
	return false;
      place p = { off, tree_to_shwi (size), c, k == OMPM_K_NONE };
      places.safe_push (p);
    }
  places.qsort ([] (const void *x, const void *y) {
    const place *p = (const place *) x;
    const place *q = (const place *) y;
    /* At one place, a clause that maps storage before an attachment of
       a pointer there, and the larger first.  */
    if (p->offset != q->offset)
      return p->offset < q->offset ? -1 : 1;
    if (p->pointer != q->pointer)
      return p->pointer ? 1 : -1;
    return p->size > q->size ? -1 : p->size < q->size;
  });
  /* An attached pointer inside a member that a clause maps is that
     member's; members must not overlap otherwise.  */
  HOST_WIDE_INT end = 0;
  for (unsigned i = 0; i < places.length (); i++)
    {
      if (!members->is_empty () && places[i].offset < end)
	{
	  if (places[i].pointer && places[i].offset + places[i].size <= end)
	    continue;
	  members->truncate (0);
	  return false;
	}
      members->safe_push (places[i].clause);
      end = places[i].offset + places[i].size;
    }
  return !members->is_empty ();
}

/* Whether clause C has the present modifier: written (by its place) or
   from a mapper's clause that has it.  */

bool
ompm_present_clause_p (tree c)
{
  return (ompm_clause_present_p (OMP_CLAUSE_LOCATION (c))
	  || ompm_expanded_present_p (c));
}
