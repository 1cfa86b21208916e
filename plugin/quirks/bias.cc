/* bias.cc -- a pass before omplower that corrects what GCC 12 does
   wrong with members of a struct mapped through a pointer to it.

   Copyright (C) 2026 ompmapper developers.
   This file is part of ompmapper, distributed under the GNU GPL v3 or
   later; see COPYING.

   For map(tofrom: p->arr) on a target region, p a pointer variable the
   region does not map otherwise, GCC 12's gimplifier adds
   map(firstprivate: p [pointer assign, bias: 0]) right after the clause
   of the first member it meets, and omp-low sets the region's p to the
   device address of that member minus the bias.  The bias should be
   the member's offset in *p: with 0, p in the region points at the
   member, and every access through it is off by the offset (reads
   miss, writes land outside the mapping).  GCC 13 computes it; GCC 12
   is right only when the first member met is at offset 0.

   This pass runs on the functions that have target constructs
   (cfun->has_omp_target, set by the C parser for target regions;
   ompm_data_construct_fn_p for the others), between the gimplifier
   and omplower, and sets the bias of such a clause to the offset of the
   member before it (a constant, or computed before the region into a
   temporary the region takes firstprivate).

   It also sorts the members of each GOMP_MAP_STRUCT group by offset on
   every target construct: GCC 12 leaves them in the order it meets
   them when the struct is reached through a pointer (map(p->in.b,
   p->n)), and libgomp takes the group's range from the first and the
   last, a negative size.  */

#include "base/ompmapper-gcc.h"
#include "quirks/quirks.h"
#include "context.h"
#include "tree-pass.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "gimplify-me.h"

/* Whether T is the pointer variable P or the gimplifier's copy of it
   (a temporary named "P.N", or an SSA name of one).  */

static bool
copy_of_p (tree t, tree p)
{
  if (t == p)
    return true;
  tree id = NULL_TREE;
  if (TREE_CODE (t) == SSA_NAME)
    id = SSA_NAME_IDENTIFIER (t);
  else if (VAR_P (t) && DECL_ARTIFICIAL (t))
    id = DECL_NAME (t);
  if (!id || !DECL_NAME (p))
    return false;
  const char *n = IDENTIFIER_POINTER (id);
  size_t len = IDENTIFIER_LENGTH (DECL_NAME (p));
  if (strncmp (n, IDENTIFIER_POINTER (DECL_NAME (p)), len) != 0
      || n[len] != '.' || !ISDIGIT (n[len + 1]))
    return false;
  for (n += len + 1; *n; n++)
    if (!ISDIGIT (*n))
      return false;
  return true;
}

/* Whether clause C is a firstprivate pointer (GCC's "pointer
   assign").  */

static bool
firstprivate_pointer_p (tree c)
{
  return (c && OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	  && OMP_CLAUSE_MAP_KIND (c) == GOMP_MAP_FIRSTPRIVATE_POINTER);
}

/* The byte offset of the member REF in the object P points to, if REF
   is a member (through members and subscripts) of *P: a constant, or an
   expression of sizetype for one known only at run time.  Else
   NULL_TREE.  */

static tree
member_offset (tree ref, tree p)
{
  if (TREE_CODE (ref) != COMPONENT_REF && TREE_CODE (ref) != ARRAY_REF)
    return NULL_TREE;
  poly_int64 bitsize, bitpos;
  tree offset;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;
  tree base = get_inner_reference (ref, &bitsize, &bitpos, &offset, &mode,
				   &unsignedp, &reversep, &volatilep);
  /* The pointer may be a temporary copy of P (the gimplifier's); not
     another pointer's (map(q->m) beside the zero-length base of p).  */
  tree bp = ompm_deref_pointer (base);
  if (!bp || !copy_of_p (bp, p))
    return NULL_TREE;
  HOST_WIDE_INT bits;
  if (!bitpos.is_constant (&bits) || bits % BITS_PER_UNIT)
    return NULL_TREE;
  tree bytes = size_int (bits / BITS_PER_UNIT);
  if (offset)
    bytes = size_binop (PLUS_EXPR, fold_convert (sizetype, offset), bytes);
  return bytes;
}

/* The pointer P if T is *P (as INDIRECT_REF or MEM_REF of offset 0),
   else T.  */

static tree
deref_of (tree t)
{
  tree p = ompm_deref_pointer (t);
  return p ? p : t;
}

/* The byte offset of member REF of the struct BASE (a GOMP_MAP_STRUCT
   clause's list item) in *BYTES, if it is one at a constant offset.  */

static bool
offset_in (tree ref, tree base, HOST_WIDE_INT *bytes)
{
  poly_int64 bitsize, bitpos;
  tree offset;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;
  tree b = get_inner_reference (ref, &bitsize, &bitpos, &offset, &mode,
				&unsignedp, &reversep, &volatilep);
  HOST_WIDE_INT bits;
  if (offset || !bitpos.is_constant (&bits) || bits % BITS_PER_UNIT
      || (deref_of (b) == b) != (deref_of (base) == base)
      /* Through a pointer, the gimplifier may have copied it into a
	 temporary per clause; the group is GCC's, of one struct.  */
      || (deref_of (b) == b && !operand_equal_p (b, base, 0)))
    return false;
  *bytes = bits / BITS_PER_UNIT;
  return true;
}

