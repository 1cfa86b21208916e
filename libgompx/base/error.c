/* error.c -- how libgompx reports failures; its switches in the
   environment.
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

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/libgompx.h"

/* Write "libgompx: ", FMT formatted with AP and a newline to stderr as one
   piece, so that messages of two threads do not interleave.  */

static void
vreport (const char *fmt, va_list ap)
{
  char buf[1024];
  int n = vsnprintf (buf, sizeof buf, fmt, ap);
  if (n < 0)
    n = 0;
  fprintf (stderr, "libgompx: %s%s\n", buf,
	   (size_t) n >= sizeof buf ? "..." : "");
}

void
gompx_error (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vreport (fmt, ap);
  va_end (ap);
}

int gompx_fatal_said;

void
gompx_fatal (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vreport (fmt, ap);
  va_end (ap);
  __atomic_store_n (&gompx_fatal_said, 1, __ATOMIC_RELAXED);
  exit (EXIT_FAILURE);
}

void
gompx_check_length (size_t size, const char *name, const char *where)
{
  if (size > PTRDIFF_MAX)
    gompx_fatal ("%s: '%s' has a negative length (%td bytes)", where, name,
		 (ptrdiff_t) size);
}

gompx_hidden int
gompx_env_flag (int *cache, const char *name)
{
  int on = __atomic_load_n (cache, __ATOMIC_RELAXED);
  if (__builtin_expect (on < 0, 0))
    {
      const char *s = getenv (name);
      on = s && *s && strcmp (s, "0") != 0;
      __atomic_store_n (cache, on, __ATOMIC_RELAXED);
    }
  return on;
}

void *
gompx_xmalloc (size_t size, const char *what)
{
  void *p = malloc (size ? size : 1);
  if (!p)
    gompx_fatal ("out of memory (%zu bytes) %s", size, what);
  return p;
}

void *
gompx_xcalloc (size_t n, size_t size, const char *what)
{
  void *p = calloc (n ? n : 1, size ? size : 1);
  if (!p)
    gompx_fatal ("out of memory (%zu times %zu bytes) %s", n, size, what);
  return p;
}

void *
gompx_xrealloc (void *p, size_t size, const char *what)
{
  void *q = realloc (p, size ? size : 1);
  if (!q)
    gompx_fatal ("out of memory (%zu bytes) %s", size, what);
  return q;
}

/* The construct this thread hands to libgomp now (gompx_hand_off).  */
static __thread const struct gompx_hand_off *handing;

void
gompx_hand_off (const struct gompx_hand_off *h)
{
  handing = h;
}

const struct gompx_hand_off *
gompx_handing (void)
{
  return handing;
}

const char *
gompx_handing_items (char *names, size_t size)
{
  const struct gompx_hand_off *h = handing;
  return h ? h->items (h, names, size) : NULL;
}
