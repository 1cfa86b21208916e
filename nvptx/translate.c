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

   The host (libgompx/indirect.c) builds one hash table by host address
   (fptr-search.h) of the (host, device) pairs of every indirect
   function of the program and its libraries, uploads it once per device
   and sets this image's two variables through install (): the
   constructor below registers the image's install function, the
   destructor (dlclose) takes it back.  Code that calls through a
   function pointer in a target region calls __gompx_translate_fptr
   first.  On the host the table stays empty and the translation is the
   identity.

   A pointer that is not in the table comes back unchanged, as GCC
   trunk's GOMP_target_map_indirect_ptr and LLVM's
   __llvm_omp_indirect_call_lookup do: null, and a device address,
   which is what a declare target function pointer holds on the device
   when its initializer names a function, call what they name.  */

#include "gompx.h"
#include "fptr-search.h"

#define hidden __attribute__ ((visibility ("hidden")))

#pragma omp declare target

hidden const struct gompx_fptr_pair *__gompx_indirect_table;
hidden unsigned long __gompx_indirect_count;

hidden void *
__gompx_translate_fptr (void *p)
{
  return (void *) gompx_fptr_search (__gompx_indirect_table,
				     __gompx_indirect_count, p);
}

#pragma omp end declare target

/* Make this image's code on DEVICE look up the table TABLE of N slots
   (a device address).  */

static void
install (int device, void *table, unsigned long n)
{
#pragma omp target device (device) is_device_ptr (table)
  {
    __gompx_indirect_table = (const struct gompx_fptr_pair *) table;
    __gompx_indirect_count = n;
  }
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