/* GCC 12 orders the members of a GOMP_MAP_STRUCT group through a
   pointer (map(p->in.b, p->n)) as it meets them, where libgomp takes
   the group's range from its first and last member: a negative size,
   and "device memory allocation fail".  Sort the members of each group
   of the construct STMT by offset, when all are at constant offsets.  */

static void
sort_struct_groups (gimple *stmt)
{
  for (tree c = gimple_omp_target_clauses (stmt); c; c = OMP_CLAUSE_CHAIN (c))
    {
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP
	  || OMP_CLAUSE_MAP_KIND (c) != GOMP_MAP_STRUCT
	  || !tree_fits_uhwi_p (OMP_CLAUSE_SIZE (c)))
	continue;
      unsigned n = tree_to_uhwi (OMP_CLAUSE_SIZE (c));
      tree base = OMP_CLAUSE_DECL (c);
      /* The members, the links to them and their offsets; firstprivate
	 pointers among them are no members (libgomp never sees them).  */
      auto_vec<tree, 8> members;
      auto_vec<tree *, 8> links;
      auto_vec<HOST_WIDE_INT, 8> offsets;
      bool ok = true, sorted = true;
      for (tree *l = &OMP_CLAUSE_CHAIN (c); *l && members.length () < n;
	   l = &OMP_CLAUSE_CHAIN (*l))
	{
	  tree m = *l;
	  if (OMP_CLAUSE_CODE (m) != OMP_CLAUSE_MAP)
	    {
	      ok = false;
	      break;
	    }
	  if (OMP_CLAUSE_MAP_KIND (m) == GOMP_MAP_FIRSTPRIVATE_POINTER)
	    continue;
	  HOST_WIDE_INT off;
	  if (!offset_in (OMP_CLAUSE_DECL (m), base, &off))
	    {
	      ok = false;
	      break;
	    }
	  if (!offsets.is_empty () && off < offsets.last ())
	    sorted = false;
	  members.safe_push (m);
	  links.safe_push (l);
	  offsets.safe_push (off);
	}
      if (!ok || sorted || members.length () != n)
	continue;
      /* Stable: members at one offset keep their order.  */
      auto_vec<unsigned, 8> order;
      for (unsigned i = 0; i < n; i++)
	{
	  unsigned j = order.length ();
	  order.safe_push (i);
	  for (; j > 0 && offsets[order[j - 1]] > offsets[i]; j--)
	    order[j] = order[j - 1];
	  order[j] = i;
	}
      /* Put a copy of the member of rank I where member I stood, from
	 the last: each link is in a node still in the chain.  */
      for (unsigned i = n; i-- > 0;)
	{
	  tree copy = copy_node (members[order[i]]);
	  OMP_CLAUSE_CHAIN (copy) = OMP_CLAUSE_CHAIN (*links[i]);
	  *links[i] = copy;
	}
    }
}

/* Whether REF reaches its object through a reference of CODE: an array
   subscript (ARRAY_REF: x.c[1].m, x.arr[2]), a member (COMPONENT_REF:
   x.a, x.b[1].c, x.c[1], not only an element of an array).  */

static bool
reached_through_p (tree ref, enum tree_code code)
{
  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    if (TREE_CODE (ref) == code)
      return true;
  return false;
}

/* Whether clause M maps a member of variable BASE that it reaches
   through an array subscript, with no pointer clause after it.  */

static bool
element_member_p (tree m, tree base)
{
  HOST_WIDE_INT off;
  bool always;
  return (OMP_CLAUSE_CODE (m) == OMP_CLAUSE_MAP
	  && ompm_base_kind (OMP_CLAUSE_MAP_KIND (m), &always) != OMPM_K_NONE
	  && reached_through_p (OMP_CLAUSE_DECL (m), ARRAY_REF)
	  && reached_through_p (OMP_CLAUSE_DECL (m), COMPONENT_REF)
	  && offset_in (OMP_CLAUSE_DECL (m), base, &off)
	  && !ompm_pointer_clause_p (OMP_CLAUSE_CHAIN (m)));
}

/* Whether GCC 12 leaves clause M, a member of BASE reached through an
   array subscript, out of BASE's struct group: a member of an element
   (x.b[0].c), not an element of an array member (x.b[0]), which it
   groups.  Found by the mapper differential tester (seed 1686, reduced
   to element-member-5.c).  */

static bool
ungrouped_element_member_p (tree m, tree base)
{
  if (!element_member_p (m, base))
    return false;
  tree ref = OMP_CLAUSE_DECL (m);
  while (TREE_CODE (ref) == ARRAY_REF)
    ref = TREE_OPERAND (ref, 0);
  while (TREE_CODE (ref) == COMPONENT_REF)
    ref = TREE_OPERAND (ref, 0);
  return TREE_CODE (ref) == ARRAY_REF;
}

/* When all the members of a variable that construct STMT maps are
   reached through array subscripts (map(x.b[1].a[1]), which a mapper on
   an array member gives too), GCC 12 makes no GOMP_MAP_STRUCT group for
   them: each is a mapping of its own, which a later group of them cannot
   find ("structure element when other mapped elements from the same
   structure weren't mapped together with it"), and a target region
   takes the variable for unmapped and maps it whole, tofrom and
   implicitly, so that it copies back what the clauses said not to.
   Give such a variable the empty group that adopt_element_members then
   fills, as GCC 13 does: the implicit clause becomes it, or a new one
   stands before the first member.  */

