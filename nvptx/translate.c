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
   pkg-config flags link into every program and shared library, brings
   the device version into the offload image of each that calls through
   a function pointer on the device.  (With GCN's offload compiler
   installed the same object would carry a GCN version too.)

   Each program or shared library has an offload image of its own, which
   the GPU's driver links alone (a module cannot call into another's
   code by name), so each image that translates needs this runtime in
   it.  Its symbols are hidden: a shared library does not export them,
   so the program and every library keep their own copy, on the host
   (where libgomp tells images apart by their variables' host
   addresses: a shared copy was "Duplicate node") and on the device.

   The host (libgompx/api/indirect.c) builds one hash table by host address
   (fptr-search.h) of the (host, device) pairs of every indirect
   function of the program and its libraries, uploads it once per device
   and sets this image's table word through install (): the
   constructor below registers the image's install function, the
   destructor (dlclose) takes it back.  Code that calls through a
   function pointer in a target region calls __gompx_translate_fptr
   first.  The host copy of the word stays 0 (the translation is the
   identity there) except on the emulated device, where "device"
   globals are the host's and it holds the device's table, whose device
   addresses are the emulator's thunks.

   A pointer that is not in the table comes back unchanged, as GCC
   trunk's GOMP_target_map_indirect_ptr and LLVM's
   __llvm_omp_indirect_call_lookup do: null, and a device address,
   which is what a declare target function pointer holds on the device
   when its initializer names a function, call what they name.  */

#include "gompx.h"
#include "api/fptr-search.h"

extern int omp_target_is_present (const void *, int);

#define GOMPX_HIDDEN __attribute__ ((visibility ("hidden")))

#pragma omp declare target

GOMPX_HIDDEN __UINTPTR_TYPE__ __gompx_indirect_table;

GOMPX_HIDDEN void *
__gompx_translate_fptr (void *p)
{
  __UINTPTR_TYPE__ t = __gompx_indirect_table;
  if (!t)
    return p;
  return (void *) gompx_fptr_search (GOMPX_FPTR_TABLE_PAIRS (t),
				     GOMPX_FPTR_TABLE_SLOTS (t), p);
}

#pragma omp end declare target

/* Make this image's code on DEVICE look up TABLE (a table word); 0 if
   the image is not loaded there (the region would run on the host).  */

static int
install (int device, __UINTPTR_TYPE__ table)
{
  if (!omp_target_is_present (&__gompx_indirect_table, device))
    return 0;
#pragma omp target device (device)
  __gompx_indirect_table = table;
  return 1;
}

__attribute__ ((constructor)) static void
register_image (void)
{
  GOMPX_indirect_register_image (install);
}

__attribute__ ((destructor)) static void
unregister_image (void)
{
  GOMPX_indirect_unregister_image (install);
}
