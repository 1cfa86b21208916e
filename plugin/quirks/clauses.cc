/* clauses.cc -- a construct's clauses rewritten into what GCC 12 and
   libgomp 12 handle right.
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

/* Each function below rewrites the clauses of one target construct,
   around the expansion of mappers (lower/lower.cc, expand_construct),
   where GCC 12 or libgomp 12 would crash or do wrong with what GCC
   made of the user's clauses.  quirks.h says, for each, what it routes
   around, the GCC versions it is for and the test that fails without
   it.  */

#include "base/ompmapper-gcc.h"
#include "quirks/quirks.h"

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

static tree
pointer_member_clause (tree member, enum gomp_map_kind kind)
{
  tree m = build_omp_clause (BUILTINS_LOCATION, OMP_CLAUSE_MAP);
  OMP_CLAUSE_SET_MAP_KIND (m, kind);
  OMP_CLAUSE_DECL (m) = unshare_expr (member);
  OMP_CLAUSE_SIZE (m) = TYPE_SIZE_UNIT (TREE_TYPE (member));
  return m;
}

static tree *
add_pointer_member (tree *pc, tree member,
		    enum gomp_map_kind kind = GOMP_MAP_TO)
{
  tree c = *pc;
  tree m = pointer_member_clause (member, kind);
  OMP_CLAUSE_CHAIN (m) = c;
  *pc = m;
  return &OMP_CLAUSE_CHAIN (c);
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
      bool m;
      started |= ompm_item_variable (d, 0, NULL, &m) == var && m;
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

void
ompm_quirk_map_pointer_members (tree *clauses)
{
  if (!ompm_quirk_on (OMPM_QUIRK_POINTER_MEMBERS))
    return;
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

void
ompm_quirk_map_variable_pointer_members (tree *clauses, bool exit)
{
  if (!ompm_quirk_on (OMPM_QUIRK_VARIABLE_POINTER_MEMBERS))
    return;
  /* In front of its section (GCC 12's gimplifier wants a variable's
     members next to each other), or, with the quirk
     pointer-members-last, last among the clauses: GCC 14 and 15 crash
     in omp_build_struct_sibling_lists on the member next to its
     section where a member of another variable comes before it.  The
     members to put last, in the order met.  */
  bool last = ompm_quirk_on (OMPM_QUIRK_POINTER_MEMBERS_LAST);
  tree added = NULL_TREE, *tail = &added;
  for (tree *pc = clauses; *pc; pc = &OMP_CLAUSE_CHAIN (*pc))
    {
      tree c = *pc, a = OMP_CLAUSE_CHAIN (c);
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP || !a
	  || OMP_CLAUSE_CODE (a) != OMP_CLAUSE_MAP
	  || OMP_CLAUSE_MAP_KIND (a) != GOMP_MAP_ATTACH_DETACH)
	continue;
      /* Once, however many sections of it the construct maps.  */
      bool again = false;
      for (tree m = added; m && !again; m = OMP_CLAUSE_CHAIN (m))
	again = operand_equal_p (OMP_CLAUSE_DECL (m), OMP_CLAUSE_DECL (a), 0);
      if (!again
	  && !member_base_pointer (OMP_CLAUSE_DECL (a))
	  && member_of_variable_unmapped_p (*clauses, c, OMP_CLAUSE_DECL (a)))
	{
	  enum gomp_map_kind kind = exit ? GOMP_MAP_RELEASE : GOMP_MAP_TO;
	  if (!last)
	    {
	      pc = add_pointer_member (pc, OMP_CLAUSE_DECL (a), kind);
	      continue;
	    }
	  tree m = pointer_member_clause (OMP_CLAUSE_DECL (a), kind);
	  *tail = m;
	  tail = &OMP_CLAUSE_CHAIN (m);
	}
    }
  if (!added)
    return;
  /* After the last map clause (GCC 14 crashes on a map clause after
     nowait).  */
  tree *end = clauses;
  for (tree *pc = clauses; *pc; pc = &OMP_CLAUSE_CHAIN (*pc))
    if (OMP_CLAUSE_CODE (*pc) == OMP_CLAUSE_MAP)
      end = &OMP_CLAUSE_CHAIN (*pc);
  *tail = *end;
  *end = added;
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

void
ompm_quirk_split_present_structs (tree *clauses)
{
  if (!ompm_quirk_on (OMPM_QUIRK_PRESENT_STRUCTS))
    return;
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

void
ompm_quirk_drop_sections_of_whole_arrays (tree *clauses)
{
  if (!ompm_quirk_on (OMPM_QUIRK_WHOLE_ARRAY_SECTIONS))
    return;
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

void
ompm_quirk_order_members (tree *clauses)
{
  if (!ompm_quirk_on (OMPM_QUIRK_MEMBER_ORDER))
    return;
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

/* The construct's clauses of members that ompm_quirk_split_present_structs
   made of a struct's clause with the present modifier: the first of each struct's -> the struct, the others ->
   error_mark_node.  */
static hash_map<tree, tree> *split_structs;

void
ompm_note_split_struct (tree c, tree whole)
{
  if (!split_structs)
    split_structs = new hash_map<tree, tree>;
  split_structs->put (c, whole);
}

void
ompm_forget_split_structs (void)
{
  if (split_structs)
    split_structs->empty ();
}

tree
ompm_split_struct (tree c)
{
  tree *whole = split_structs ? split_structs->get (c) : NULL;
  return whole ? *whole : NULL_TREE;
}