static void
group_element_members (gimple *stmt)
{
  tree *clauses = gimple_omp_target_clauses_ptr (stmt);
  for (tree *l = clauses; *l; l = &OMP_CLAUSE_CHAIN (*l))
    {
      tree m = *l;
      tree base = OMP_CLAUSE_CODE (m) == OMP_CLAUSE_MAP
		  ? get_base_address (OMP_CLAUSE_DECL (m)) : NULL_TREE;
      if (!base || !DECL_P (base) || !element_member_p (m, base))
	continue;
      tree implicit = NULL_TREE;
      bool mapped = false;
      for (tree c = *clauses; c && !mapped; c = OMP_CLAUSE_CHAIN (c))
	if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	    && OMP_CLAUSE_DECL (c) == base)
	  {
	    if (OMP_CLAUSE_MAP_RUNTIME_IMPLICIT_P (c)
		&& OMP_CLAUSE_MAP_KIND (c) != GOMP_MAP_STRUCT
		&& !ompm_pointer_clause_p (OMP_CLAUSE_CHAIN (c)))
	      implicit = c;
	    else
	      /* A group already, or the variable mapped whole.  */
	      mapped = true;
	  }
      if (mapped)
	continue;
      tree g = implicit;
      if (!g)
	{
	  g = build_omp_clause (OMP_CLAUSE_LOCATION (m), OMP_CLAUSE_MAP);
	  OMP_CLAUSE_DECL (g) = base;
	  OMP_CLAUSE_CHAIN (g) = m;
	  *l = g;
	}
      OMP_CLAUSE_SET_MAP_KIND (g, GOMP_MAP_STRUCT);
      OMP_CLAUSE_MAP_RUNTIME_IMPLICIT_P (g) = 0;
      OMP_CLAUSE_SIZE (g) = size_int (0);
    }
}

/* GCC 12 leaves out of a variable's GOMP_MAP_STRUCT group the members it
   reaches through an array subscript (map(x.n, x.c[1].m)): each becomes
   a mapping of its own, while the region takes x's device address from
   the group, so that it reads and writes x.c[1].m where the group's
   block has other data.  Move such clauses of construct STMT into the
   group of their variable, which sort_struct_groups then orders.  */

static void
adopt_element_members (gimple *stmt)
{
  tree *clauses = gimple_omp_target_clauses_ptr (stmt);
  for (tree c = *clauses; c; c = OMP_CLAUSE_CHAIN (c))
    {
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP
	  || OMP_CLAUSE_MAP_KIND (c) != GOMP_MAP_STRUCT
	  || !tree_fits_uhwi_p (OMP_CLAUSE_SIZE (c))
	  || !DECL_P (OMP_CLAUSE_DECL (c)))
	continue;
      tree base = OMP_CLAUSE_DECL (c);
      unsigned n = tree_to_uhwi (OMP_CLAUSE_SIZE (c)), seen = 0;
      /* The group's last member.  GCC 12 counts in N only the members
	 it groups, and may have put some after clauses of members of
	 array elements, which it does not group (map(x.a, x.b[0].c,
	 x.c.a) gives struct:x [len: 2], x.a, x.b[0].c, x.c.a): those
	 are no members.  */
      tree last = c;
      bool gcc12 = ompm_quirk_on (OMPM_QUIRK_ADOPT_ELEMENT_MEMBERS);
      for (tree m = OMP_CLAUSE_CHAIN (c); m && seen < n;
	   m = OMP_CLAUSE_CHAIN (m))
	{
	  if (gcc12 && ungrouped_element_member_p (m, base))
	    continue;
	  last = m;
	  if (OMP_CLAUSE_CODE (m) != OMP_CLAUSE_MAP
	      || OMP_CLAUSE_MAP_KIND (m) != GOMP_MAP_FIRSTPRIVATE_POINTER)
	    seen++;
	}
      if (seen != n)
	continue;
      /* Move those between the members after the last, so that the
	 group's members follow it.  */
      tree end = last;
      for (tree *l = &OMP_CLAUSE_CHAIN (c); gcc12 && end != c && *l != end;)
	{
	  tree m = *l;
	  if (!ungrouped_element_member_p (m, base))
	    {
	      l = &OMP_CLAUSE_CHAIN (m);
	      continue;
	    }
	  *l = OMP_CLAUSE_CHAIN (m);
	  OMP_CLAUSE_CHAIN (m) = OMP_CLAUSE_CHAIN (last);
	  OMP_CLAUSE_CHAIN (last) = m;
	  last = m;
	  OMP_CLAUSE_SIZE (c) = size_int (++n);
	}
      for (tree *l = clauses; *l;)
	{
	  tree m = *l, next = OMP_CLAUSE_CHAIN (m);
	  bool adopt = m != c && element_member_p (m, base);
	  /* Only clauses before the group or after its members.  */
	  for (tree g = c; adopt && g != OMP_CLAUSE_CHAIN (last);
	       g = OMP_CLAUSE_CHAIN (g))
	    if (g == m)
	      adopt = false;
	  if (!adopt)
	    {
	      l = &OMP_CLAUSE_CHAIN (m);
	      continue;
	    }
	  *l = next;
	  OMP_CLAUSE_CHAIN (m) = OMP_CLAUSE_CHAIN (last);
	  OMP_CLAUSE_CHAIN (last) = m;
	  if (l == &OMP_CLAUSE_CHAIN (last))
	    l = &OMP_CLAUSE_CHAIN (m);
	  last = m;
	  OMP_CLAUSE_SIZE (c) = size_int (++n);
	}
    }
}

