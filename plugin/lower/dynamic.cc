/* dynamic.cc -- mappers on array sections: expansion at run time.
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

/* A mapper applied to an array section maps each element through the
   mapper, so the number of map entries is known only at run time
   (OpenMP 5.1, 2.21.7.1).  For

     #pragma omp declare mapper (struct S v) map(tofrom: v, v.d[0:v.len])
     #pragma omp target enter data map(to: p[0:n])

   the construct becomes, in GENERIC,

     h = GOMPX_map_begin (device);
     GOMPX_map_item (h, n * sizeof *p, "p[0:n]", "t.c:2:38");  names it;
						       stops if negative
     if (p != 0 && n != 0)
       {
	 new = GOMPX_map_absent (h, p);
	 GOMPX_map_add (h, p, n * sizeof *p, TO);     the section, with the
						       mapper's kind for v
	 for (i = 0; i < n; i++)
	   if (GOMPX_map_visit (h, &p[i], 7))
	     __ompm_mapper_rt_7 (h, &p[i], HOW | new << 6);
       }
     GOMPX_map_enter_data (h);		one libgomp call

   where __ompm_mapper_rt_7, a function pragma.cc declared with the
   mapper, pushes one element's entries: its body, written here, is the
   static expansion of *(struct S *) e (clauses.cc) for each way it can
   be called (HOW: the invoking map type, the construct class, whether
   the section entry stands for the element itself, the always
   modifier), turned into GOMPX_map_add calls; sections of mapped types
   inside an element call their mapper's runtime function the same way,
   so a list mapper recurses, ending at a null pointer or a count of
   zero; for a mapper that can reach itself so, each element is first
   checked with GOMPX_map_visit, which stops a cycle.

   Reference counts are libgomp's: the section is one mapping, each
   element's pointed-to data another, and within one construct libgomp
   changes a mapping's count once.  Member data of an element lies in
   the section's storage, which a plain "to" in the same call finds
   present, so those entries are "always, to" when this construct
   creates the section (NEW) and plain "to" when it exists already.

   target and target data map the vector with GOMP_target_data_ext
   around the construct, whose own clause for the section stays, as
   alloc, so that the region finds the device copy; enter data, exit
   data and update make one GOMP_target_enter_exit_data or
   GOMP_target_update_ext call.  Clauses without a section of a mapped
   type stay on the construct.  With depend, the code first waits for
   the task's children (GOMP_taskwait); nowait on a target region with
   such a section is dropped, so that the mapping outlives the region:
   both are synchronous but never race.  */

#include "base/ompmapper-gcc.h"
#include "lower/lower.h"
#include "function.h"
#include "cgraph.h"

/* Construct classes, as the runtime functions see them.  */
enum construct_class
{
  CLS_MAP,		/* target, target data, target enter data.  */
  CLS_EXIT,		/* target exit data.  */
  CLS_UPDATE		/* target update.  */
};

/* The bits of a runtime function's HOW argument.  */
#define HOW_KIND_MASK 7
#define HOW_CLASS_SHIFT 3
#define HOW_SKIP_SELF 32
#define HOW_NEW 64
#define HOW_ALWAYS 128
#define HOW_CASE_MASK (HOW_KIND_MASK | (3 << HOW_CLASS_SHIFT) \
		       | HOW_SKIP_SELF | HOW_ALWAYS)

/* The kind word's flags GOMPX_MAP_DEFER (an entry libgompx takes out of
   what libgomp sees, gen_member), GOMPX_MAP_IMPLICIT (one the present
   modifier does not check, gen_object), GOMPX_MAP_SHARED (one libgompx
   maps once a vector, gen_element) and GOMPX_MAP_EXACT (an update's
   bytes that libgompx copies itself, update_flag) come from the
   runtime's header, as the device numbers come from GCC's
   gomp-constants.h.  */
#include "gompx.h"

/* libgompx and libgomp entry points the emitted code calls.  */
static tree fn_begin, fn_add, fn_visit, fn_absent, fn_enter, fn_exit;
static tree fn_update, fn_data_begin, fn_data_end, fn_taskwait;
static tree fn_mark, fn_present, fn_reserve, fn_reserved_sizes;
static tree fn_reserved_kinds, fn_item, fn_check;

static void
init_runtime_decls (void)
{
  if (fn_begin)
    return;
  fn_begin = ompm_runtime (OMPM_RT_MAP_BEGIN);
  fn_add = ompm_runtime (OMPM_RT_MAP_ADD);
  fn_visit = ompm_runtime (OMPM_RT_MAP_VISIT);
  fn_absent = ompm_runtime (OMPM_RT_MAP_ABSENT);
  fn_enter = ompm_runtime (OMPM_RT_MAP_ENTER_DATA);
  fn_exit = ompm_runtime (OMPM_RT_MAP_EXIT_DATA);
  fn_update = ompm_runtime (OMPM_RT_MAP_UPDATE);
  fn_data_begin = ompm_runtime (OMPM_RT_MAP_DATA_BEGIN);
  fn_data_end = ompm_runtime (OMPM_RT_MAP_DATA_END);
  fn_taskwait = ompm_runtime (OMPM_RT_TASKWAIT);
  fn_mark = ompm_runtime (OMPM_RT_MAP_MARK);
  fn_present = ompm_runtime (OMPM_RT_MAP_PRESENT);
  fn_item = ompm_runtime (OMPM_RT_MAP_ITEM);
  fn_reserve = ompm_runtime (OMPM_RT_MAP_RESERVE);
  fn_reserved_sizes = ompm_runtime (OMPM_RT_MAP_RESERVED_SIZES);
  fn_check = ompm_runtime (OMPM_RT_MAP_CHECK);
  fn_reserved_kinds = ompm_runtime (OMPM_RT_MAP_RESERVED_KINDS);
}

/* Where emitted code goes: the function (the context of temporaries),
   the temporaries made so far, the location to give the code; and,
   while an element's entries are written straight into room reserved
   in the vector (GOMPX_map_reserve), the pointers to that room
   (addresses, sizes, kinds) and how many entries were written.  */

struct builder
{
  tree fn;
  tree vars;
  location_t loc;
  tree room[3];
  unsigned written;
  /* Two list items of the construct that mappers map are derived from
     one variable (*this implicitly and this->memb with another mapper):
     what lies behind their pointers is marked for libgompx to map once
     a vector, as long as the longest (map.c, merge_shared), where
     libgomp would refuse a second, longer section at the same
     address.  */
  bool shared;
  /* Items whose own entry a struct group has pushed already
     (push_member_groups), or null.  */
  vec<tree> *grouped;
};

static tree
temporary (builder *b, tree type)
{
  return ompm_temporary (b->loc, b->fn, type, &b->vars);
}

static tree
assign (tree var, tree value)
{
  return build2 (MODIFY_EXPR, TREE_TYPE (var), var,
		 fold_convert (TREE_TYPE (var), value));
}

/* The "kinds" word libgomp wants: the map kind and, above it, the log2
   of the alignment of TYPE.  */

static tree
kind_word (int kind, tree type)
{
  unsigned align = TYPE_ALIGN_UNIT (type);
  return build_int_cst (unsigned_type_node,
			kind | (ceil_log2 (align ? align : 1) << 8));
}

/* Pointer ROOM plus INDEX of the elements it points to.  */

static tree
room_at (tree room, unsigned index)
{
  if (!index)
    return room;
  tree elt = TREE_TYPE (TREE_TYPE (room));
  return fold_build_pointer_plus_hwi
	   (room, index * tree_to_shwi (TYPE_SIZE_UNIT (elt)));
}

/* Append to STMTS a call that adds the entry (address of LVALUE, SIZE
   or else the size of LVALUE's type, KIND) to map vector H.  */

static void
push_entry (builder *b, tree *stmts, tree h, tree lvalue, tree size,
	    tree kind)
{
  tree base = get_base_address (lvalue);
  if (base && DECL_P (base))
    TREE_ADDRESSABLE (base) = 1;
  tree addr = fold_convert (ptr_type_node,
			    build_fold_addr_expr (unshare_expr (lvalue)));
  if (!size)
    size = TYPE_SIZE_UNIT (TREE_TYPE (lvalue));
  size = fold_convert (size_type_node,
		       ompm_checked_size (unshare_expr (size), lvalue, b->loc));
  if (!b->room[0])
    {
      append_to_statement_list (build_call_expr_loc (b->loc, fn_add, 4, h,
						     addr, size, kind),
				stmts);
      return;
    }
  /* room[k][written] = value, for the address, the size, the kind.  */
  tree values[3] = { addr, size, kind };
  for (int k = 0; k < 3; k++)
    {
      tree at = room_at (b->room[k], b->written);
      tree elt = TREE_TYPE (TREE_TYPE (at));
      append_to_statement_list (build2 (MODIFY_EXPR, elt,
					build_fold_indirect_ref (at),
					fold_convert (elt, values[k])),
				stmts);
    }
  b->written++;
}

/* Append to STMTS the attachment (the detachment, for class CLS_EXIT) of
   pointer lvalue PTR, with bias BIAS, to what it points to.  */

static void
push_attach (builder *b, tree *stmts, tree h, tree ptr, tree bias,
	     construct_class cls)
{
  push_entry (b, stmts, h, ptr, bias,
	      kind_word (cls == CLS_EXIT ? GOMP_MAP_DETACH : GOMP_MAP_ATTACH,
			 ptr_type_node));
}

/* Append to STMTS the statement BODY, run only if pointer PTR is not
   null and N is not zero: null base pointers and empty sections map
   nothing.  */

static void
append_if_nonempty (tree *stmts, tree ptr, tree n, tree body)
{
  tree guard = fold_build2 (TRUTH_ANDIF_EXPR, boolean_type_node,
			    fold_build2 (NE_EXPR, boolean_type_node, ptr,
					 build_int_cst (TREE_TYPE (ptr), 0)),
			    fold_build2 (NE_EXPR, boolean_type_node, n,
					 build_int_cst (TREE_TYPE (n), 0)));
  append_to_statement_list (build3 (COND_EXPR, void_type_node, guard, body,
				    NULL_TREE), stmts);
}

static void name_item (builder *, tree *, tree, tree, tree, tree,
		       const char *);
static tree present_mark (builder *, tree *, tree);
static void present_check (builder *, tree *, tree, tree, tree, tree,
			   const char *);
static void gen_section (builder *, tree *, tree, tree, tree, int,
			 ompm_kind, bool, construct_class, tree, tree);
static bool gen_elements_in_room (builder *, tree *, tree, tree, tree, tree,
				  tree, int, ompm_kind, bool,
				  construct_class, bool, tree);

/* The start of a loop over the COUNT elements of TYPE at BASE (whose
   pointer type is PTYPE): its body so far, which leaves the loop when
   *I, a new counter, reaches COUNT and sets *ELEM_VAR, a new temporary,
   to &BASE[*I].  end_element_loop closes it.  */

