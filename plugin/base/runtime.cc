/* runtime.cc -- declarations of the runtime functions the plugin's code
   calls, from runtime-abi.def, checked against gompx.h.
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
#include "base/base.h"
#include "gompx.h"

/* A declaration of runtime function NAME of TYPE, which does not
   throw, kept from the garbage collector.  */

static tree
runtime_decl (const char *name, tree type)
{
  tree decl = build_fn_decl (name, type);
  TREE_NOTHROW (decl) = 1;
  ompm_keep (decl);
  return decl;
}

/* Each function declared again as runtime-abi.def has it, with C's
   types: a compile error here where gompx.h declares it otherwise.  */
#define RT_VOID void
#define RT_INT int
#define RT_UINT unsigned int
#define RT_SIZE __SIZE_TYPE__
#define RT_PTR void *
#define RT_CPTR const void *
#define RT_STR const char *
#define RT_MAP struct gompx_map *
#define RT_PPTR void **
#define RT_PSIZE __SIZE_TYPE__ *
#define RT_PUSHORT unsigned short *
#define DEF_RUNTIME(ID, NAME, R, ...) extern "C" R NAME (__VA_ARGS__);
#define DEF_RUNTIME_VOID(ID, NAME, R) extern "C" R NAME (void);
#include "base/runtime-abi.def"
#undef RT_VOID
#undef RT_INT
#undef RT_UINT
#undef RT_SIZE
#undef RT_PTR
#undef RT_CPTR
#undef RT_STR
#undef RT_MAP
#undef RT_PPTR
#undef RT_PSIZE
#undef RT_PUSHORT
#undef DEF_RUNTIME
#undef DEF_RUNTIME_VOID

/* The same types as the plugin declares the functions: the strings and
   the map vector as const void * and void *, which is what the emitted
   calls pass.  */
#define RT_VOID void_type_node
#define RT_INT integer_type_node
#define RT_UINT unsigned_type_node
#define RT_SIZE size_type_node
#define RT_PTR ptr_type_node
#define RT_CPTR const_ptr_type_node
#define RT_STR const_ptr_type_node
#define RT_MAP ptr_type_node
#define RT_PPTR build_pointer_type (ptr_type_node)
#define RT_PSIZE build_pointer_type (size_type_node)
#define RT_PUSHORT build_pointer_type (short_unsigned_type_node)

tree
ompm_runtime (enum ompm_rt id)
{
  switch (id)
    {
#define DEF_RUNTIME(ID, NAME, R, ...)					\
    case OMPM_RT_##ID:							\
      return runtime_decl (#NAME,					\
			   build_function_type_list (R, __VA_ARGS__,	\
						     NULL_TREE));
#define DEF_RUNTIME_VOID(ID, NAME, R)					\
    case OMPM_RT_##ID:							\
      return runtime_decl (#NAME, build_function_type_list (R, NULL_TREE));
#include "base/runtime-abi.def"
    default:
      gcc_unreachable ();
    }
}