/* BYTES, known only at run time, computed before the target region
   STMT (GSI is at it) into a temporary the region takes firstprivate
   (LOC: the clause's), as GCC does for the bias of p[i:n].  */

static tree
bias_temporary (gimple_stmt_iterator *gsi, gomp_target *stmt, tree bytes,
		location_t loc)
{
  tree val = force_gimple_operand_gsi (gsi, unshare_expr (bytes), true,
				       NULL_TREE, true, GSI_SAME_STMT);
  tree bias = create_tmp_var (sizetype, "ompm_bias");
  gsi_insert_before (gsi, gimple_build_assign (bias, val), GSI_SAME_STMT);
  tree fp = build_omp_clause (loc, OMP_CLAUSE_FIRSTPRIVATE);
  OMP_CLAUSE_DECL (fp) = bias;
  OMP_CLAUSE_CHAIN (fp) = gimple_omp_target_clauses (stmt);
  gimple_omp_target_set_clauses (stmt, fp);
  return bias;
}

/* Whether map kind K is one of a pointer's (set, attached, or the
   head of a struct group) rather than one that maps bytes.  */

static bool
pointer_kind_p (int k)
{
  return (k == GOMP_MAP_FIRSTPRIVATE_POINTER
	  || k == GOMP_MAP_FIRSTPRIVATE_REFERENCE
	  || k == GOMP_MAP_ATTACH || k == GOMP_MAP_DETACH
	  || k == GOMP_MAP_ATTACH_DETACH || k == GOMP_MAP_STRUCT);
}

/* Whether the clause after M is a firstprivate pointer for P, M mapping
   bytes (not the zero-length base of a struct group): the region's P
   is then set from M's device address.  */

static bool
sets_pointer_p (tree m, tree p)
{
  tree c = OMP_CLAUSE_CHAIN (m);
  return (OMP_CLAUSE_CODE (m) == OMP_CLAUSE_MAP
	  && !pointer_kind_p (OMP_CLAUSE_MAP_KIND (m))
	  && firstprivate_pointer_p (c) && OMP_CLAUSE_DECL (c) == p
	  && OMP_CLAUSE_SIZE (m) && !integer_zerop (OMP_CLAUSE_SIZE (m)));
}

/* The pointer variable P if clause Z and the one after it are the
   zero-length base of a struct group through P and P's firstprivate
   pointer (map(alloc: *p [len: 0]) map(firstprivate: p [pointer
   assign, bias: 0])), else NULL_TREE.  */

static tree
zero_length_base_of (tree z)
{
  tree c = OMP_CLAUSE_CHAIN (z);
  if (OMP_CLAUSE_CODE (z) != OMP_CLAUSE_MAP
      || OMP_CLAUSE_MAP_KIND (z) != GOMP_MAP_ALLOC
      || !OMP_CLAUSE_SIZE (z) || !integer_zerop (OMP_CLAUSE_SIZE (z))
      || !firstprivate_pointer_p (c) || !integer_zerop (OMP_CLAUSE_SIZE (c)))
    return NULL_TREE;
  tree p = OMP_CLAUSE_DECL (c), zd = OMP_CLAUSE_DECL (z);
  if (!DECL_P (p) || TREE_CODE (zd) != MEM_REF || TREE_OPERAND (zd, 0) != p)
    return NULL_TREE;
  return p;
}

/* After a construct that mapped a member of *p (enter data of
   p->in.c), GCC 12 gives a region mapping *p whole and a section
   behind a pointer member of it (map(p[0:1], p->q[0:n])) both
   map(tofrom: *p) map(firstprivate: p) and the zero-length base
   map(alloc: *p [len: 0]) map(firstprivate: p) of a struct group.  The
   second pointer wins, and libgomp 12 finds no zero-length mapping at
   p (*p starts there, in the same call): it makes one of its own, and
   the region's p points at nothing.  Drop the zero-length base and its
   pointer where another clause of the region STMT sets p.  */

static void
drop_redundant_zero_length_bases (gomp_target *stmt)
{
  tree *clauses = gimple_omp_target_clauses_ptr (stmt);
  for (tree *pz = clauses; *pz;)
    {
      tree z = *pz, p = zero_length_base_of (z);
      bool redundant = false;
      for (tree m = *clauses; p && m && !redundant; m = OMP_CLAUSE_CHAIN (m))
	redundant = m != z && sets_pointer_p (m, p);
      if (redundant)
	*pz = OMP_CLAUSE_CHAIN (OMP_CLAUSE_CHAIN (z));
      else
	pz = &OMP_CLAUSE_CHAIN (z);
    }
}

/* Whether the map clause decl D is an element of the array P (p[2], a
   whole element).  */