static tree
begin_element_loop (builder *b, tree base, tree count, tree type, tree ptype,
		    tree *i, tree *elem_var)
{
  *i = temporary (b, size_type_node);
  tree loop_body = alloc_stmt_list ();
  append_to_statement_list (build1 (EXIT_EXPR, void_type_node,
				    fold_build2 (GE_EXPR, boolean_type_node,
						 *i, count)), &loop_body);
  *elem_var = temporary (b, ptype);
  append_to_statement_list
    (assign (*elem_var,
	     fold_build_pointer_plus (base,
				      fold_build2 (MULT_EXPR, size_type_node,
						   *i, fold_convert
						   (size_type_node,
						    TYPE_SIZE_UNIT (type))))),
     &loop_body);
  return loop_body;
}

/* Append to BODY the loop whose body begin_element_loop began as
   LOOP_BODY: I from 0, stepped at the end of each round.  */

static void
end_element_loop (tree *body, tree i, tree loop_body)
{
  append_to_statement_list (assign (i, fold_build2 (PLUS_EXPR,
						    size_type_node, i,
						    size_one_node)),
			    &loop_body);
  append_to_statement_list (assign (i, size_zero_node), body);
  append_to_statement_list (build1 (LOOP_EXPR, void_type_node, loop_body),
			    body);
}

/* The pointer an array section ITEM is based on (p for *p, as GCC
   finishes p[lo:len]), or NULL_TREE for a section of an array.  */

static tree
section_pointer (tree item)
{
  if (TREE_CODE (item) == MEM_REF || TREE_CODE (item) == INDIRECT_REF)
    {
      tree p = TREE_OPERAND (item, 0);
      STRIP_NOPS (p);
      if (TREE_CODE (p) == POINTER_PLUS_EXPR)
	p = TREE_OPERAND (p, 0);
      STRIP_NOPS (p);
      return p;
    }
  return NULL_TREE;
}

/* Whether base kind K copies to the device.  */

static bool
copies_to_p (ompm_kind k)
{
  return k == OMPM_K_TO || k == OMPM_K_TOFROM;
}

/* walk_tree callback: replace the element expression DATA[0] by
   DATA[1].  */

static tree
show_r (tree *tp, int *walk_subtrees, void *data)
{
  tree *pair = (tree *) data;
  if (operand_equal_p (*tp, pair[0], 0))
    {
      *tp = pair[1];
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Append to STMTS, for each clause of OUT that a mapper clause with the
   present modifier made (ompm_expanded_present_p), the check that its
   list item is present on map vector H's device: before the construct
   moves anything, as for a present list item of the construct.  ELEM,
   if not null, is the element the clauses are of, which the messages
   show as SHOWN (the mapper's variable).  */

static void
check_present_clauses (builder *b, tree *stmts, tree h, const vec<tree> &out,
		       tree elem, tree shown)
{
  for (unsigned i = 0; i < out.length (); i++)
    {
      tree c = out[i];
      bool a;
      if (!ompm_expanded_present_p (c)
	  || ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &a) == OMPM_K_NONE)
	continue;
      tree decl = OMP_CLAUSE_DECL (c);
      tree size = OMP_CLAUSE_SIZE (c);
      if (!size)
	size = TYPE_SIZE_UNIT (TREE_TYPE (decl));
      tree base = get_base_address (decl);
      if (base && DECL_P (base))
	TREE_ADDRESSABLE (base) = 1;
      tree name, where;
      tree spelled = unshare_expr (decl), spelled_size = OMP_CLAUSE_SIZE (c);
      if (elem)
	{
	  tree pair[2] = { elem, shown };
	  walk_tree (&spelled, show_r, pair, NULL);
	  if (spelled_size)
	    {
	      spelled_size = unshare_expr (spelled_size);
	      walk_tree (&spelled_size, show_r, pair, NULL);
	    }
	}
      ompm_present_strings (spelled, spelled_size, NULL,
			    OMP_CLAUSE_LOCATION (c), &name, &where);
      append_to_statement_list
	(build_call_expr_loc (b->loc, fn_check, 5, h,
			      fold_convert (const_ptr_type_node,
					    build_fold_addr_expr
					    (unshare_expr (decl))),
			      fold_convert (size_type_node,
					    unshare_expr (size)),
			      name, where), stmts);
    }
}

/* gen_section for the section D met inside an expansion, its pointer
   ATTACH (with BIAS) attached after it: with the check of every entry
   it pushes if its mapper clause had the present modifier.  Or, for a
   mapper's iterator clause, gen_mapper_iterators.  */

static void gen_mapper_iterators (builder *, tree *, tree, const ompm_dyn &,
				  construct_class);

static void
gen_nested_section (builder *b, tree *stmts, tree h, const ompm_dyn &d,
		    construct_class cls, tree attach, tree bias)
{
  if (d.iter)
    {
      gen_mapper_iterators (b, stmts, h, d, cls);
      return;
    }
  bool present = d.present && cls != CLS_EXIT;
  tree mark = present ? present_mark (b, stmts, h) : NULL_TREE;
  gen_section (b, stmts, h, d.item, d.size, d.mapper, d.kind, d.always, cls,
	       attach, bias);
  if (present)
    present_check (b, stmts, h, mark, d.item, d.size, NULL);
}

/* The flag of the target update entries of an expansion OUT: libgomp
   12 moves the data of a mapping that holds attached pointers a
   pointer's size at a time, counting the words from the start of the
   entry instead of the mapping (libgompx/base/update.c), so that the parts
   of an element around its attached pointers, and the members inside
   it, would lose bytes or move bytes beyond them.  When OUT attaches
   any pointer, libgompx copies its entries itself (GOMPX_MAP_EXACT):
   ompm_update_parts leaves the attached pointers out of them.  */

static unsigned
update_flag (const vec<tree> &out)
{
  return (ompm_quirk_on (OMPM_QUIRK_EXACT_UPDATES) && ompm_attaches_p (out)
	  ? GOMPX_MAP_EXACT : 0);
}

/* Append to STMTS the entries for DECL (SIZE bytes, or its type's size),
   storage inside an element that a construct of class CLS (not update)
   maps with base kind K (ALWAYS: with the always modifier), OUT being
   the element's expansion, NEW_P nonzero at run time when the construct
   creates the element's section.

   The section's entry maps its storage with what the members need to
   reach the device (section_kind).  Inside a section the construct
   creates, a member must have no entry of its own: libgomp 12 lays out
   a construct's new data in a first pass that counts an entry inside a
   new one as new, and copies in a second pass that finds it inside the
   other, so the copies of later entries go where the first pass put
   them, not where their data is.  An entry of size zero is dropped
   before libgomp sees it; one marked GOMPX_MAP_DEFER (the quirk
   defer-from-members) too, and copied
   back (if its construct is a data region and the section is unmapped
   at its end, or always) by libgompx.  So, in a new section: "to" has
   nothing of its own, "from" is deferred, in parts that leave out the
   element's attached pointers (libgomp would detach them before its own
   copy back, and the deferred copy comes before).  In a section that
   exists: only "always" moves data, and "from" is deferred too: libgomp
   12, unmapping entries that share one mapping whose last reference
   goes at the region's end (an exit data inside took the one it had
   before), removes the mapping at the first of them and then copies the
   others back through the freed mapping (a crash).  */

static void
gen_member (builder *b, tree *stmts, tree h, tree decl, tree size,
	    ompm_kind k, bool always, construct_class cls,
	    const vec<tree> &out, tree new_p)
{
  /* On exit every "from" member is deferred: libgomp 12 would copy back
     the whole section's mapping for it when that holds an attached
     pointer.  Release and delete are the section's entry's.  */
  tree is_new = (cls == CLS_EXIT ? boolean_true_node
		 : fold_build2 (NE_EXPR, boolean_type_node, new_p,
				integer_zero_node));
  if (cls == CLS_MAP && copies_to_p (k) && always)
    {
      tree bytes = size ? size : TYPE_SIZE_UNIT (TREE_TYPE (decl));
      bytes = fold_build3 (COND_EXPR, size_type_node, is_new, size_zero_node,
			   fold_convert (size_type_node, unshare_expr (bytes)));
      push_entry (b, stmts, h, decl, bytes,
		  kind_word (GOMP_MAP_ALWAYS_TO, TREE_TYPE (decl)));
    }
  if (k != OMPM_K_FROM && k != OMPM_K_TOFROM)
    return;
  int from = always ? GOMP_MAP_ALWAYS_FROM : GOMP_MAP_FROM;
  if (ompm_quirk_on (OMPM_QUIRK_DEFER_FROM_MEMBERS))
    from |= GOMPX_MAP_DEFER;
  auto_vec<tree, 4> items, sizes;
  ompm_update_parts (decl, size, out, &items, &sizes);
  for (unsigned j = 0; j < items.length (); j++)
    {
      tree type = TREE_TYPE (items[j]);
      push_entry (b, stmts, h, items[j], sizes[j],
		  kind_word (from, type));
    }
}

/* The order in which the second pass of gen_element takes the clauses
   OUT (those that are not members of ELEM, each pointee with the
   attachments after it), into ORDER: pointees reached through fewer
   pointers first, else as OUT has them.  libgomp 12 maps the entries
   of an enter data construct a pointee and its attachment at a time,
   and skips, without a word, the attachment of a pointer whose storage
   is not mapped yet: the pointer to the data of an inner struct that
   comes before the inner struct (map(o.in[0:1], o.in->data[0:n]), which
   GCC orders data first) stayed the host's on the device, and the exit
   stopped the program ("attach count underflow").  */

static void
pointee_order (const vec<tree> &out, tree elem, auto_vec<unsigned, 32> *order)
{
  auto_vec<int, 32> depth;
  int cur = 0;
  for (unsigned i = 0; i < out.length (); i++)
    {
      tree e = out[i];
      tree decl = OMP_CLAUSE_DECL (e);
      bool a;
      ompm_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (e), &a);
      HOST_WIDE_INT off;
      if (k != OMPM_K_NONE
	  && (decl == elem || ompm_member_of_p (decl, elem, &off)))
	continue;
      if (k != OMPM_K_NONE)
	ompm_item_root (decl, &cur);
      order->safe_push (i);
      depth.safe_push (cur);
    }
  /* A stable insertion sort: a few clauses.  */
  for (unsigned i = 1; i < order->length (); i++)
    for (unsigned j = i; j > 0 && depth[j] < depth[j - 1]; j--)
      {
	std::swap ((*order)[j], (*order)[j - 1]);
	std::swap (depth[j], depth[j - 1]);
      }
}

/* Append to STMTS the entries of one element ELEM (an lvalue of mapper
   M's type) of a section, mapped through M under the invoking kind INV
   (ALWAYS: with the always modifier) for class CLS.  SKIP_SELF: the
   section's entry stands for the element itself.  NEW is nonzero at run
   time when this construct creates the section.  */

static bool
gen_element (builder *b, tree *stmts, tree h, tree elem, int m,
	     ompm_kind inv, bool always, construct_class cls, bool skip_self,
	     tree new_p)
{
  tree clause = build_omp_clause (b->loc, OMP_CLAUSE_MAP);
  OMP_CLAUSE_DECL (clause) = elem;
  OMP_CLAUSE_SIZE (clause) = NULL_TREE;
  enum tree_code code = (cls == CLS_MAP ? OMP_TARGET_ENTER_DATA
			 : cls == CLS_EXIT ? OMP_TARGET_EXIT_DATA
			 : OMP_TARGET_UPDATE);
  auto_vec<tree, 16> out;
  auto_vec<ompm_dyn, 4> dyn;
  if (!ompm_expand_item (clause, elem, m, inv, always, skip_self, code,
			 b->loc, &out, &dyn))
    return true;
  /* Sections inside the element push a number of entries known only at
     run time: not into reserved room.  */
  if (b->room[0] && !dyn.is_empty ())
    return false;
  ompm_merge_duplicates (&out);
  if (cls != CLS_EXIT)
    check_present_clauses (b, stmts, h, out, elem, ompm_mapper_at (m)->var);

  /* A pointer whose pointed-to section is expanded at run time is
     attached there, after the section and only if it was mapped.  */
  auto_vec<tree, 4> dyn_attach;
  for (unsigned j = 0; j < dyn.length (); j++)
    dyn_attach.safe_push (NULL_TREE);

  /* Two passes: the element's own storage (members, members of members)
     first, then what lies behind its pointers, each pointee followed by
     its pointer's attachment as the expansion has them, those reached
     through fewer pointers first (pointee_order).  So nothing written
     into the element's storage comes after an attachment that wrote a
     pointer there, and a pointer is attached after its storage is
     mapped.  */
  auto_vec<unsigned, 32> second;
  pointee_order (out, elem, &second);
  for (int pass = 0; pass < 2; pass++)
    for (unsigned t = 0; t < (pass ? second.length () : out.length ()); t++)
      {
	unsigned i = pass ? second[t] : t;
	tree e = out[i];
	tree decl = OMP_CLAUSE_DECL (e);
	bool a;
	ompm_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (e), &a);
	HOST_WIDE_INT off;
	bool member = (k != OMPM_K_NONE
		       && (decl == elem || ompm_member_of_p (decl, elem, &off)));
	if (member != (pass == 0))
	  continue;
	/* A list item of the mapper's not derived from its variable (5.1
	   lets it name other variables): the same for many elements, so
	   marked for libgompx to map once a vector; its pointers (GCC's
	   for a section of an array or through a pointer variable) are
	   no element's to attach.  */
	bool other = ompm_item_root (decl) != ompm_item_root (elem);
	if (other && k == OMPM_K_NONE)
	  continue;
	unsigned shared = (other || (b->shared && !member)
			   ? GOMPX_MAP_SHARED : 0);
	if (k == OMPM_K_NONE)
	  {
	    if (cls == CLS_UPDATE)
	      continue;
	    bool deferred = false;
	    for (unsigned j = 0; j < dyn.length (); j++)
	      {
		tree ptr = (dyn[j].iter ? NULL_TREE
			    : section_pointer (dyn[j].item));
		if (ptr && operand_equal_p (ptr, decl, 0))
		  {
		    dyn_attach[j] = e;
		    deferred = true;
		    break;
		  }
	      }
	    /* Pointer attachment: OMP_CLAUSE_SIZE is the bias.  */
	    if (!deferred)
	      push_attach (b, stmts, h, decl, OMP_CLAUSE_SIZE (e), cls);
	    continue;
	  }
	if (cls == CLS_UPDATE)
	  {
	    if (!(inv == OMPM_K_TO ? copies_to_p (k)
		  : k == OMPM_K_FROM || k == OMPM_K_TOFROM))
	      continue;
	    auto_vec<tree, 4> items, sizes;
	    ompm_update_parts (decl, OMP_CLAUSE_SIZE (e), out, &items, &sizes);
	    for (unsigned j = 0; j < items.length (); j++)
	      push_entry (b, stmts, h, items[j], sizes[j],
			  kind_word ((inv == OMPM_K_TO ? GOMP_MAP_TO
				      : GOMP_MAP_FROM) | shared
				     | update_flag (out), char_type_node));
	    continue;
	  }
	if (cls == CLS_EXIT && k == OMPM_K_ALLOC)
	  k = OMPM_K_RELEASE;
	tree size = OMP_CLAUSE_SIZE (e);
	if (member)
	  {
	    gen_member (b, stmts, h, decl, size, k, a, cls, out, new_p);
	    continue;
	  }
	push_entry (b, stmts, h, decl, size,
		    kind_word (ompm_gomp_kind (k, a) | shared,
			       TREE_TYPE (decl)));
      }

  for (unsigned i = 0; i < dyn.length (); i++)
    gen_nested_section (b, stmts, h, dyn[i], cls,
			dyn_attach[i] ? OMP_CLAUSE_DECL (dyn_attach[i])
			: NULL_TREE,
			dyn_attach[i] ? OMP_CLAUSE_SIZE (dyn_attach[i])
			: NULL_TREE);
  return true;
}

