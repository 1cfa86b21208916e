/* ompmapper-gcc.h -- the one place that includes GCC's plugin headers.
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

#ifndef OMPMAPPER_GCC_H
#define OMPMAPPER_GCC_H

/* GCC's headers must come first and in this order; gcc-plugin.h pulls in
   GCC's own config.h and system.h.  plugin-version.h is not here: it
   defines a static variable, and only ompmapper.cc uses it.  */
#include "gcc-plugin.h"
#include "tree.h"
/* The front end's headers first: c-common.h (cp-tree.h, which fe-cxx.cc
   has instead of c-tree.h: the two cannot meet in one file) must come
   before diagnostic-core.h for the format checking of its
   diagnostics.  */
#include "cpplib.h"
#ifdef OMPM_CXX_FRONTEND
#include "cp/cp-tree.h"
#include "c-family/c-pragma.h"
#include "cgraph.h"
#else
#include "c-family/c-common.h"
#include "c-family/c-pragma.h"
#include "c-tree.h"
#endif
#include "diagnostic-core.h"
#include "diagnostic.h"
#include "intl.h"
#include "toplev.h"
#include "stringpool.h"
#include "attribs.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "tree-iterator.h"
#include "gimplify.h"
#include "tree-inline.h"
#include "hash-map.h"
#include "hash-set.h"
#include "ggc.h"
#include "langhooks.h"
#include "omp-general.h"
#include "gomp-constants.h"
#include "base/gcc-compat.h"

#endif /* OMPMAPPER_GCC_H */