static bool
element_of_p (tree d, tree p)
{
  if (TREE_CODE (d) != ARRAY_REF)
    return false;
  while (TREE_CODE (d) == ARRAY_REF)
    d = TREE_OPERAND (d, 0);
  return d == p;
}

/* GCC 12 puts a target region's map(firstprivate: p [pointer assign])
   right after the clause that maps *p whole, or an element of the array
   p (with the element's offset as bias); its gimplifier then moves that
   clause to the front when a section behind a member needs the struct
   first (map(p[0:1], v, p->q[0:n]), map(a[0], a[0].q[0:n]) beside
   another struct's member), and leaves the firstprivate pointer after
   whatever came before: the region's p then points at the device copy
   of v, or, after another firstprivate pointer, lower_omp_target
   crashes.  Put such a clause, whose clause before is another pointer's
   or maps no part of anything reached through a pointer or of p, back
   after the one clause of the region STMT that maps *p (through the
   gimplifier's copy of p too; with bias 0) or an element of p (none if
   a firstprivate pointer is after it already).  */

static void
refit_firstprivate_pointers (gomp_target *stmt)
{
  tree *clauses = gimple_omp_target_clauses_ptr (stmt);
  tree prev = NULL_TREE;
  for (tree *pc = clauses; *pc;)
    {
      tree c = *pc, p = OMP_CLAUSE_DECL (c);
      tree d = prev ? OMP_CLAUSE_DECL (prev) : NULL_TREE;
      if (!firstprivate_pointer_p (c)
	  || !DECL_P (p) || !OMP_CLAUSE_SIZE (c)
	  || !prev || OMP_CLAUSE_CODE (prev) != OMP_CLAUSE_MAP
	  || (!pointer_kind_p (OMP_CLAUSE_MAP_KIND (prev))
	      && (deref_of (d) != d || member_offset (d, p)
		  || element_of_p (d, p))))
	{
	  prev = c;
	  pc = &OMP_CLAUSE_CHAIN (c);
	  continue;
	}
      bool zero_bias = integer_zerop (OMP_CLAUSE_SIZE (c));
      tree whole = NULL_TREE;
      int n = 0;
      for (tree m = *clauses; m; m = OMP_CLAUSE_CHAIN (m))
	{
	  if (OMP_CLAUSE_CODE (m) != OMP_CLAUSE_MAP
	      || pointer_kind_p (OMP_CLAUSE_MAP_KIND (m)))
	    continue;
	  tree md = OMP_CLAUSE_DECL (m);
	  if ((zero_bias && deref_of (md) != md
	       && copy_of_p (deref_of (md), p)
	       && !integer_zerop (OMP_CLAUSE_SIZE (m)))
	      || element_of_p (md, p))
	    {
	      whole = m;
	      n++;
	    }
	}
      tree next = n == 1 ? OMP_CLAUSE_CHAIN (whole) : NULL_TREE;
      if (n != 1 || firstprivate_pointer_p (next))
	{
	  prev = c;
	  pc = &OMP_CLAUSE_CHAIN (c);
	  continue;
	}
      *pc = OMP_CLAUSE_CHAIN (c);
      OMP_CLAUSE_CHAIN (c) = OMP_CLAUSE_CHAIN (whole);
      OMP_CLAUSE_CHAIN (whole) = c;
    }
}

/* Correct the firstprivate pointers of the target region STMT, which
   GSI is at: a bias known only at run time is computed before the region
   into a temporary the region takes firstprivate, as GCC does for the
   bias of p[i:n].  */

static void
fix_region (gimple_stmt_iterator *gsi, gomp_target *stmt)
{
  tree prev = NULL_TREE;
  for (tree c = gimple_omp_target_clauses (stmt); c;
       prev = c, c = OMP_CLAUSE_CHAIN (c))
    {
      if (!firstprivate_pointer_p (c)
	  || !prev || OMP_CLAUSE_CODE (prev) != OMP_CLAUSE_MAP
	  || !OMP_CLAUSE_SIZE (c) || !integer_zerop (OMP_CLAUSE_SIZE (c)))
	continue;
      tree p = OMP_CLAUSE_DECL (c);
      if (!DECL_P (p) || !POINTER_TYPE_P (TREE_TYPE (p)))
	continue;
      tree bytes = member_offset (OMP_CLAUSE_DECL (prev), p);
      if (!bytes || integer_zerop (bytes))
	continue;
      if (TREE_CODE (bytes) == INTEGER_CST)
	{
	  OMP_CLAUSE_SIZE (c) = bytes;
	  continue;
	}
      OMP_CLAUSE_SIZE (c) = bias_temporary (gsi, stmt, bytes,
					    OMP_CLAUSE_LOCATION (c));
    }
}

/* GCC 12 forms no struct group for a member reached through an element
   of an array member (map(p->ins[2].x[1:2])): it maps *p as zero bytes,
   looks that up for the region's p, finds nothing unless *p is mapped
   already, and the region crashes on p.  When one clause of the target
   region STMT maps such a member of *p, drop the zero-byte entry and
   make p firstprivate after that clause, with the member's offset as
   bias, as for a struct group: the region's p then lies where the
   device copy of *p would, around the member.  Several such clauses
   are mapped each on their own, where p cannot reach them all: a
   sorry.  */

