/* guard.cc -- the checks of pool mode's guard before a target construct.
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

/* Pool mode (libgompx's fast engine) keeps the data that sections'
   mappers reach where libgomp does not count it.  Every construct of
   the process shows libgompx its entries before libgomp gets them:
   libgompx defines libgomp's mapping entry points and guards them
   (libgompx/api/interpose.c; pool mode stays off where they do not come
   first).  So the plugin need not show them again; what it adds is a
   name.  A list item whose length is known only at run time can be
   negative, which libgomp would take for a size of exabytes, and the
   runtime can say which item it is only if told:

     if (cond)
       GOMPX_pool_guard (dev, p->d, n * 4, how, "p->d[0:n]", "t.c:9:3");

   for each such item that goes to libgomp as written (by hand, or from a
   mapper the plugin expands at compile time), which stops the program
   on a negative size, naming it, and otherwise does what libgompx's own
   guard does (once more, cheaply: nothing while no pool lives).  Items
   of constant size, pointers a target region looks up, and items with
   side effects (which would be evaluated twice) get nothing.  */

#include "base/ompmapper-gcc.h"
#include "lower/lower.h"

static tree fn_guard;

/* How GOMPX_pool_guard is to treat an item (include/gompx.h.in).  */
enum { GUARD_MAP = 0, GUARD_TO = 1, GUARD_FROM = 2, GUARD_DEFERRED = 3 };

/* Whether the size of list item ITEM of clause C is known only at run
   time: it is data (not a string, nor a register or thread-local
   variable) and its size is not a constant.  */

static bool
runtime_size_p (tree c, tree item)
{
  if (!item || item == error_mark_node)
    return false;
  tree base = get_base_address (item);
  if (!base || TREE_CODE (base) == STRING_CST)
    return false;
  if (VAR_P (base)
      && (DECL_HARD_REGISTER (base) || DECL_THREAD_LOCAL_P (base)))
    return false;
  tree size = OMP_CLAUSE_SIZE (c);
  if (!size)
    size = TYPE_SIZE_UNIT (TREE_TYPE (item));
  return size && !TREE_CONSTANT (size);
}

void
ompm_pool_guards (ompm_construct *c, const vec<ompm_dyn> &dyn)
{
  auto_vec<tree, 8> items;
  for (tree cl = *c->clauses; cl; cl = OMP_CLAUSE_CHAIN (cl))
    {
      tree item = OMP_CLAUSE_DECL (cl);
      if (ompm_data_clause_p (cl) && OMP_CLAUSE_SIZE (cl)
	  && TREE_CODE (OMP_CLAUSE_SIZE (cl)) == INTEGER_CST)
	/* A constant size that overflowed is an error.  */
	ompm_checked_size (OMP_CLAUSE_SIZE (cl), item,
			   OMP_CLAUSE_LOCATION (cl));
      if (!ompm_data_clause_p (cl) || !runtime_size_p (cl, item)
	  || TREE_SIDE_EFFECTS (item)
	  || (OMP_CLAUSE_SIZE (cl) && TREE_SIDE_EFFECTS (OMP_CLAUSE_SIZE (cl))))
	continue;
      /* A section left for run time keeps its clause on a target
	 region, where the map vector has checked it already.  */
      bool vector = false;
      for (unsigned i = 0; i < dyn.length () && !vector; i++)
	vector = dyn[i].item == item;
      if (!vector)
	items.safe_push (cl);
    }
  if (items.is_empty ())
    return;

  if (!fn_guard)
    fn_guard = ompm_runtime (OMPM_RT_POOL_GUARD);

  tree dev, cond;
  ompm_construct_device (c, &dev, &cond);
  /* nowait allows an update at once; depend does not.  */
  bool deferred = omp_find_clause (*c->clauses,
				   OMP_CLAUSE_DEPEND) != NULL_TREE;
  for (unsigned i = 0; i < items.length (); i++)
    {
      tree cl = items[i];
      int how = GUARD_MAP;
      if (OMP_CLAUSE_CODE (cl) != OMP_CLAUSE_MAP)
	how = (deferred ? GUARD_DEFERRED
	       : OMP_CLAUSE_CODE (cl) == OMP_CLAUSE_TO ? GUARD_TO
	       : GUARD_FROM);
      ompm_check_item (&c->before, fn_guard, dev, cond, OMP_CLAUSE_DECL (cl),
		       OMP_CLAUSE_SIZE (cl),
		       build_int_cst (integer_type_node, how),
		       OMP_CLAUSE_LOCATION (cl));
    }
}