/* The kind of the entry for a whole section whose elements mapper M maps
   under INV (ALWAYS) for class CLS, and in *SKIP_SELF whether that entry
   stands for the mapper's clauses for its variable; -1 for no entry.  */

static int
section_kind (int m, ompm_kind inv, bool always, construct_class cls,
	      bool *skip_self)
{
  /* The always modifier of the mapper's own clause for its variable
     belongs to the section's entry, which stands for that clause in
     every element (the elements' expansions skip it).  */
  bool self_always;
  ompm_kind self = ompm_self_kind (m, inv, &self_always);
  always |= self_always;
  *skip_self = false;
  switch (cls)
    {
    case CLS_MAP:
      {
	/* The element's own kind, and "to" if members go to the device
	   (gen_member); "always" only if the mapper maps the element
	   itself, else the members' own entries carry it.  */
	*skip_self = self != OMPM_K_NONE;
	ompm_kind k = self != OMPM_K_NONE ? self : OMPM_K_ALLOC;
	if (copies_to_p (ompm_storage_kind (m, inv)))
	  k = k == OMPM_K_FROM || k == OMPM_K_TOFROM ? OMPM_K_TOFROM
	      : OMPM_K_TO;
	return ompm_gomp_kind (k, always && self != OMPM_K_NONE);
      }
    case CLS_EXIT:
      *skip_self = true;
      if (inv == OMPM_K_DELETE)
	return GOMP_MAP_DELETE;
      if (self == OMPM_K_FROM || self == OMPM_K_TOFROM)
	return ompm_gomp_kind (OMPM_K_FROM, always);
      return GOMP_MAP_RELEASE;
    default:
      return -1;
    }
}

/* Give implicit mapper M (ompm_find_mapper) the runtime function that a
   declared mapper's hidden text declares (pragma.cc), a file-scope static
   function of GCC's own that cgraph gimplifies:
     static void rt (void *h, void *e, int how);  */

static void
implicit_runtime_mapper (int m)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  char name[48];
  snprintf (name, sizeof name, "__ompm_implicit_rt_%d", m);
  tree fntype = build_function_type_list (void_type_node, ptr_type_node,
					  ptr_type_node, integer_type_node,
					  NULL_TREE);
  tree fn = build_decl (mp->loc, FUNCTION_DECL, get_identifier (name),
			fntype);
  TREE_STATIC (fn) = 1;
  TREE_PUBLIC (fn) = 0;
  DECL_EXTERNAL (fn) = 0;
  DECL_ARTIFICIAL (fn) = 1;
  DECL_IGNORED_P (fn) = 1;
  TREE_USED (fn) = 1;
  DECL_UNINLINABLE (fn) = 0;
  tree result = build_decl (mp->loc, RESULT_DECL, NULL_TREE, void_type_node);
  DECL_ARTIFICIAL (result) = 1;
  DECL_IGNORED_P (result) = 1;
  DECL_CONTEXT (result) = fn;
  DECL_RESULT (fn) = result;
  static const char *const parm_names[] = { "__ompm_h", "__ompm_e",
					    "__ompm_how" };
  tree parm_types[] = { ptr_type_node, ptr_type_node, integer_type_node };
  tree parms = NULL_TREE, *tail = &parms;
  for (int i = 0; i < 3; i++)
    {
      tree p = build_decl (mp->loc, PARM_DECL, get_identifier (parm_names[i]),
			   parm_types[i]);
      DECL_ARG_TYPE (p) = parm_types[i];
      DECL_CONTEXT (p) = fn;
      DECL_ARTIFICIAL (p) = 1;
      *tail = p;
      tail = &DECL_CHAIN (p);
    }
  DECL_ARGUMENTS (fn) = parms;
  tree block = make_node (BLOCK);
  BLOCK_SUPERCONTEXT (block) = fn;
  DECL_INITIAL (fn) = block;
  DECL_SAVED_TREE (fn) = build3 (BIND_EXPR, void_type_node, NULL_TREE,
				 alloc_stmt_list (), block);
  ompm_set_runtime_mapper (m, fn);
  ompm_keep (fn);
  ompm_fill_runtime_mapper (m);
  /* Its struct function, made without changing the function being
     lowered, whose own comes back.  */
  push_struct_function (fn);
  pop_cfun ();
  cgraph_node::finalize_function (fn, true);
}

/* Append to STMTS the code that pushes to map vector H the section ITEM
   (SIZE bytes, or its type's size) of elements of mapper M's type, each
   mapped through M under INV (ALWAYS) for class CLS; then, if ATTACH is
   not null, the attachment (detachment on exit) of that pointer lvalue,
   with bias BIAS, to the section.  */

