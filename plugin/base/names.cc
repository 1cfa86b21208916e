/* names.cc -- list items named as the user wrote them, for diagnostics
   and for the strings the runtime's checks print; the sizes of array
   sections, checked.
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
#include "tree-pretty-print.h"
#include "base/base.h"
#include "base/frontend.h"

/* A string constant for S.  */

static tree
string_cst (const char *s)
{
  size_t len = strlen (s) + 1;
  tree str = build_string (len, s);
  TREE_TYPE (str) = build_array_type_nelts (char_type_node, len);
  return build_fold_addr_expr (str);
}

/* For the names of list items: T without the conversions and SAVE_EXPRs
   the front end wrapped around what the user wrote.  */

static tree
strip_wrappers (tree t)
{
  while (CONVERT_EXPR_P (t) || TREE_CODE (t) == NON_LVALUE_EXPR
	 || TREE_CODE (t) == SAVE_EXPR)
    t = TREE_OPERAND (t, 0);
  return t;
}

/* T, which holds no list item, printed as GCC does, without the
   conversions and SAVE_EXPRs within (a copy where there are any: T
   itself is shared and left alone).  */

static tree
plain (tree t)
{
  t = strip_wrappers (t);
  if (!EXPR_P (t))
    return t;
  tree c = NULL_TREE;
  for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
    {
      tree op = TREE_OPERAND (t, i);
      tree p = op ? plain (op) : op;
      if (p != op)
	{
	  if (!c)
	    c = copy_node (t);
	  TREE_OPERAND (c, i) = p;
	}
    }
  return c ? c : t;
}

/* BYTES (a byte count or offset of the front end's making, "(sizetype)
   n * 16") in elements of UNIT bytes, as the user wrote it ("n"), or
   NULL_TREE if it is not a multiple the front end made.  */

static tree
in_elements (tree bytes, tree unit)
{
  bytes = strip_wrappers (bytes);
  if (TREE_CODE (bytes) == INTEGER_CST)
    return (multiple_of_p (sizetype, bytes, unit)
	    ? fold_build2 (EXACT_DIV_EXPR, sizetype,
			   fold_convert (sizetype, bytes), unit)
	    : NULL_TREE);
  if (TREE_CODE (bytes) == MULT_EXPR)
    for (int i = 0; i < 2; i++)
      {
	tree c = strip_wrappers (TREE_OPERAND (bytes, i));
	if (TREE_CODE (c) == INTEGER_CST && tree_int_cst_equal (c, unit))
	  return strip_wrappers (TREE_OPERAND (bytes, 1 - i));
      }
  return NULL_TREE;
}

/* The size of what pointer expression P points to, if known.  */

static tree
pointee_unit (tree p)
{
  tree type = TREE_TYPE (p);
  if (!type || !POINTER_TYPE_P (type))
    return NULL_TREE;
  tree unit = TYPE_SIZE_UNIT (TREE_TYPE (type));
  if (!unit || TREE_CODE (unit) != INTEGER_CST || integer_zerop (unit))
    return NULL_TREE;
  return unit;
}

static char *spell (tree t);

/* While a mapper's runtime function is written (dynamic.cc), the
   parameter that points to the element, and the mapper's variable,
   whose name the element is spelled by: p.d[0:p.n], not
   __ompm_e->d[0:__ompm_e->n].  */
static tree element_parm, element_var;

void
ompm_spell_element (tree parm, tree var, tree *old_parm, tree *old_var)
{
  if (old_parm)
    *old_parm = element_parm;
  if (old_var)
    *old_var = element_var;
  element_parm = parm;
  element_var = var;
}

/* Whether T, stripped, is the object the element parameter points
   to.  */

static bool
element_p (tree t)
{
  tree p = element_parm ? ompm_deref_pointer (t) : NULL_TREE;
  return p && strip_wrappers (p) == element_parm;
}