static void
fix_zero_length_base (gimple_stmt_iterator *gsi, gomp_target *stmt)
{
  tree *clauses = gimple_omp_target_clauses_ptr (stmt);
  for (tree *pz = clauses; *pz; pz = &OMP_CLAUSE_CHAIN (*pz))
    {
      tree z = *pz, c = OMP_CLAUSE_CHAIN (z), p = zero_length_base_of (z);
      if (!p)
	continue;
      /* The one clause mapping a member of *p.  None if another maps
	 *p whole (g++'s map(tofrom: *this) for a region that uses other
	 members, beside clauses for some of them: GCC's own way is
	 right).  */
      tree member = NULL_TREE, bytes = NULL_TREE;
      int count = 0;
      bool whole = false;
      for (tree m = *clauses; m; m = OMP_CLAUSE_CHAIN (m))
	{
	  bool a;
	  if (m == z || m == c || OMP_CLAUSE_CODE (m) != OMP_CLAUSE_MAP
	      || ompm_base_kind (OMP_CLAUSE_MAP_KIND (m), &a) == OMPM_K_NONE)
	    continue;
	  tree md = OMP_CLAUSE_DECL (m);
	  if (deref_of (md) == p && md != p && OMP_CLAUSE_SIZE (m)
	      && !integer_zerop (OMP_CLAUSE_SIZE (m)))
	    whole = true;
	  tree off = member_offset (md, p);
	  if (!off)
	    continue;
	  count++;
	  member = m;
	  bytes = off;
	}
      if (count == 0 || whole)
	continue;
      if (count > 1)
	{
	  sorry_at (OMP_CLAUSE_LOCATION (member), "members of %<*%D%> "
		    "reached through elements of arrays in several %<map%> "
		    "clauses of a target region (GCC 12 maps them apart)",
		    p);
	  continue;
	}
      /* Take z and c out, put c after MEMBER with the bias.  */
      *pz = OMP_CLAUSE_CHAIN (c);
      OMP_CLAUSE_CHAIN (c) = OMP_CLAUSE_CHAIN (member);
      OMP_CLAUSE_CHAIN (member) = c;
      if (TREE_CODE (bytes) != INTEGER_CST)
	bytes = bias_temporary (gsi, stmt, bytes, OMP_CLAUSE_LOCATION (c));
      OMP_CLAUSE_SIZE (c) = bytes;
      return;
    }
}

/* GCC 12 takes out of a target region the map clauses of a variable the
   region does not use (gimplify_adjust_omp_clauses), a GOMP_MAP_STRUCT
   group and its members included, but not the attachment of a pointer
   member whose pointee a clause maps (map(to: x.d[1:1]) map(alloc:
   x.d)).  libgomp 12 then finds the pointer unmapped and leaves the
   region's record of the attachment uninitialized, which it reads at
   the region's end.  Such an attachment goes too: the region reaches
   neither the variable nor, through it, the pointee.  A declare target
   variable is on the device anyway, and keeps it.  */

static void
drop_orphan_attachments (gomp_target *stmt)
{
  tree *clauses = gimple_omp_target_clauses_ptr (stmt);
  for (tree *pc = clauses; *pc;)
    {
      tree c = *pc, var;
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP
	  || (OMP_CLAUSE_MAP_KIND (c) != GOMP_MAP_ATTACH
	      && OMP_CLAUSE_MAP_KIND (c) != GOMP_MAP_ATTACH_DETACH)
	  || TREE_CODE (OMP_CLAUSE_DECL (c)) != COMPONENT_REF
	  || !(var = ompm_item_variable (OMP_CLAUSE_DECL (c), 0))
	  || (is_global_var (var)
	      && lookup_attribute ("omp declare target",
				   DECL_ATTRIBUTES (var))))
	{
	  pc = &OMP_CLAUSE_CHAIN (c);
	  continue;
	}
      bool mapped = false;
      for (tree m = *clauses; m && !mapped; m = OMP_CLAUSE_CHAIN (m))
	mapped = (m != c && OMP_CLAUSE_CODE (m) == OMP_CLAUSE_MAP
		  && OMP_CLAUSE_MAP_KIND (m) != GOMP_MAP_ATTACH
		  && OMP_CLAUSE_MAP_KIND (m) != GOMP_MAP_ATTACH_DETACH
		  && (OMP_CLAUSE_DECL (m) == var
		      || ompm_item_variable (OMP_CLAUSE_DECL (m), 0) == var));
      if (mapped)
	pc = &OMP_CLAUSE_CHAIN (c);
      else
	*pc = OMP_CLAUSE_CHAIN (c);
    }
}

/* A target data construct mapping a section behind a pointer member
   and what holds the pointer through a pointer variable
   (map(p[:1], p->q[0:n])): GCC 12's gimplifier gives it, as it gives a
   target region, the variable P as a firstprivate pointer, which only
   a region can have, and lower_omp_target crashes on it.  Nothing on
   the device needs P's value here: the clause goes.  */

