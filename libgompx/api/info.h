/* info.h -- GOMPX_INFO=1: what each construct mapped (info.c).
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

#ifndef LIBGOMPX_INFO_H
#define LIBGOMPX_INFO_H 1

#include "base/libgompx.h"
#include "hostemu.h"

/* A construct being traced: what gompx_info_begin saw before it was
   carried out.  */
struct gompx_info
{
  const char *construct;	/* "target enter data", ...  */
  const char *where;		/* "file:line:column", or the caller.  */
  int device;			/* A device number, -1 for the host.  */
  /* Each entry's device address before, if it was mapped then.  */
  void **before;
  struct ompm_hostemu_counters counters;
};

/* Whether GOMPX_INFO asks for the trace.  */
extern int gompx_info_on (void) gompx_hidden;

/* Before construct CONSTRUCT at WHERE carries out V (the vector libgomp
   is given: N entries, their kinds as libgomp takes them), and after:
   print it, NAMES (null, or one per entry, null where unknown) naming
   the entries' list items.  */
extern void gompx_info_begin (struct gompx_info *st, const char *construct,
			      const char *where,
			      const struct gompx_vector *v) gompx_hidden;
extern void gompx_info_end (struct gompx_info *st,
			    const struct gompx_vector *v,
			    const char *const *names) gompx_hidden;

/* RET, a return address, described in BUF (SIZE bytes): the function
   and the object that hold it.  */
extern const char *gompx_info_caller (void *ret, char *buf, size_t size)
  gompx_hidden;

#endif /* LIBGOMPX_INFO_H */