static void
gen_section (builder *b, tree *stmts, tree h, tree item, tree size, int m,
	     ompm_kind inv, bool always, construct_class cls, tree attach,
	     tree bias)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  if (!mp->rt && ompm_implicit_mapper_p (m))
    implicit_runtime_mapper (m);
  /* A nested section comes with the kind its clause decayed to (Table
     2.13): alloc (or to) under from, which exit data carries out as
     release.  The runtime function has cases for exit data's own kinds
     alone (ompm_fill_runtime_mapper), so a call made with alloc would
     match none and push nothing for the elements: a recursive mapper's
     nodes after the first stayed mapped.  */
  if (cls == CLS_EXIT)
    {
      if (inv == OMPM_K_ALLOC || inv == OMPM_K_TO)
	inv = OMPM_K_RELEASE;
      else if (inv == OMPM_K_TOFROM)
	inv = OMPM_K_FROM;
    }
  tree type = TREE_TYPE (item);
  while (TREE_CODE (type) == ARRAY_TYPE)
    type = TREE_TYPE (type);
  tree ptype = build_pointer_type (type);
  tree unit = TYPE_SIZE_UNIT (type);

  tree base = temporary (b, ptype);
  tree count = temporary (b, size_type_node);
  tree base_item = get_base_address (item);
  if (base_item && DECL_P (base_item))
    TREE_ADDRESSABLE (base_item) = 1;
  append_to_statement_list (assign (base, build_fold_addr_expr
				    (unshare_expr (item))), stmts);
  tree bytes = size ? unshare_expr (size) : TYPE_SIZE_UNIT (TREE_TYPE (item));
  append_to_statement_list (assign (count,
				    fold_build2 (TRUNC_DIV_EXPR,
						 size_type_node,
						 fold_convert (size_type_node,
							       bytes),
						 fold_convert (size_type_node,
							       unit))),
			    stmts);

  tree body = alloc_stmt_list ();
  bool skip_self;
  int kind = section_kind (m, inv, always, cls, &skip_self);
  int how = (int) inv | (cls << HOW_CLASS_SHIFT)
	    | (skip_self ? HOW_SKIP_SELF : 0) | (always ? HOW_ALWAYS : 0);
  tree how_expr = build_int_cst (integer_type_node, how);
  tree new_p = integer_zero_node;
  if (cls == CLS_MAP)
    {
      new_p = temporary (b, integer_type_node);
      append_to_statement_list (assign (new_p,
					build_call_expr_loc (b->loc, fn_absent,
							     2, h, base)),
				&body);
      how_expr = fold_build2 (BIT_IOR_EXPR, integer_type_node, how_expr,
			      fold_build2 (LSHIFT_EXPR, integer_type_node,
					   new_p, build_int_cst
					   (integer_type_node, 6)));
    }
  tree bytes_all = fold_build2 (MULT_EXPR, size_type_node, count,
				fold_convert (size_type_node, unit));
  /* The mapper maps the element itself with present: the section's entry
     stands for that clause.  */
  if (skip_self && cls != CLS_EXIT && ompm_self_present_p (m))
    {
      tree name, where;
      ompm_present_strings (item, size, NULL, b->loc, &name, &where);
      append_to_statement_list
	(build_call_expr_loc (b->loc, fn_check, 5, h,
			      fold_convert (const_ptr_type_node, base),
			      bytes_all, name, where), &body);
    }
  if (kind >= 0 && !(b->grouped && b->grouped->contains (item)))
    append_to_statement_list
      (build_call_expr_loc (b->loc, fn_add, 4, h,
			    fold_convert (ptr_type_node, base), bytes_all,
			    kind_word (kind, type)), &body);

  /* The entries of the elements written in place, or else
       for (i = 0; i < count; i++)
	 [if (GOMPX_map_visit (h, &base[i], m))] rt (h, &base[i], how);  */
  bool quiet = ompm_quiet;
  ompm_quiet = true;
  bool written = gen_elements_in_room (b, &body, h, base, count, type, ptype,
				       m, inv, always, cls, skip_self, new_p);
  /* One object, in the function whose variable the mapper uses, which
     its runtime function cannot reach (a C++ block mapper's with an
     iterator clause, which has no static expansion): its entries are
     written here.  */
  if (!written && !ompm_mapper_rt_reaches_p (m)
      && DECL_CONTEXT (mp->outer) == b->fn
      && TREE_CODE (TREE_TYPE (item)) != ARRAY_TYPE
      && (!size || operand_equal_p (size, unit, 0)))
    {
      tree elem = build_fold_indirect_ref (fold_convert
					   (build_pointer_type (mp->type),
					    base));
      tree one = alloc_stmt_list ();
      gen_element (b, &one, h, elem, m, inv, always, cls, skip_self, new_p);
      if (ompm_mapper_recursive_p (m))
	one = build3 (COND_EXPR, void_type_node,
		      fold_build2 (NE_EXPR, boolean_type_node,
				   build_call_expr_loc
				     (b->loc, fn_visit, 3, h,
				      fold_convert (const_ptr_type_node, base),
				      build_int_cst (integer_type_node, m)),
				   integer_zero_node), one, NULL_TREE);
      append_to_statement_list (one, &body);
      written = true;
    }
  ompm_quiet = quiet;
  if (!written && !ompm_mapper_outer_ok (m, b->loc, NULL_TREE))
    return;
  if (!written && !mp->rt)
    {
      if (ompm_implicit_mapper_p (m))
	sorry_at (b->loc, "an array section of %qT, a struct with no mapper "
		  "whose members%' mappers map array sections of types with "
		  "mappers", mp->type);
      else
	sorry_at (b->loc, "no runtime function for the mapper of %qT",
		  mp->type);
      return;
    }
  if (!written)
    {
      tree i, elem_var;
      tree loop_body = begin_element_loop (b, base, count, type, ptype, &i,
					   &elem_var);
      tree call = build_call_expr_loc (b->loc, mp->rt, 3, h,
				       fold_convert (ptr_type_node, elem_var),
				       how_expr);
      /* Only a recursive mapper can meet the same element again.  */
      if (ompm_mapper_recursive_p (m))
	{
	  tree visit = build_call_expr_loc (b->loc, fn_visit, 3, h,
					    fold_convert (const_ptr_type_node,
							  elem_var),
					    build_int_cst (integer_type_node,
							   m));
	  call = build3 (COND_EXPR, void_type_node,
			 fold_build2 (NE_EXPR, boolean_type_node, visit,
				      integer_zero_node), call, NULL_TREE);
	}
      append_to_statement_list (call, &loop_body);
      end_element_loop (&body, i, loop_body);
    }
  if (attach && cls != CLS_UPDATE)
    push_attach (b, &body, h, attach, bias, cls);
  append_if_nonempty (stmts, base, count, body);
}

/* Append to BODY the code that writes the entries of each of the COUNT
   elements of type TYPE at BASE (whose pointer type is PTYPE) straight
   into room reserved in map vector H, as gen_element writes them for
   mapper M under INV (ALWAYS) for class CLS (SKIP_SELF, NEW_P: as
   there):

     A = GOMPX_map_reserve (h, count, K);
     S = GOMPX_map_reserved_sizes (h, A);
     k = GOMPX_map_reserved_kinds (h, A);
     for (i = 0; i < count; i++)
       {
	 e = &base[i];
	 A[0] = address; S[0] = size; k[0] = kind;	   K entries
	 ...
	 A += K; S += K; k += K;
       }

   Return false, appending nothing, if the mapper does not push a fixed
   number of entries K for each element (it maps sections inside it, or
   can reach itself).  */

static bool
gen_elements_in_room (builder *b, tree *body, tree h, tree base, tree count,
		      tree type, tree ptype, int m, ompm_kind inv,
		      bool always, construct_class cls, bool skip_self,
		      tree new_p)
{
  if (ompm_mapper_recursive_p (m))
    return false;
  tree types[3] = { build_pointer_type (ptr_type_node),
		    build_pointer_type (size_type_node),
		    build_pointer_type (short_unsigned_type_node) };
  for (int k = 0; k < 3; k++)
    b->room[k] = temporary (b, types[k]);
  b->written = 0;

  tree i, elem_var;
  tree loop_body = begin_element_loop (b, base, count, type, ptype, &i,
				       &elem_var);
  tree elem = build_fold_indirect_ref
		(fold_convert (build_pointer_type (ompm_mapper_at (m)->type),
			       elem_var));
  tree old_parm, old_var;
  ompm_spell_element (elem_var, ompm_mapper_at (m)->var, &old_parm,
		      &old_var);
  bool fixed = gen_element (b, &loop_body, h, elem, m, inv, always, cls,
			    skip_self, new_p);
  ompm_spell_element (old_parm, old_var);
  tree room[3] = { b->room[0], b->room[1], b->room[2] };
  unsigned per = b->written;
  b->room[0] = b->room[1] = b->room[2] = NULL_TREE;
  if (!fixed)
    return false;
  if (per == 0)
    return true;

  for (int k = 0; k < 3; k++)
    append_to_statement_list (assign (room[k], room_at (room[k], per)),
			      &loop_body);

  append_to_statement_list
    (assign (room[0], build_call_expr_loc (b->loc, fn_reserve, 3, h, count,
					   size_int (per))), body);
  append_to_statement_list
    (assign (room[1], build_call_expr_loc (b->loc, fn_reserved_sizes, 2, h,
					   room[0])), body);
  append_to_statement_list
    (assign (room[2], build_call_expr_loc (b->loc, fn_reserved_kinds, 2, h,
					   room[0])), body);
  end_element_loop (body, i, loop_body);
  return true;
}

/* The size of member clause C as ompm_object_members sees it.  */

static tree
member_size (tree c)
{
  bool a;
  tree size = OMP_CLAUSE_SIZE (c);
  if (ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &a) == OMPM_K_NONE || !size)
    size = TYPE_SIZE_UNIT (TREE_TYPE (OMP_CLAUSE_DECL (c)));
  return size;
}

/* Append to STMTS the entries of ITEM, one object of mapper M's type
   whose mapper does not map it whole (ompm_object_members), mapped
   under INV (ALWAYS) for class CLS: only its members (for CLS_UPDATE,
   what moves of them and of their pointees), grouped under a
   GOMP_MAP_STRUCT entry for CLS_MAP (libgomp
   maps the group's range at once, each member a mapping of its own
   with its own map type, as for the members of a struct written by
   hand); then what lies behind the pointers, each with its attachment.
   So a member the program mapped by hand, the present modifier and a
   target region's own clauses (the members, ompm_expand_clauses) meet
   the object as the mapper describes it.  Return false, appending
   nothing, if ITEM cannot be mapped so.  */

static bool
gen_object (builder *b, tree *stmts, tree h, tree item, int m,
	    ompm_kind inv, bool always, construct_class cls)
{
  auto_vec<tree, 16> out;
  auto_vec<tree, 8> members;
  auto_vec<ompm_dyn, 4> dyn;
  if (!ompm_object_members (item, m, inv, always,
			    cls == CLS_MAP ? OMP_TARGET_ENTER_DATA
			    : cls == CLS_EXIT ? OMP_TARGET_EXIT_DATA
			    : OMP_TARGET_UPDATE, &out, &members, &dyn))
    return false;
  if (cls != CLS_EXIT)
    check_present_clauses (b, stmts, h, out, NULL_TREE, NULL_TREE);

  if (cls == CLS_UPDATE)
    {
      /* What moves in the update's direction, member by member and
	 pointee by pointee, attached pointers left out.  */
      for (unsigned i = 0; i < out.length (); i++)
	{
	  tree decl = OMP_CLAUSE_DECL (out[i]);
	  bool a;
	  ompm_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (out[i]), &a);
	  if (k == OMPM_K_NONE
	      || !(inv == OMPM_K_TO ? copies_to_p (k)
		   : k == OMPM_K_FROM || k == OMPM_K_TOFROM))
	    continue;
	  name_item (b, stmts, h, decl, OMP_CLAUSE_SIZE (out[i]), NULL_TREE,
		     NULL);
	  auto_vec<tree, 4> items, sizes;
	  ompm_update_parts (decl, OMP_CLAUSE_SIZE (out[i]), out, &items,
			     &sizes);
	  for (unsigned j = 0; j < items.length (); j++)
	    push_entry (b, stmts, h, items[j], sizes[j],
			kind_word ((inv == OMPM_K_TO ? GOMP_MAP_TO
				    : GOMP_MAP_FROM) | update_flag (out),
				   char_type_node));
	}
      for (unsigned i = 0; i < dyn.length (); i++)
	gen_nested_section (b, stmts, h, dyn[i], cls, NULL_TREE, NULL_TREE);
      return true;
    }

  if (cls == CLS_MAP)
    push_entry (b, stmts, h, OMP_CLAUSE_DECL (members[0]),
		size_int (members.length ()),
		kind_word (GOMP_MAP_STRUCT, TREE_TYPE (item)));
  for (unsigned i = 0; i < members.length (); i++)
    {
      tree c = members[i];
      bool a;
      ompm_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &a);
      tree decl = OMP_CLAUSE_DECL (c);
      int implicit = 0;
      if (k == OMPM_K_NONE)
	{
	  /* A pointer member no clause names, mapped to be attached.  */
	  k = cls == CLS_MAP ? OMPM_K_ALLOC : OMPM_K_RELEASE;
	  implicit = GOMPX_MAP_IMPLICIT;
	}
      else if (cls == CLS_EXIT && k == OMPM_K_ALLOC)
	k = OMPM_K_RELEASE;
      /* Messages name each member as the mapper spells it for ITEM.  */
      if (!implicit)
	name_item (b, stmts, h, decl, member_size (c), NULL_TREE, NULL);
      push_entry (b, stmts, h, decl, member_size (c),
		  kind_word (ompm_gomp_kind (k, a) | implicit,
			     TREE_TYPE (decl)));
    }
  /* Behind the pointers: each pointee, then its pointer's attachment as
     the expansion has them; a section of a mapped type at run time, its
     pointer attached after it.  */
  auto_vec<tree, 4> dyn_attach;
  for (unsigned j = 0; j < dyn.length (); j++)
    dyn_attach.safe_push (NULL_TREE);
  for (unsigned i = 0; i < out.length (); i++)
    {
      tree decl = OMP_CLAUSE_DECL (out[i]);
      bool a;
      ompm_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (out[i]), &a);
      HOST_WIDE_INT off;
      if (k == OMPM_K_NONE)
	{
	  bool deferred = false;
	  for (unsigned j = 0; j < dyn.length () && !deferred; j++)
	    {
	      tree ptr = (dyn[j].iter ? NULL_TREE
			  : section_pointer (dyn[j].item));
	      if (ptr && operand_equal_p (ptr, decl, 0))
		{
		  dyn_attach[j] = out[i];
		  deferred = true;
		}
	    }
	  if (!deferred)
	    push_attach (b, stmts, h, decl, OMP_CLAUSE_SIZE (out[i]), cls);
	  continue;
	}
      if (ompm_member_of_p (decl, item, &off))
	continue;
      if (cls == CLS_EXIT && k == OMPM_K_ALLOC)
	k = OMPM_K_RELEASE;
      name_item (b, stmts, h, decl, OMP_CLAUSE_SIZE (out[i]), NULL_TREE,
		 NULL);
      push_entry (b, stmts, h, decl, OMP_CLAUSE_SIZE (out[i]),
		  kind_word (ompm_gomp_kind (k, a)
			     | (b->shared ? GOMPX_MAP_SHARED : 0),
			     TREE_TYPE (decl)));
    }
  for (unsigned i = 0; i < dyn.length (); i++)
    gen_nested_section (b, stmts, h, dyn[i], cls,
			dyn_attach[i] ? OMP_CLAUSE_DECL (dyn_attach[i])
			: NULL_TREE,
			dyn_attach[i] ? OMP_CLAUSE_SIZE (dyn_attach[i])
			: NULL_TREE);
  return true;
}

