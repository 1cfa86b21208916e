/* translate.c -- the device side of "declare target ... indirect".
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* GCC's nvptx offload compiler runs only as the link-time back end of
   offloading (it has no C front end of its own), so this file is
   compiled by the host GCC with -fopenmp -foffload=nvptx-none, as
   declare-target code: the object holds the host version and the
   offload IR of the device version, and libgompx-target.a, which the
   pkg-config flags link into every program, brings the device version
   into the program's nvptx offload image.  (With GCN's offload compiler
   installed the same object would carry a GCN version too.)

   The host (libgompx/indirect.c) uploads the (host, device) pairs of
   every indirect function, in a hash table by host address
   (fptr-search.h), and sets these two variables through a
   target region; code that calls through a function pointer in a target
   region calls __gompx_translate_fptr first.  On the host the table
   stays empty and the translation is the identity, except where the
   "device" is the host itself (the emulated device): there the pairs
   are the identity too.

   A pointer that is not in the table comes back unchanged, as GCC
   trunk's GOMP_target_map_indirect_ptr and LLVM's
   __llvm_omp_indirect_call_lookup do: null, and a device address,
   which is what a declare target function pointer holds on the device
   when its initializer names a function, call what they name.  */

#include "gompx.h"
#include "fptr-search.h"

#pragma omp declare target

const struct gompx_fptr_pair *__gompx_indirect_table;
unsigned long __gompx_indirect_count;

void *
__gompx_translate_fptr (void *p)
{
  return (void *) gompx_fptr_search (__gompx_indirect_table,
				     __gompx_indirect_count, p);
}

#pragma omp end declare target
