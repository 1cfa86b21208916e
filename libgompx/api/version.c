/* version.c -- which libgompx this is.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

#include "config.h"

#include "base/libgompx.h"

GOMPX_EXPORT const char *
GOMPX_version (void)
{
  return GOMPX_VERSION_STRING;
}

GOMPX_EXPORT int
GOMPX_abi_version (void)
{
  return GOMPX_ABI_VERSION;
}