/* Write the body of mapper M's runtime function: one case per way it
   can be called.  */

void
ompm_fill_runtime_mapper (int m)
{
  const ompm_mapper *mp = ompm_mapper_at (m);
  tree fn = mp->rt;
  tree bind = DECL_SAVED_TREE (fn);
  if (!bind || TREE_CODE (bind) != BIND_EXPR)
    return;
  if (mp->outer && (c_dialect_cxx () || ompm_implicit_mapper_p (m)))
    /* Never called (ompm_mapper_outer_ok): its body could not reach
       the variables of the function the mapper is declared in.  */
    return;
  init_runtime_decls ();
  ompm_forget_present ();
  tree h = DECL_ARGUMENTS (fn);
  tree e = DECL_CHAIN (h);
  tree how = DECL_CHAIN (e);
  builder b = { fn, NULL_TREE, mp->loc, {}, 0, false, NULL };
  tree elem = build_fold_indirect_ref (fold_convert
				       (build_pointer_type (mp->type), e));
  tree new_p = fold_build2 (BIT_AND_EXPR, integer_type_node, how,
			    build_int_cst (integer_type_node, HOW_NEW));
  tree how_case = fold_build2 (BIT_AND_EXPR, integer_type_node, how,
			       build_int_cst (integer_type_node,
					      HOW_CASE_MASK));

  static const ompm_kind map_kinds[]
    = { OMPM_K_ALLOC, OMPM_K_TO, OMPM_K_FROM, OMPM_K_TOFROM };
  static const ompm_kind exit_kinds[]
    = { OMPM_K_FROM, OMPM_K_RELEASE, OMPM_K_DELETE };
  static const ompm_kind update_kinds[] = { OMPM_K_TO, OMPM_K_FROM };
  struct { construct_class cls; const ompm_kind *kinds; int n; } classes[]
    = { { CLS_MAP, map_kinds, 4 }, { CLS_EXIT, exit_kinds, 3 },
	{ CLS_UPDATE, update_kinds, 2 } };

  tree body = alloc_stmt_list ();
  ompm_quiet = true;
  ompm_spell_element (e, mp->var);
  for (auto &c : classes)
    for (int k = 0; k < c.n; k++)
      for (int skip = 0; skip < 2; skip++)
	for (int always = 0; always < 2; always++)
	  {
	    if (c.cls == CLS_UPDATE && (skip || always))
	      continue;
	    tree stmts = alloc_stmt_list ();
	    gen_element (&b, &stmts, h, unshare_expr (elem), m, c.kinds[k],
			 always, c.cls, skip, new_p);
	    append_to_statement_list (build1 (RETURN_EXPR, void_type_node,
					      NULL_TREE), &stmts);
	    int code = (int) c.kinds[k] | (c.cls << HOW_CLASS_SHIFT)
		       | (skip ? HOW_SKIP_SELF : 0)
		       | (always ? HOW_ALWAYS : 0);
	    append_to_statement_list
	      (build3 (COND_EXPR, void_type_node,
		       fold_build2 (EQ_EXPR, boolean_type_node,
				    unshare_expr (how_case),
				    build_int_cst (integer_type_node, code)),
		       stmts, NULL_TREE), &body);
	  }
  ompm_quiet = false;
  ompm_spell_element (NULL_TREE, NULL_TREE);
  BIND_EXPR_BODY (bind) = body;
  tree last = b.vars;
  if (last)
    {
      while (DECL_CHAIN (last))
	last = DECL_CHAIN (last);
      DECL_CHAIN (last) = BIND_EXPR_VARS (bind);
      BIND_EXPR_VARS (bind) = b.vars;
    }
}

/* The class of target construct CODE.  */

static construct_class
class_of (enum tree_code code)
{
  switch (code)
    {
    case OMP_TARGET_EXIT_DATA:
      return CLS_EXIT;
    case OMP_TARGET_UPDATE:
      return CLS_UPDATE;
    default:
      return CLS_MAP;
    }
}

/* The map type of an iterator clause C on construct CODE (class CLS),
   or OMPM_K_NONE after an error.  */

static ompm_kind
iterator_kind (const ompm_iter_clause *c, enum tree_code code,
	       construct_class cls)
{
  if (cls == CLS_UPDATE)
    return c->code == OMP_CLAUSE_TO ? OMPM_K_TO : OMPM_K_FROM;
  ompm_kind k = c->kind;
  switch (code)
    {
    case OMP_TARGET_ENTER_DATA:
      if (k == OMPM_K_NONE)
	k = OMPM_K_TO;
      if (k != OMPM_K_TO && k != OMPM_K_ALLOC)
	{
	  error_at (c->user_loc, "%<#pragma omp target enter data%> with "
		    "map-type other than %<to%> or %<alloc%> on %<map%> "
		    "clause");
	  return OMPM_K_NONE;
	}
      return k;
    case OMP_TARGET_EXIT_DATA:
      if (k == OMPM_K_NONE)
	k = OMPM_K_FROM;
      if (k != OMPM_K_FROM && k != OMPM_K_RELEASE && k != OMPM_K_DELETE)
	{
	  error_at (c->user_loc, "%<#pragma omp target exit data%> with "
		    "map-type other than %<from%>, %<release%> or "
		    "%<delete%> on %<map%> clause");
	  return OMPM_K_NONE;
	}
      return k;
    default:
      if (k == OMPM_K_NONE)
	k = OMPM_K_TOFROM;
      if (k == OMPM_K_RELEASE || k == OMPM_K_DELETE)
	{
	  error_at (c->user_loc, "%qs with map-type other than %<to%>, "
		    "%<from%>, %<tofrom%> or %<alloc%> on %<map%> clause",
		    code == OMP_TARGET ? "#pragma omp target"
		    : "#pragma omp target data");
	  return OMPM_K_NONE;
	}
      return k;
    }
}

/* Whether T, a pointer an array section is based on, is storage that
   can be attached (a variable, a member, an element).  */

static bool
attachable_p (tree t)
{
  return (DECL_P (t) || handled_component_p (t)
	  || TREE_CODE (t) == INDIRECT_REF || TREE_CODE (t) == MEM_REF);
}

/* Append to STMTS the code that pushes list item PIECES[*P] (and the
   piece after it, for an array section) of iterator clause IT to map
   vector H, mapped under KIND (ALWAYS) for class CLS, through the
   mappers visible from HEAD.  ELEM: IT is a mapper's, for that element;
   an item not derived from it is the same for every element (marked
   for libgompx to map once a vector, and none of the element's to
   attach).  KIND OMPM_K_NONE, on update: the item does not move, and
   only the pointer it is attached to is pushed (kept).  */

