/* counters.h -- what the emulated device and the counting plugin share.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.

   ompmapper is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* Two libgomp 12 offload plugins count what a program asks of its
   device, through the interface of hostemu.h: the emulated device
   (hostemu.c) and the counting plugin (count.c), which forwards every
   call to a real device's plugin (libgomp's NVIDIA one, in the GPU kit).
   Both are preloaded, and both interpose libgomp's mapping entry points
   to count their calls (counters.c).  Each is linked with its own copy
   of counters.c, and defines the two names below.  */

#ifndef OMPMAPPER_COUNTERS_H
#define OMPMAPPER_COUNTERS_H

#include <stddef.h>

#define OMPM_HOSTEMU_DEFINES_COUNTERS
#include "hostemu.h"

#define EXPORT __attribute__ ((visibility ("default")))

/* What the library calls itself in its messages ("ompmapper-hostemu").  */
extern const char ompm_counters_who[];

/* The environment variable that, set (not 0), makes each interposed
   call print its entries on stderr; NULL: never.  */
extern const char *const ompm_counters_trace_env;

/* Report a failure after which the program cannot go on, and stop it.  */
extern void ompm_counters_fatal (const char *fmt, ...)
  __attribute__ ((noreturn, format (printf, 1, 2)));

/* Count, in C, a device allocation of SIZE bytes, a free, a copy of N
   bytes either way, and a kernel.  */
extern void ompm_count_alloc (struct ompm_hostemu_counters *c, size_t size);
extern void ompm_count_free (struct ompm_hostemu_counters *c);
extern void ompm_count_host2dev (struct ompm_hostemu_counters *c, size_t n);
extern void ompm_count_dev2host (struct ompm_hostemu_counters *c, size_t n);
extern void ompm_count_kernel (struct ompm_hostemu_counters *c);

/* Copy C into *OUT, each counter read atomically.  */
extern void ompm_counters_read (const struct ompm_hostemu_counters *c,
				struct ompm_hostemu_counters *out);

/* Print C, device ORD's, on stderr, as OMPMAPPER_HOSTEMU_STATS does.  */
extern void ompm_counters_print (int ord,
				 const struct ompm_hostemu_counters *c);

#endif /* OMPMAPPER_COUNTERS_H */