static void
drop_data_firstprivate_pointers (gomp_target *stmt)
{
  for (tree *pc = gimple_omp_target_clauses_ptr (stmt); *pc;)
    if (OMP_CLAUSE_CODE (*pc) == OMP_CLAUSE_MAP
	&& (OMP_CLAUSE_MAP_KIND (*pc) == GOMP_MAP_FIRSTPRIVATE_POINTER
	    || OMP_CLAUSE_MAP_KIND (*pc) == GOMP_MAP_FIRSTPRIVATE_REFERENCE))
      *pc = OMP_CLAUSE_CHAIN (*pc);
    else
      pc = &OMP_CLAUSE_CHAIN (*pc);
}

/* Target data, enter and exit data of a section behind a pointer
   member, map(to: p[1].d[0:4]): GCC 14 and 15 give the member a
   zero-length entry of its own (alloc on enter, inside a
   GOMP_MAP_STRUCT group of the object holding it; release on exit),
   which libgomp finds inside the mapping that holds the member and
   counts: enter data raises that mapping's reference count, exit data
   lowers it, and exit data of the section alone unmaps the object
   (map(release: p[1].d[0:4]) after map(to: p[0:3]); map(delete:
   s.p[0:n]) deletes s).  Where nothing holds the member, target data
   leaves a zero-length mapping at it, and a region inside that maps
   the member (map(ps->p[2:3]) on both) gets a pointer the device never
   had.  2.21.7.1 counts the list item, the section, and attaches or
   detaches the pointer only, as GCC 12 does: the zero-length entries
   go, and a group left with no member goes with them.  */

static bool
zero_length_member_p (tree c)
{
  if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP
      || !OMP_CLAUSE_SIZE (c) || !integer_zerop (OMP_CLAUSE_SIZE (c))
      || TREE_CODE (OMP_CLAUSE_DECL (c)) != COMPONENT_REF
      || !POINTER_TYPE_P (TREE_TYPE (OMP_CLAUSE_DECL (c))))
    return false;
  switch (OMP_CLAUSE_MAP_KIND (c))
    {
    case GOMP_MAP_ALLOC:
    case GOMP_MAP_RELEASE:
    case GOMP_MAP_DELETE:
      break;
    default:
      return false;
    }
  /* The member's attachment follows (the same member of an object
     computed again: the same field).  */
  tree field = TREE_OPERAND (OMP_CLAUSE_DECL (c), 1);
  for (tree a = OMP_CLAUSE_CHAIN (c); a; a = OMP_CLAUSE_CHAIN (a))
    if (OMP_CLAUSE_CODE (a) == OMP_CLAUSE_MAP
	&& (OMP_CLAUSE_MAP_KIND (a) == GOMP_MAP_ATTACH
	    || OMP_CLAUSE_MAP_KIND (a) == GOMP_MAP_DETACH
	    || (OMP_CLAUSE_MAP_KIND (a)
		== GOMP_MAP_ATTACH_ZERO_LENGTH_ARRAY_SECTION))
	&& TREE_CODE (OMP_CLAUSE_DECL (a)) == COMPONENT_REF
	&& TREE_OPERAND (OMP_CLAUSE_DECL (a), 1) == field)
      return true;
  return false;
}

/* Whether C starts a struct group (GCC 14's unordered ones too).  */

static bool
struct_group_p (tree c)
{
  return (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	  && (OMP_CLAUSE_MAP_KIND (c) == GOMP_MAP_STRUCT
	      || OMP_CLAUSE_MAP_KIND (c) == OMPM_MAP_STRUCT_UNORD)
	  && tree_fits_uhwi_p (OMP_CLAUSE_SIZE (c)));
}

static void
drop_zero_length_members (gomp_target *stmt)
{
  tree *clauses = gimple_omp_target_clauses_ptr (stmt);
  for (tree *pc = clauses; *pc;)
    {
      tree c = *pc;
      if (struct_group_p (c))
	{
	  /* Its members: the zero-length ones go, the count follows.  A
	     firstprivate pointer among them is none (libgomp never sees
	     it), as adopt_element_members counts.  */
	  unsigned HOST_WIDE_INT n = tree_to_uhwi (OMP_CLAUSE_SIZE (c));
	  unsigned HOST_WIDE_INT kept = 0, seen = 0;
	  tree *pm = &OMP_CLAUSE_CHAIN (c);
	  while (seen < n && *pm)
	    if (OMP_CLAUSE_CODE (*pm) == OMP_CLAUSE_MAP
		&& OMP_CLAUSE_MAP_KIND (*pm) == GOMP_MAP_FIRSTPRIVATE_POINTER)
	      pm = &OMP_CLAUSE_CHAIN (*pm);
	    else if (seen++, zero_length_member_p (*pm))
	      *pm = OMP_CLAUSE_CHAIN (*pm);
	    else
	      {
		kept++;
		pm = &OMP_CLAUSE_CHAIN (*pm);
	      }
	  if (kept == 0)
	    *pc = *pm;
	  else
	    {
	      OMP_CLAUSE_SIZE (c) = size_int (kept);
	      pc = pm;
	    }
	}
      else if (zero_length_member_p (c))
	*pc = OMP_CLAUSE_CHAIN (c);
      else
	pc = &OMP_CLAUSE_CHAIN (c);
    }
}

/* Whether any of the pass's quirks is on.  */