static void
gen_iterator_item (builder *b, tree *stmts, tree h, const ompm_iter &it,
		   unsigned *p, ompm_kind kind, bool always,
		   construct_class cls, int head, tree elem)
{
  const ompm_iter_clause *c = it.clause;
  tree first = it.pieces[(*p)++];
  bool failed = false, section = false;
  ompm_piece role = (ompm_piece) c->roles[*p - 1];
  tree last = NULL_TREE;
  if (role == OMPM_PIECE_START)
    last = it.pieces[(*p)++];
  int m = ompm_mapper_for (first, NULL_TREE, c->mapper_id, head,
			   c->user_loc, &failed, &section);
  if (failed)
    return;
  /* Derived from the element, or from an iterator over its storage.  */
  tree root = ompm_item_root (first);
  bool other = elem && root != ompm_item_root (elem);
  for (tree t = it.iterators; other && t; t = TREE_CHAIN (t))
    other = root != TREE_VEC_ELT (t, 0);
  bool moves = kind != OMPM_K_NONE;
  int gk = (cls == CLS_UPDATE ? (kind == OMPM_K_TO ? GOMP_MAP_TO
				 : GOMP_MAP_FROM)
	    : moves ? ompm_gomp_kind (kind, always) : 0)
	   | (other ? GOMPX_MAP_SHARED : 0);

  if (!last)
    {
      if (!moves)
	return;
      if (m != OMPM_NO_MAPPER)
	gen_section (b, stmts, h, first, NULL_TREE, m, kind, always, cls,
		     NULL_TREE, NULL_TREE);
      else
	push_entry (b, stmts, h, first, NULL_TREE,
		    kind_word (gk, cls == CLS_UPDATE ? char_type_node
				   : TREE_TYPE (first)));
      return;
    }

  if ((ompm_piece) c->roles[*p - 1] == OMPM_PIECE_END_OF_ARRAY
      && TREE_CODE (first) != ARRAY_REF)
    {
      error_at (c->user_loc, "for pointer type length expression must be "
		"specified");
      return;
    }

  /* The section: from &FIRST to &LAST.  */
  tree type = TREE_TYPE (first);
  tree ptype = build_pointer_type (type);
  tree start = temporary (b, ptype), end = temporary (b, ptype);
  tree base = get_base_address (first);
  if (base && DECL_P (base))
    TREE_ADDRESSABLE (base) = 1;
  append_to_statement_list (assign (start, build_fold_addr_expr
				    (unshare_expr (first))), stmts);
  append_to_statement_list (assign (end, build_fold_addr_expr
				    (unshare_expr (last))), stmts);
  tree bytes = fold_build2 (MINUS_EXPR, size_type_node,
			    fold_convert (size_type_node, end),
			    fold_convert (size_type_node, start));
  tree section_elem = build_simple_mem_ref (start);

  /* The pointer the section is based on is attached to it.  On update
     it keeps its value on both sides: in a mapper's expansion, whose
     other clauses may move the storage that holds it (r.row[0:r.n]
     beside r.row[i][0:r.len[i]]), an attachment entry tells libgompx
     to copy around it (update.c).  */
  tree ptr = section_pointer (first), bias = NULL_TREE, kept = NULL_TREE;
  if (ptr && (!attachable_p (ptr) || other))
    ptr = NULL_TREE;
  if (ptr && cls == CLS_UPDATE)
    {
      if (elem)
	kept = ptr;
      ptr = NULL_TREE;
    }
  if (ptr)
    bias = fold_build2 (MINUS_EXPR, size_type_node,
			fold_convert (size_type_node, start),
			fold_convert (size_type_node, unshare_expr (ptr)));
  if (kept)
    {
      tree body = alloc_stmt_list ();
      push_attach (b, &body, h, kept, size_zero_node, cls);
      append_if_nonempty (stmts, start, unshare_expr (bytes), body);
    }
  if (!moves)
    return;

  if (m != OMPM_NO_MAPPER)
    {
      gen_section (b, stmts, h, section_elem, bytes, m, kind, always, cls,
		   ptr, bias);
      return;
    }
  tree body = alloc_stmt_list ();
  /* An update's kind words carry no alignment (GOMPX_MAP_EXACT).  */
  push_entry (b, &body, h, section_elem, bytes,
	      kind_word (gk, cls == CLS_UPDATE ? char_type_node : type));
  if (ptr)
    push_attach (b, &body, h, ptr, bias, cls);
  append_if_nonempty (stmts, start, unshare_expr (bytes), body);
}

/* Append to STMTS the code that pushes the list items of iterator
   clause IT, for every value of its iterators, to map vector H, under
   KIND (ALWAYS) for class CLS; HEAD and ELEM as for
   gen_iterator_item.  */

static void
gen_iterator_loops (builder *b, tree *stmts, tree h, const ompm_iter &it,
		    ompm_kind kind, bool always, construct_class cls, int head,
		    tree elem)
{
  /* The innermost body: every list item, once.  */
  tree body = alloc_stmt_list ();
  for (unsigned p = 0; p < it.pieces.length ();)
    gen_iterator_item (b, &body, h, it, &p, kind, always, cls, head, elem);

  /* The loops, innermost first; begin, end and step (which may not
     refer to other iterators) are evaluated once, before them all.  */
  auto_vec<tree, 4> iters;
  for (tree t = it.iterators; t; t = TREE_CHAIN (t))
    iters.safe_push (t);
  tree pre = alloc_stmt_list ();
  tree vars = NULL_TREE;
  for (unsigned k = iters.length (); k-- > 0;)
    {
      tree t = iters[k];
      tree var = TREE_VEC_ELT (t, 0);
      tree type = TREE_TYPE (var);
      tree begin = temporary (b, type), end = temporary (b, type);
      tree step = temporary (b, TREE_TYPE (TREE_VEC_ELT (t, 3)));
      tree sign = temporary (b, TREE_TYPE (TREE_VEC_ELT (t, 4)));
      append_to_statement_list (assign (begin, TREE_VEC_ELT (t, 1)), &pre);
      append_to_statement_list (assign (end, TREE_VEC_ELT (t, 2)), &pre);
      append_to_statement_list (assign (step, TREE_VEC_ELT (t, 3)), &pre);
      append_to_statement_list (assign (sign, TREE_VEC_ELT (t, 4)), &pre);

      /* var = begin;
	 while (sign > 0 ? var < end : sign < 0 && var > end)
	   { body; var += step; }  */
      tree zero = build_zero_cst (TREE_TYPE (sign));
      tree more = fold_build3 (COND_EXPR, boolean_type_node,
			       fold_build2 (GT_EXPR, boolean_type_node, sign,
					    zero),
			       fold_build2 (LT_EXPR, boolean_type_node, var,
					    end),
			       fold_build2 (TRUTH_ANDIF_EXPR,
					    boolean_type_node,
					    fold_build2 (LT_EXPR,
							 boolean_type_node,
							 sign, zero),
					    fold_build2 (GT_EXPR,
							 boolean_type_node,
							 var, end)));
      tree loop = alloc_stmt_list ();
      append_to_statement_list (build1 (EXIT_EXPR, void_type_node,
					fold_build1 (TRUTH_NOT_EXPR,
						     boolean_type_node, more)),
				&loop);
      append_to_statement_list (body, &loop);
      tree next = (POINTER_TYPE_P (type)
		   ? fold_build_pointer_plus (var, fold_convert (sizetype,
								 step))
		   : fold_build2 (PLUS_EXPR, type, var, step));
      append_to_statement_list (build2 (MODIFY_EXPR, type, var, next),
				&loop);
      body = alloc_stmt_list ();
      append_to_statement_list (build2 (MODIFY_EXPR, type, var, begin),
				&body);
      append_to_statement_list (build1 (LOOP_EXPR, void_type_node, loop),
				&body);
      DECL_CHAIN (var) = vars;
      vars = var;
    }
  append_to_statement_list (pre, stmts);
  tree bind = build3 (BIND_EXPR, void_type_node, vars, body, NULL_TREE);
  TREE_SIDE_EFFECTS (bind) = 1;
  append_to_statement_list (bind, stmts);
}

/* The same for the iterator clause IT of construct CODE.  */

static void
gen_iterators (builder *b, tree *stmts, tree h, const ompm_iter &it,
	       enum tree_code code)
{
  construct_class cls = class_of (code);
  ompm_kind kind = iterator_kind (it.clause, code, cls);
  if (kind != OMPM_K_NONE)
    gen_iterator_loops (b, stmts, h, it, kind, it.clause->always, cls,
			ompm_visible_head, NULL_TREE);
}

/* Append to STMTS the code that pushes to map vector H, for class CLS,
   what the iterator clause D.iter - 1 of mapper D.mapper maps for the
   object D.item (the invoking map type D.kind): every list item for
   every value of the iterators, its map type decayed by D.kind as any
   of the mapper's clauses, through the mappers visible where the mapper
   is declared.  */

static void
gen_mapper_iterators (builder *b, tree *stmts, tree h, const ompm_dyn &d,
		      construct_class cls)
{
  ompm_iter it;
  ompm_mapper_iterator (d.mapper, d.iter - 1, d.item, b->fn, &it);
  const ompm_iter_clause *c = it.clause;
  ompm_kind k = ompm_decay (ompm_iter_mapper_kind (c), d.kind);
  switch (cls)
    {
    case CLS_UPDATE:
      /* What moves in the update's direction; the pointers the rest is
	 attached to are kept all the same, since other clauses of the
	 mapper may move their storage.  */
      k = (d.kind == OMPM_K_TO ? copies_to_p (k)
	   : k == OMPM_K_FROM || k == OMPM_K_TOFROM) ? d.kind : OMPM_K_NONE;
      break;
    case CLS_EXIT:
      if (k == OMPM_K_ALLOC || k == OMPM_K_TO)
	k = OMPM_K_RELEASE;
      else if (k == OMPM_K_TOFROM)
	k = OMPM_K_FROM;
      break;
    default:
      break;
    }
  /* Runtime messages name the clause in the mapper.  */
  location_t loc = b->loc;
  b->loc = c->user_loc;
  bool present = ((c->present || d.present) && cls != CLS_EXIT
		  && k != OMPM_K_NONE);
  tree mark = present ? present_mark (b, stmts, h) : NULL_TREE;
  int from = ompm_nested_lookup_begin (d.mapper);
  gen_iterator_loops (b, stmts, h, it, k, d.always || c->always, cls,
		      d.mapper, d.item);
  ompm_nested_lookup_end (from);
  if (present)
    present_check (b, stmts, h, mark, NULL_TREE, NULL_TREE, c->name);
  b->loc = loc;
  it.pieces.release ();
}

/* Push to map vector H, for a target or target data construct, the data
   its own map clauses CLAUSES map, the construct keeping its clauses
   and finding the data present: with iterator clauses (HOLDING null),
   all of them, so that pointers among that data are there to be
   attached to the iterators' array sections; else only those whose
   list item holds a list item of HOLDING (a struct one of whose members
   a mapper maps at run time, as map(p[0:1]) map(mapper(id), tofrom:
   p->m), or g++'s map(*this) for this->m) and is not one of them (the
   construct's own clause for it stays, as alloc): the vector would map
   the member in a data region around the construct, and libgomp 12
   would then refuse the struct around it ("already mapped").  */

static void
push_own_maps (builder *b, tree *stmts, tree h, tree clauses,
	       const vec<ompm_dyn> *holding)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    {
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
	continue;
      bool always;
      ompm_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &always);
      tree decl = OMP_CLAUSE_DECL (c);
      if (k == OMPM_K_NONE || k == OMPM_K_RELEASE || k == OMPM_K_DELETE
	  || !decl || decl == error_mark_node
	  || TREE_CODE (TREE_TYPE (decl)) == FUNCTION_TYPE
	  || (DECL_P (decl) && is_global_var (decl)
	      && lookup_attribute ("omp declare target",
				   DECL_ATTRIBUTES (decl))))
	continue;
      if (holding)
	{
	  bool holds = false, own = false;
	  for (unsigned i = 0; i < holding->length (); i++)
	    {
	      HOST_WIDE_INT off;
	      own |= operand_equal_p ((*holding)[i].item, decl, 0);
	      holds |= ompm_member_of_p ((*holding)[i].item, decl, &off);
	    }
	  /* A whole object: a variable or what a pointer points to, of a
	     struct, union or array type.  Not a member of a larger struct,
	     which GCC maps in a GOMP_MAP_STRUCT group of its variable's
	     (the group then lost the member's other fields' copy back).  */
	  if (!holds || own
	      || !(RECORD_OR_UNION_TYPE_P (TREE_TYPE (decl))
		   || TREE_CODE (TREE_TYPE (decl)) == ARRAY_TYPE)
	      || !(DECL_P (decl) || TREE_CODE (decl) == INDIRECT_REF
		   || TREE_CODE (decl) == MEM_REF))
	    continue;
	}
      /* Nothing of known size (g++'s reference to a lambda's capture by
	 reference, which it maps its own way).  */
      if (!OMP_CLAUSE_SIZE (c) && (!TYPE_SIZE_UNIT (TREE_TYPE (decl))
				   || TREE_CODE (TREE_TYPE (decl))
				      == REFERENCE_TYPE))
	continue;
      push_entry (b, stmts, h, decl, OMP_CLAUSE_SIZE (c),
		  kind_word (ompm_gomp_kind (k, false), TREE_TYPE (decl)));
    }
}