/* T spelled, in parentheses unless it binds as tightly as a postfix
   expression (an indirection spelled as an element, p[i], does).  */

static char *
spell_postfix (tree t)
{
  char *s = spell (t);
  t = strip_wrappers (t);
  if (DECL_P (t) || CONSTANT_CLASS_P (t) || TREE_CODE (t) == COMPONENT_REF
      || TREE_CODE (t) == ARRAY_REF || TREE_CODE (t) == CALL_EXPR
      || ((TREE_CODE (t) == INDIRECT_REF || TREE_CODE (t) == MEM_REF)
	  && s[0] != '*'))
    return s;
  char *p = xasprintf ("(%s)", s);
  free (s);
  return p;
}

/* T, an expression of a list item (its base, a bound, a length), as the
   user wrote it as far as the front end's tree says: *(p + i * size) as
   p[i], (*p).f as p->f, no conversions; what it does not know, as GCC
   prints it.  */

static char *
spell (tree t)
{
  t = strip_wrappers (t);
  if (element_p (t))
    return spell (element_var);
  switch (TREE_CODE (t))
    {
    case INDIRECT_REF:
    case MEM_REF:
      {
	tree addr = ompm_deref_pointer (t);
	if (!addr)
	  break;
	addr = strip_wrappers (addr);
	if (TREE_CODE (addr) == ADDR_EXPR)
	  return spell (TREE_OPERAND (addr, 0));
	/* A C++ reference, which the source names as its referent.  */
	if (TREE_CODE (TREE_TYPE (addr)) == REFERENCE_TYPE)
	  return spell (addr);
	char *b, *s;
	tree unit, k;
	if (TREE_CODE (addr) == POINTER_PLUS_EXPR
	    && (unit = pointee_unit (TREE_OPERAND (addr, 0)))
	    && (k = in_elements (TREE_OPERAND (addr, 1), unit)))
	  {
	    b = spell_postfix (TREE_OPERAND (addr, 0));
	    char *i = spell (k);
	    s = xasprintf ("%s[%s]", b, i);
	    free (i);
	  }
	else
	  {
	    b = spell_postfix (addr);
	    s = xasprintf ("*%s", b);
	  }
	free (b);
	return s;
      }
    case COMPONENT_REF:
      {
	tree obj = strip_wrappers (TREE_OPERAND (t, 0));
	tree field = TREE_OPERAND (t, 1);
	if (!DECL_NAME (field))
	  break;
	const char *f = IDENTIFIER_POINTER (DECL_NAME (field));
	char *o, *s;
	tree addr;
	if (!element_p (obj) && (addr = ompm_deref_pointer (obj))
	    && (addr = strip_wrappers (addr),
		TREE_CODE (addr) != POINTER_PLUS_EXPR
		&& TREE_CODE (addr) != ADDR_EXPR))
	  {
	    o = spell_postfix (addr);
	    s = xasprintf ("%s->%s", o, f);
	  }
	else
	  {
	    o = spell_postfix (obj);
	    s = xasprintf ("%s.%s", o, f);
	  }
	free (o);
	return s;
      }
    case ARRAY_REF:
      {
	char *a = spell_postfix (TREE_OPERAND (t, 0));
	char *i = spell (TREE_OPERAND (t, 1));
	char *s = xasprintf ("%s[%s]", a, i);
	free (a);
	free (i);
	return s;
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      {
	tree r = strip_wrappers (TREE_OPERAND (t, 1));
	const char *op = (TREE_CODE (t) == MULT_EXPR ? "*"
			  : TREE_CODE (t) == MINUS_EXPR ? "-" : "+");
	/* x + -1, as C folds x - 1, back as the latter.  */
	if (TREE_CODE (t) == PLUS_EXPR && TREE_CODE (r) == INTEGER_CST
	    && tree_int_cst_sign_bit (r))
	  {
	    r = wide_int_to_tree (TREE_TYPE (r), -wi::to_wide (r));
	    op = "-";
	  }
	/* Operands of other operators in parentheses, as the tree has
	   them (and the right one of -, always).  */
	tree l = strip_wrappers (TREE_OPERAND (t, 0));
	char *a = (BINARY_CLASS_P (l) && TREE_CODE (l) != TREE_CODE (t)
		   ? spell_postfix (l) : spell (l));
	char *b = (BINARY_CLASS_P (r)
		   && (TREE_CODE (r) != TREE_CODE (t) || *op == '-')
		   ? spell_postfix (r) : spell (r));
	char *s = xasprintf ("%s %s %s", a, op, b);
	free (a);
	free (b);
	return s;
      }
    case VAR_DECL:
    case PARM_DECL:
      if (ompm_fe->decl_spelling)
	return ompm_fe->decl_spelling (t);
      break;
    default:
      break;
    }
  return print_generic_expr_to_str (plain (t));
}

/* How the user wrote list item ITEM of SIZE bytes (NULL_TREE: its
   type's) in a clause, as far as the front end's tree says: an array
   section p[lo:len] or b[lo:len] as that (GCC finishes them as *(p +
   lo * unit) and b[lo] with a size), an element through a pointer as
   p[i], anything else as spell has it.  Freed by the caller.  */

static char *
item_spelling (tree item, tree size)
{
  tree type = TREE_TYPE (item);
  tree unit = type ? TYPE_SIZE_UNIT (type) : NULL_TREE;
  tree len = NULL_TREE, base = NULL_TREE, lo = NULL_TREE;
  if (unit && TREE_CODE (unit) == INTEGER_CST && !integer_zerop (unit)
      && (len = size ? in_elements (size, unit) : size_one_node))
    {
      if ((base = ompm_deref_pointer (item)))
	{
	  base = strip_wrappers (base);
	  lo = size_zero_node;
	  if (TREE_CODE (base) == POINTER_PLUS_EXPR)
	    {
	      lo = in_elements (TREE_OPERAND (base, 1), unit);
	      base = strip_wrappers (TREE_OPERAND (base, 0));
	    }
	  /* Not a view of other storage (a struct's bytes, *&x).  */
	  if (TREE_CODE (base) == ADDR_EXPR
	      || !POINTER_TYPE_P (TREE_TYPE (base))
	      || (TYPE_MAIN_VARIANT (TREE_TYPE (TREE_TYPE (base)))
		  != TYPE_MAIN_VARIANT (type)))
	    base = NULL_TREE;
	}
      else if (TREE_CODE (item) == ARRAY_REF && size)
	{
	  base = TREE_OPERAND (item, 0);
	  lo = TREE_OPERAND (item, 1);
	}
    }
  if (!base || !lo)
    return spell (item);
  /* The object a C++ reference or "this" points to.  */
  if (TREE_CODE (item) != ARRAY_REF && integer_zerop (lo)
      && integer_onep (len))
    {
      if (TREE_CODE (TREE_TYPE (base)) == REFERENCE_TYPE)
	return spell (base);
      if (ompm_this_parm_p (base))
	return xstrdup ("*this");
    }

  char *b = spell_postfix (base);
  char *l = spell (lo);
  char *s;
  if (TREE_CODE (item) != ARRAY_REF && integer_onep (len))
    s = xasprintf ("%s[%s]", b, l);
  else
    {
      char *n = spell (len);
      s = xasprintf ("%s[%s:%s]", b, l, n);
      free (n);
    }
  free (b);
  free (l);
  return s;
}

/* The string constants the runtime's present checks print for list
   item ITEM of SIZE bytes (NULL_TREE: its type's) of the clause at LOC:
   its name (SPELLED if not null, else ITEM as the user wrote it, as far
   as item_spelling knows, else printed), and "file:line:column".  */

void
ompm_present_strings (tree item, tree size, const char *spelled,
		      location_t loc, tree *name, tree *where)
{
  char *n = (spelled ? xstrdup (spelled)
	     : item ? item_spelling (item, size) : xstrdup ("?"));
  expanded_location x = expand_location (loc);
  char *w = xasprintf ("%s:%d:%d", x.file ? x.file : "?", x.line, x.column);
  *name = string_cst (n);
  *where = string_cst (w);
  free (n);
  free (w);
}

/* The sizes of array sections: a length times the element's size,
   which wraps where the product is too large for a size_t (GCC's, as
   the C and C++ front ends build them), so that a section of 2^62 + 1
   ints was mapped as 4 bytes.  */

static tree fn_size_overflow;

/* The size SIZE of list item ITEM of the clause at LOC, checked: a
   constant that overflowed is an error here; a product COUNT * E of
   a length known at run time and an element size becomes "COUNT >
   PTRDIFF_MAX / E && COUNT <= PTRDIFF_MAX ? GOMPX_size_overflow (COUNT,
   E, NAME, WHERE) : COUNT * E", which stops the program naming the item,
   since no object is larger than PTRDIFF_MAX bytes.  A negative COUNT
   (above PTRDIFF_MAX) is left to the runtime's check of negative sizes,
   which says more of where the section lies.  Other sizes are as they
   are.  NAME and WHERE, the item's strings, are made if null.  */

tree
ompm_checked_size (tree size, tree item, location_t loc, tree name,
		   tree where)
{
  tree t = size;
  while (CONVERT_EXPR_P (t) || TREE_CODE (t) == NON_LVALUE_EXPR)
    t = TREE_OPERAND (t, 0);
  if (TREE_CODE (t) == INTEGER_CST && TREE_OVERFLOW (t))
    {
      /* Once per place: the same size can be checked more than once.  */
      static hash_set<int_hash<location_t, 0, 1> > said;
      if (!said.add (loc))
	{
	  char *name = item ? item_spelling (item, NULL_TREE) : NULL;
	  error_at (loc, "size of array section starting at %qs is too large",
		    name ? name : "?");
	  free (name);
	}
      return size;
    }
  if (TREE_CODE (t) != MULT_EXPR
      || TREE_CODE (TREE_OPERAND (t, 1)) != INTEGER_CST
      || TREE_CONSTANT (TREE_OPERAND (t, 0))
      || !tree_fits_uhwi_p (TREE_OPERAND (t, 1))
      || tree_to_uhwi (TREE_OPERAND (t, 1)) < 2
      || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || TYPE_PRECISION (TREE_TYPE (t)) != TYPE_PRECISION (size_type_node))
    return size;
  if (!fn_size_overflow)
    {
      fn_size_overflow = ompm_runtime (OMPM_RT_SIZE_OVERFLOW);
      TREE_THIS_VOLATILE (fn_size_overflow) = 1;
    }
  tree count = save_expr (fold_convert (size_type_node,
					unshare_expr (TREE_OPERAND (t, 0))));
  tree e = fold_convert (size_type_node, TREE_OPERAND (t, 1));
  tree limit = size_binop (TRUNC_DIV_EXPR,
			   fold_convert (size_type_node,
					 TYPE_MAX_VALUE (ptrdiff_type_node)),
			   e);
  if (!name)
    ompm_present_strings (item, size, NULL, loc, &name, &where);
  tree call = build_call_expr_loc (loc, fn_size_overflow, 4, count, e, name,
				   where);
  tree too_large
    = build2 (TRUTH_ANDIF_EXPR, boolean_type_node,
	      build2 (GT_EXPR, boolean_type_node, count, limit),
	      build2 (LE_EXPR, boolean_type_node, count,
		      fold_convert (size_type_node,
				    TYPE_MAX_VALUE (ptrdiff_type_node))));
  return build3 (COND_EXPR, size_type_node, too_large, call,
		 build2 (MULT_EXPR, size_type_node, count, e));
}