static bool
any_quirk_on (void)
{
  return (ompm_quirk_on (OMPM_QUIRK_BIAS)
	  || ompm_quirk_on (OMPM_QUIRK_STRUCT_GROUP_ORDER)
	  || ompm_quirk_on (OMPM_QUIRK_ELEMENT_MEMBER_GROUPS)
	  || ompm_quirk_on (OMPM_QUIRK_ADOPT_ELEMENT_MEMBERS)
	  || ompm_quirk_on (OMPM_QUIRK_ELEMENT_MEMBER_VARIABLES)
	  || ompm_quirk_on (OMPM_QUIRK_FIRSTPRIVATE_POINTER_PLACE)
	  || ompm_quirk_on (OMPM_QUIRK_ZERO_LENGTH_BASES)
	  || ompm_quirk_on (OMPM_QUIRK_ORPHAN_ATTACHMENTS)
	  || ompm_quirk_on (OMPM_QUIRK_DATA_FIRSTPRIVATE_POINTERS)
	  || ompm_quirk_on (OMPM_QUIRK_ZERO_LENGTH_MEMBERS));
}

/* walk_gimple_seq callback: each target region.  */

static tree
find_regions (gimple_stmt_iterator *gsi, bool *handled, struct walk_stmt_info *)
{
  gimple *stmt = gsi_stmt (*gsi);
  if (gimple_code (stmt) == GIMPLE_OMP_TARGET)
    {
      int kind = gimple_omp_target_kind (stmt);
      if (kind == GF_OMP_TARGET_KIND_REGION
	  || kind == GF_OMP_TARGET_KIND_DATA
	  || kind == GF_OMP_TARGET_KIND_ENTER_DATA
	  || kind == GF_OMP_TARGET_KIND_EXIT_DATA)
	{
	  if (kind != GF_OMP_TARGET_KIND_EXIT_DATA
	      && ompm_quirk_on (OMPM_QUIRK_ELEMENT_MEMBER_GROUPS))
	    group_element_members (stmt);
	  if (ompm_quirk_on (OMPM_QUIRK_ADOPT_ELEMENT_MEMBERS)
	      || ompm_quirk_on (OMPM_QUIRK_ELEMENT_MEMBER_VARIABLES))
	    adopt_element_members (stmt);
	  if (ompm_quirk_on (OMPM_QUIRK_STRUCT_GROUP_ORDER))
	    sort_struct_groups (stmt);
	}
      if ((kind == GF_OMP_TARGET_KIND_DATA
	   || kind == GF_OMP_TARGET_KIND_ENTER_DATA
	   || kind == GF_OMP_TARGET_KIND_EXIT_DATA)
	  && ompm_quirk_on (OMPM_QUIRK_ZERO_LENGTH_MEMBERS))
	drop_zero_length_members (as_a <gomp_target *> (stmt));
      if (kind == GF_OMP_TARGET_KIND_DATA
	  && ompm_quirk_on (OMPM_QUIRK_DATA_FIRSTPRIVATE_POINTERS))
	drop_data_firstprivate_pointers (as_a <gomp_target *> (stmt));
      if (kind == GF_OMP_TARGET_KIND_REGION)
	{
	  gomp_target *t = as_a <gomp_target *> (stmt);
	  if (ompm_quirk_on (OMPM_QUIRK_ORPHAN_ATTACHMENTS))
	    drop_orphan_attachments (t);
	  if (ompm_quirk_on (OMPM_QUIRK_FIRSTPRIVATE_POINTER_PLACE))
	    refit_firstprivate_pointers (t);
	  if (ompm_quirk_on (OMPM_QUIRK_ZERO_LENGTH_BASES))
	    {
	      drop_redundant_zero_length_bases (t);
	      fix_zero_length_base (gsi, t);
	    }
	  if (ompm_quirk_on (OMPM_QUIRK_BIAS))
	    fix_region (gsi, t);
	}
    }
  *handled = false;
  return NULL_TREE;
}

namespace {

const pass_data bias_pass_data =
{
  GIMPLE_PASS,
  "ompmapper-bias",		/* name */
  OPTGROUP_OMP,			/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_gimple_any,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class bias_pass : public gimple_opt_pass
{
public:
  bias_pass (gcc::context *ctx) : gimple_opt_pass (bias_pass_data, ctx) {}

  bool
  gate (function *fun) final override
  {
    return (flag_openmp && any_quirk_on ()
	    && (fun->has_omp_target
		|| ompm_data_construct_fn_p (fun->decl)));
  }

  unsigned int
  execute (function *fun) final override
  {
    struct walk_stmt_info wi;
    memset (&wi, 0, sizeof wi);
    walk_gimple_seq (gimple_body (fun->decl), find_regions, NULL, &wi);
    return 0;
  }
};

} // anon namespace

void
ompm_register_bias_pass (void)
{
  ompm_register_pass_before_omplower (new bias_pass (g));
}

/* The functions whose data constructs the bias pass must see though they
   have no target region (the C parser marks only those with one:
   cfun->has_omp_target).  */
static hash_set<tree> *data_construct_fns;

void
ompm_note_data_construct_fn (tree fndecl)
{
  if (!data_construct_fns)
    data_construct_fns = new hash_set<tree>;
  data_construct_fns->add (fndecl);
}

bool
ompm_data_construct_fn_p (tree fndecl)
{
  return data_construct_fns && data_construct_fns->contains (fndecl);
}