/* Whether every map clause among CLAUSES, of a target enter or exit data
   construct, can go into a map vector as push_construct_maps writes it:
   data kinds, pointer attachments, GCC's pointer assignments.  */

static bool
vector_maps_p (tree clauses)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    {
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
	continue;
      tree decl = OMP_CLAUSE_DECL (c);
      if (!decl || decl == error_mark_node)
	return false;
      bool always;
      switch (OMP_CLAUSE_MAP_KIND (c))
	{
	case GOMP_MAP_ATTACH_DETACH:
	case GOMP_MAP_POINTER:
	case GOMP_MAP_ALWAYS_POINTER:
	  break;
	default:
	  if (ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &always) == OMPM_K_NONE)
	    return false;
	}
    }
  return true;
}

/* The variable whose member (at a constant byte offset, set in *OFF)
   map clause C of CLAUSES maps, where GCC would group it with the
   variable's other members under a GOMP_MAP_STRUCT entry; NULL_TREE if
   none, or if a clause maps the variable whole.  */

static tree
grouped_member_base (tree clauses, tree c, HOST_WIDE_INT *off)
{
  bool always;
  if (ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &always) == OMPM_K_NONE)
    return NULL_TREE;
  tree base = ompm_member_variable (OMP_CLAUSE_DECL (c), off);
  if (!base)
    return NULL_TREE;
  for (tree o = clauses; o; o = OMP_CLAUSE_CHAIN (o))
    if (OMP_CLAUSE_CODE (o) == OMP_CLAUSE_MAP && OMP_CLAUSE_DECL (o) == base)
      return NULL_TREE;
  return base;
}

/* A member clause of a group, for sorting by offset (push_member_groups:
   or, C null, the index of a member DYN maps).  */

struct member_at
{
  HOST_WIDE_INT off;
  tree c;
  unsigned index;
};

static int
member_at_cmp (const void *x, const void *y)
{
  const member_at *a = (const member_at *) x;
  const member_at *b = (const member_at *) y;
  return a->off < b->off ? -1 : a->off > b->off;
}

/* Push to map vector H map clause C of a construct of class CLS, as GCC
   would pass it to libgomp (an attachment becomes an attach or a
   detach).  */

static void
push_construct_map (builder *b, tree *stmts, tree h, tree c,
		    construct_class cls)
{
  tree decl = OMP_CLAUSE_DECL (c);
  int kind = OMP_CLAUSE_MAP_KIND (c);
  if (kind == GOMP_MAP_ATTACH_DETACH)
    push_attach (b, stmts, h, decl, OMP_CLAUSE_SIZE (c), cls);
  else
    push_entry (b, stmts, h, decl, OMP_CLAUSE_SIZE (c),
		kind_word (kind, kind == GOMP_MAP_POINTER
				 || kind == GOMP_MAP_ALWAYS_POINTER
				 ? ptr_type_node : TREE_TYPE (decl)));
}

/* Push to map vector H the map clauses CLAUSES of a target enter or exit
   data construct (class CLS) that also maps sections of mapped types, as
   GCC would pass them to libgomp, so that the construct makes one call
   and changes a mapping's reference count once, whichever of its list
   items reach it.  On enter data the members of a variable go, as GCC's
   gimplifier has them, under a GOMP_MAP_STRUCT entry in the order of
   their offsets, where the first of them stands: libgomp 12 then lays
   them out as the variable is and finds them again as a group (members
   mapped one by one are, for a later group of them, "structure element
   when other mapped elements from the same structure weren't mapped
   together with it").  */

static void
push_construct_maps (builder *b, tree *stmts, tree h, tree clauses,
		     construct_class cls, hash_set<tree> &pushed)
{
  hash_set<tree> grouped;
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    {
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP || pushed.contains (c))
	continue;
      HOST_WIDE_INT off;
      tree base = cls == CLS_MAP ? grouped_member_base (clauses, c, &off)
		  : NULL_TREE;
      if (!base)
	{
	  push_construct_map (b, stmts, h, c, cls);
	  continue;
	}
      if (grouped.add (base))
	/* Pushed with the first member of its group.  */
	continue;
      auto_vec<member_at, 8> members;
      for (tree o = c; o; o = OMP_CLAUSE_CHAIN (o))
	{
	  HOST_WIDE_INT o_off;
	  if (OMP_CLAUSE_CODE (o) == OMP_CLAUSE_MAP && !pushed.contains (o)
	      && grouped_member_base (clauses, o, &o_off) == base)
	    {
	      member_at g = { o_off, o, 0 };
	      members.safe_push (g);
	    }
	}
      members.qsort (member_at_cmp);
      push_entry (b, stmts, h, OMP_CLAUSE_DECL (members[0].c),
		  size_int (members.length ()),
		  kind_word (GOMP_MAP_STRUCT, TREE_TYPE (base)));
      for (unsigned i = 0; i < members.length (); i++)
	push_construct_map (b, stmts, h, members[i].c, cls);
    }
}

/* Whether CLAUSES still map or move anything.  */

static bool
moves_data_p (tree clauses)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	|| OMP_CLAUSE_CODE (c) == OMP_CLAUSE_TO
	|| OMP_CLAUSE_CODE (c) == OMP_CLAUSE_FROM)
      return true;
  return false;
}

/* Whether CLAUSES has nothing but device and if clauses.  */

static bool
only_device_if_p (tree clauses)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_DEVICE
	&& OMP_CLAUSE_CODE (c) != OMP_CLAUSE_IF)
      return false;
  return true;
}

/* For a clause with the present modifier: a temporary assigned, in
   STMTS, the length of map vector H before the clause's entries.  */

static tree
present_mark (builder *b, tree *stmts, tree h)
{
  tree mark = temporary (b, size_type_node);
  append_to_statement_list (assign (mark, build_call_expr_loc
				    (b->loc, fn_mark, 1, h)), stmts);
  return mark;
}

/* Append to STMTS the check that every entry pushed to H since MARK is
   present, naming the clause's list item ITEM (of SIZE bytes) or, if not
   null, its spelling SPELLED.  */

static void
present_check (builder *b, tree *stmts, tree h, tree mark, tree item,
	       tree size, const char *spelled)
{
  tree name, where;
  ompm_present_strings (item, size, spelled, b->loc, &name, &where);
  append_to_statement_list (build_call_expr_loc (b->loc, fn_present, 4, h,
						 mark, name, where), stmts);
}

/* Append to STMTS the call that tells H that the entries pushed from now
   on are for the clause's list item ITEM, whose size is SIZE (as the
   front end has it; NULL_TREE: its type's) and VALUE bytes at run time
   (NULL_TREE: not known), or, if not null, SPELLED: the runtime's
   messages name it, and a negative VALUE stops the program there,
   before the loop over the elements.  */

static void
name_item (builder *b, tree *stmts, tree h, tree item, tree size,
	   tree value, const char *spelled)
{
  tree name, where;
  ompm_present_strings (item, size, spelled, b->loc, &name, &where);
  append_to_statement_list (build_call_expr_loc
			    (b->loc, fn_item, 4, h,
			     value ? fold_convert (size_type_node, value)
			     : size_zero_node, name, where), stmts);
}

/* The struct D's item is a member of, if it is one object that a
   mapper maps (not a section, nor a motion), a member at a constant
   offset; else NULL_TREE.  */

static tree
member_parent (const ompm_dyn &d)
{
  if (!d.whole || d.mapper == OMPM_NO_MAPPER
      || TREE_CODE (d.item) != COMPONENT_REF)
    return NULL_TREE;
  HOST_WIDE_INT off;
  tree parent = TREE_OPERAND (d.item, 0);
  return ompm_member_of_p (d.item, parent, &off) && off >= 0 ? parent
	 : NULL_TREE;
}

/* Append to STMTS, for map vector H of a construct that maps (enter
   data, target data, target), a GOMP_MAP_STRUCT group for each struct
   of which DYN maps a member whole, through a mapper that maps it, and
   DYN or the construct's own clauses CLAUSES (target and target data
   keep them, and find the members present; enter data's, put in
   CONSUMED, go only here) another
   (map(tofrom: o.b) map(tofrom: o.c); map(tofrom: h.a, h.k)): the
   members in the order of their offsets, each of DYN's with the kind of
   the entry gen_section would push for it (section_kind), which it then
   does not (B->grouped), the others with their clauses'.  libgomp lays a vector's entries out in one
   block in their order, the members' pointees between them, where a
   target region's struct group for the struct (GCC's, for the same
   members) wants them as they lie in it ("structure element when other
   mapped elements from the same structure weren't mapped together with
   it").  */

/* Whether map clause C of a construct maps a whole member of PARENT
   that none of DYN's items is, at a constant offset (set in *OFF), with
   a map type that maps data.  */

static bool
own_member_p (tree c, tree parent, const vec<ompm_dyn> &dyn,
	      HOST_WIDE_INT *off)
{
  if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
    return false;
  bool always;
  ompm_kind k = ompm_base_kind (OMP_CLAUSE_MAP_KIND (c), &always);
  tree decl = OMP_CLAUSE_DECL (c);
  if (k == OMPM_K_NONE || k == OMPM_K_RELEASE || k == OMPM_K_DELETE
      || !decl || TREE_CODE (decl) != COMPONENT_REF
      || !operand_equal_p (TREE_OPERAND (decl, 0), parent, 0)
      || (OMP_CLAUSE_SIZE (c)
	  && !operand_equal_p (OMP_CLAUSE_SIZE (c),
			       TYPE_SIZE_UNIT (TREE_TYPE (decl)), 0))
      || !ompm_member_of_p (decl, parent, off) || *off < 0)
    return false;
  for (unsigned i = 0; i < dyn.length (); i++)
    if (operand_equal_p (dyn[i].item, decl, 0))
      return false;
  return true;
}

static void
push_member_groups (builder *b, tree *stmts, tree h, const vec<ompm_dyn> &dyn,
		    tree clauses, hash_set<tree> *consumed)
{
  auto_vec<bool, 8> done;
  done.safe_grow_cleared (dyn.length ());
  for (unsigned i = 0; i < dyn.length (); i++)
    {
      tree parent = done[i] ? NULL_TREE : member_parent (dyn[i]);
      if (!parent)
	continue;
      /* The struct itself one of DYN's (g++'s *this beside this->a, or
	 map(h) map(h.a)): it maps its members, and goes first.  */
      bool whole = false;
      for (unsigned j = 0; j < dyn.length () && !whole; j++)
	whole = operand_equal_p (dyn[j].item, parent, 0);
      for (tree c = clauses; c && !whole; c = OMP_CLAUSE_CHAIN (c))
	whole = (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
		 && operand_equal_p (OMP_CLAUSE_DECL (c), parent, 0));
      if (whole)
	continue;
      /* The members, by offset: the construct's own clauses, DYN's by
	 index.  */
      auto_vec<member_at, 4> members;
      for (unsigned j = i; j < dyn.length (); j++)
	{
	  tree pj = done[j] ? NULL_TREE : member_parent (dyn[j]);
	  HOST_WIDE_INT off;
	  if (pj && operand_equal_p (pj, parent, 0)
	      && ompm_member_of_p (dyn[j].item, parent, &off))
	    members.safe_push ({ off, NULL_TREE, j });
	}
      for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
	{
	  HOST_WIDE_INT off;
	  if (own_member_p (c, parent, dyn, &off))
	    members.safe_push ({ off, c, 0 });
	}
      if (members.length () < 2)
	continue;
      members.qsort (member_at_cmp);
      auto_vec<int, 4> kinds;
      auto_vec<tree, 4> items;
      bool ok = true;
      HOST_WIDE_INT end = 0;
      for (unsigned k = 0; k < members.length () && ok; k++)
	{
	  tree c = members[k].c;
	  int kind;
	  tree item;
	  if (!c)
	    {
	      const ompm_dyn &d = dyn[members[k].index];
	      bool skip_self;
	      kind = section_kind (d.mapper, d.kind, d.always, CLS_MAP,
				   &skip_self);
	      item = d.item;
	    }
	  else
	    {
	      bool always;
	      kind = ompm_gomp_kind (ompm_base_kind (OMP_CLAUSE_MAP_KIND (c),
						     &always), always);
	      item = OMP_CLAUSE_DECL (c);
	    }
	  HOST_WIDE_INT size = int_size_in_bytes (TREE_TYPE (item));
	  ok = kind >= 0 && size > 0 && members[k].off >= end;
	  end = members[k].off + size;
	  kinds.safe_push (kind);
	  items.safe_push (item);
	}
      if (!ok)
	continue;
      push_entry (b, stmts, h, items[0], size_int (members.length ()),
		  kind_word (GOMP_MAP_STRUCT, TREE_TYPE (parent)));
      for (unsigned k = 0; k < members.length (); k++)
	{
	  push_entry (b, stmts, h, items[k], NULL_TREE,
		      kind_word (kinds[k], TREE_TYPE (items[k])));
	  if (!members[k].c)
	    {
	      done[members[k].index] = true;
	      b->grouped->safe_push (items[k]);
	    }
	  else if (consumed)
	    consumed->add (members[k].c);
	}
    }
}

/* The statement that replaces the target construct STMT, whose array
   sections of mapped types are DYN.  */

tree
ompm_lower_dynamic (ompm_construct *con, vec<ompm_dyn> *dyn,
		    vec<ompm_iter> *iters)
{
  init_runtime_decls ();
  tree stmt = con->stmt;
  enum tree_code code = TREE_CODE (stmt);
  construct_class cls = class_of (code);
  builder b = { current_function_decl, NULL_TREE, EXPR_LOCATION (stmt),
		{}, 0, false, NULL };
  for (unsigned i = 0; i < dyn->length () && !b.shared; i++)
    for (unsigned j = i + 1; j < dyn->length () && !b.shared; j++)
      {
	tree r = ompm_item_root ((*dyn)[i].item);
	b.shared = r && (*dyn)[i].mapper != OMPM_NO_MAPPER
		   && (*dyn)[j].mapper != OMPM_NO_MAPPER
		   && r == ompm_item_root ((*dyn)[j].item);
      }
  /* Then an object goes before a member of it (map(h) and map(mapper(id),
     tofrom: h.m)): libgomp maps the object's members as a group, which
     it refuses when a member of it is already mapped alone.  */
  if (b.shared)
    for (unsigned i = 0; i < dyn->length (); i++)
      for (unsigned j = i + 1; j < dyn->length (); j++)
	{
	  HOST_WIDE_INT off;
	  tree inner = (*dyn)[i].item, outer = (*dyn)[j].item;
	  if (!operand_equal_p (inner, outer, 0)
	      && ompm_member_of_p (inner, outer, &off))
	    {
	      ompm_dyn d = (*dyn)[j];
	      dyn->ordered_remove (j);
	      dyn->quick_insert (i, d);
	    }
	}
  tree *clauses = con->clauses;
  tree stmts = alloc_stmt_list ();

  /* The vector's device: the construct's (evaluated once, in the
     construct's context), or host fallback under if(false).  */
  tree dev = temporary (&b, integer_type_node);
  tree cdev, cond;
  ompm_construct_device (con, &cdev, &cond);
  append_to_statement_list (assign (dev, unshare_expr (cdev)), &stmts);
  if (cond)
    append_to_statement_list
      (build3 (COND_EXPR, void_type_node,
	       fold_build1 (TRUTH_NOT_EXPR, boolean_type_node,
			    unshare_expr (cond)),
	       assign (dev, build_int_cst (integer_type_node,
					   GOMP_DEVICE_HOST_FALLBACK)),
	       NULL_TREE), &stmts);
  if (omp_find_clause (*clauses, OMP_CLAUSE_DEPEND))
    append_to_statement_list (build_call_expr_loc (b.loc, fn_taskwait, 0),
			      &stmts);
  if (code == OMP_TARGET)
    {
      for (tree *p = clauses; *p;)
	if (OMP_CLAUSE_CODE (*p) == OMP_CLAUSE_NOWAIT)
	  *p = OMP_CLAUSE_CHAIN (*p);
	else
	  p = &OMP_CLAUSE_CHAIN (*p);
    }

  tree h = temporary (&b, ptr_type_node);
  append_to_statement_list (assign (h, build_call_expr_loc (b.loc, fn_begin,
							    1, dev)),
			    &stmts);

  /* Enter and exit data make one call: the construct's own clauses go
     into the vector first (a struct before a member of it that a mapper
     maps), and the construct goes.  */
  bool one_call = ((code == OMP_TARGET_ENTER_DATA
		    || code == OMP_TARGET_EXIT_DATA)
		   && iters->is_empty () && moves_data_p (*clauses)
		   && vector_maps_p (*clauses));
  auto_vec<tree, 4> grouped;
  b.grouped = &grouped;
  if (one_call)
    {
      /* Own members that join a group of members mapped at run time
	 go with it, first.  */
      hash_set<tree> pushed;
      if (cls == CLS_MAP)
	push_member_groups (&b, &stmts, h, *dyn, *clauses, &pushed);
      push_construct_maps (&b, &stmts, h, *clauses, cls, pushed);
    }
  else if (code == OMP_TARGET || code == OMP_TARGET_DATA)
    push_own_maps (&b, &stmts, h, *clauses, dyn);
  if (cls == CLS_MAP && !one_call)
    push_member_groups (&b, &stmts, h, *dyn, *clauses, NULL);
  for (unsigned i = 0; i < dyn->length (); i++)
    {
      const ompm_dyn &d = (*dyn)[i];
      b.loc = d.loc;
      /* The size, evaluated once, named to the runtime first.  */
      tree size = d.size;
      if (size && !TREE_CONSTANT (size))
	{
	  tree t = temporary (&b, size_type_node);
	  append_to_statement_list (assign (t, ompm_checked_size
					       (size, d.item, d.loc)),
				    &stmts);
	  size = t;
	}
      name_item (&b, &stmts, h, d.item, d.size,
		 size ? size : TYPE_SIZE_UNIT (TREE_TYPE (d.item)), NULL);
      /* present carries into what the mapper maps for each element:
	 the runtime checks the entries pushed for this section.  */
      bool present = ompm_clause_present_p (d.loc);
      tree mark = present ? present_mark (&b, &stmts, h) : NULL_TREE;
      /* A motion written without a mapper, of bytes inside an object
	 that holds pointers (clauses.cc, exact_motion_p).  */
      if (d.mapper == OMPM_NO_MAPPER)
	push_entry (&b, &stmts, h, d.item, size,
		    kind_word ((d.kind == OMPM_K_TO ? GOMP_MAP_TO
				: GOMP_MAP_FROM) | GOMPX_MAP_EXACT,
			       char_type_node));
      /* One object whose mapper maps members of it, not it: member by
	 member, as GCC maps a struct's members.  */
      else if (!d.whole
	  || !gen_object (&b, &stmts, h, d.item, d.mapper, d.kind, d.always,
			  cls))
	{
	  tree bias = NULL_TREE;
	  if (d.attach)
	    bias = fold_build2 (MINUS_EXPR, size_type_node,
				fold_convert (size_type_node,
					      build_fold_addr_expr
					      (unshare_expr (d.item))),
				fold_convert (size_type_node,
					      unshare_expr (d.attach)));
	  gen_section (&b, &stmts, h, d.item, size, d.mapper, d.kind,
		       d.always, cls, d.attach, bias);
	}
      if (present)
	present_check (&b, &stmts, h, mark, d.item, d.size, NULL);
    }
  b.loc = EXPR_LOCATION (stmt);

  /* The iterator clauses (iterator.cc).  On target and target data the
     data of the construct's own map clauses goes first, so that pointers
     in it get attached.  */
  if (!iters->is_empty () && (code == OMP_TARGET || code == OMP_TARGET_DATA))
    push_own_maps (&b, &stmts, h, *clauses, NULL);
  for (unsigned i = 0; i < iters->length (); i++)
    {
      const ompm_iter &it = (*iters)[i];
      b.loc = it.clause->user_loc;
      name_item (&b, &stmts, h, NULL_TREE, NULL_TREE, NULL_TREE,
		 it.clause->name);
      bool present = it.clause->present;
      tree mark = present ? present_mark (&b, &stmts, h) : NULL_TREE;
      gen_iterators (&b, &stmts, h, it, code);
      if (present)
	present_check (&b, &stmts, h, mark, NULL_TREE, NULL_TREE,
		       it.clause->name);
    }
  b.loc = EXPR_LOCATION (stmt);

  /* enter data with iterator clauses: the construct's own clauses first,
     for the same reason.  */
  if (code == OMP_TARGET_ENTER_DATA && !iters->is_empty ())
    {
      tree call = build_call_expr_loc (b.loc, fn_enter, 1, h);
      if (moves_data_p (*clauses))
	append_to_statement_list (stmt, &stmts);
      append_to_statement_list (call, &stmts);
      code = ERROR_MARK;
    }

  switch (code)
    {
    case ERROR_MARK:
      break;
    case OMP_TARGET:
    case OMP_TARGET_DATA:
      append_to_statement_list (build_call_expr_loc (b.loc, fn_data_begin,
						     1, h), &stmts);
      /* A target data construct left with nothing to do but be a data
	 region is the one begun here.  */
      if (code == OMP_TARGET_DATA && only_device_if_p (*clauses))
	append_to_statement_list (OMP_TARGET_DATA_BODY (stmt), &stmts);
      else
	append_to_statement_list (stmt, &stmts);
      append_to_statement_list (build_call_expr_loc (b.loc, fn_data_end, 0),
				&stmts);
      break;
    default:
      append_to_statement_list (build_call_expr_loc
				(b.loc, code == OMP_TARGET_ENTER_DATA
				 ? fn_enter : code == OMP_TARGET_EXIT_DATA
				 ? fn_exit : fn_update, 1, h), &stmts);
      if (moves_data_p (*clauses) && !one_call)
	append_to_statement_list (stmt, &stmts);
      break;
    }

  tree bind = build3 (BIND_EXPR, void_type_node, b.vars, stmts, NULL_TREE);
  TREE_SIDE_EFFECTS (bind) = 1;
  SET_EXPR_LOCATION (bind, EXPR_LOCATION (stmt));
  return bind;
}
