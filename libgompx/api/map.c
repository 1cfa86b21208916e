/* map.c -- map vectors: the runtime part of mappers on array sections.
   Copyright (C) 2026 ompmapper developers.

   This file is part of libgompx, the runtime of ompmapper.

   libgompx is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

/* A mapper applied to an array section maps each element through the
   mapper, so the number of map entries is known only at run time.  Code
   the plugin emits for such a construct fills a map vector, one entry
   per list item of the expansion, and hands it to libgomp in one call:

     h = GOMPX_map_begin (device);
     GOMPX_map_add (h, p, n * sizeof *p, GOMP_MAP_TO | align);	  section
     for each element e of p[0:n] not yet expanded in this vector
       (GOMPX_map_visit), the mapper's runtime function pushes e's items;
     GOMPX_map_enter_data (h);	   one GOMP_target_enter_exit_data call

   The vector belongs to the calling thread and is reused, so that a
   construct allocates nothing once the vector has grown.  The visited
   set makes a mapper reached again for the same storage (a cyclic list)
   expand it once.

   Before a vector goes to libgomp or to the pools (prepare), the array
   sections of length zero in it (an empty vector of an element: its
   pointer null or not) are taken out, with the attachment of their
   pointer after them: OpenMP 5.1 says zero lengths map nothing, while
   libgomp 12 would make a mapping of zero bytes (which its lookups of
   zero bytes then find wherever they look, as they compare equal) and
   stop the program at the attachment ("attempt to attach null
   pointer", "pointer target not mapped for attach").  The pointer is
   not attached, so on the device it has the value that the device copy
   of what holds it has: the host's when the construct copies that, a
   null pointer staying null.  That is what OpenMP 5.2 says of a pointer
   whose target is not mapped ("retains its original value") and what
   GCC after 12 (libgomp's target-map-zero-sized tests) and LLVM's
   libomptarget do for a zero-length section whose storage is not
   mapped; OpenMP 5.1 and libgomp 12's own attachment of zero-length
   sections (GOMP_MAP_ATTACH_ZERO_LENGTH_ARRAY_SECTION) give a null
   pointer there, and where the pointer points into mapped storage all
   of them give its device address, which this does not.  Never
   attaching keeps entry and exit symmetric whatever is mapped between
   them (libgomp stops the program at a detachment without an
   attachment) and pool mode the same as the exact way.

   A data entry whose size is above PTRDIFF_MAX, a negative length made
   a size, stops the program there, before anything of the vector
   moves, naming the list item that GOMPX_map_item named last.  A null
   pointer with a length that is not zero goes to libgomp, which stops
   the program at its attachment, as it does for the same clauses
   written by hand.  */

#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/libgompx.h"
#include "base/gomp.h"
#include "engine/engine.h"
#include "api/info.h"
#include "api/present.h"

struct gompx_map
{
  int device;
  size_t n, cap;
  void **addrs;
  size_t *sizes;
  unsigned short *kinds;

  /* Open-addressing set of (address, mapper) pairs already expanded.  */
  size_t seen_n, seen_cap;
  struct seen { const void *addr; intptr_t mapper; } *seen;

  /* The list items the entries from entry FROM on were pushed for
     (GOMPX_map_item), for messages.  */
  size_t nitems, items_cap;
  struct item { size_t from; const char *name, *where; } *items;

  /* The entries marked GOMPX_MAP_DEFER (see deferred below), taken out
     by prepare, their kinds without the mark.  */
  size_t ndefer, defer_cap;
  void **defer_addrs;
  size_t *defer_sizes;
  unsigned short *defer_kinds;

  /* With GOMPX_INFO: the list item each entry was pushed for (kept in
     step by prepare), or null.  */
  const char **names;
  const char **names_store;
  size_t names_cap;

  /* The next vector of this thread, for a construct begun while this one
     is being filled (not done by emitted code, but cheap to allow).  */
  struct gompx_map *next;
  int busy;

  /* What the base layer knows of the vector while it is handed on.  */
  struct gompx_hand_off off;
};

/* An entry the plugin marks so lies inside a section that its construct
   maps anew (plugin/lower/dynamic.cc, gen_member): libgomp 12 would lay the
   construct's new data out wrong with it.  Such entries are "from" (or
   "always, from") members: they do not go to libgomp; a data region
   copies them back at its end itself, before libgomp unmaps the section,
   and keeps what it copied only if the section is gone afterwards (or
   always).  GOMPX_MAP_DEFER is in gompx.h.  */

static __thread struct gompx_map *thread_maps;

/* The list item that the vector this thread fills now (the one begun
   last) was told of last (GOMPX_map_item), or null.  */

static const struct item *
current_item (void)
{
  const struct gompx_map *last = NULL;
  for (const struct gompx_map *m = thread_maps; m && m->busy; m = m->next)
    last = m;
  return last && last->nitems ? &last->items[last->nitems - 1] : NULL;
}

/* Stop the program: out of memory for SIZE bytes of the map vector
   this thread fills, naming the list item it was filled for.  */

static void __attribute__ ((noreturn, cold))
out_of_memory (size_t size)
{
  const struct item *it = current_item ();
  if (it)
    gompx_fatal ("%s: out of memory for the map vector of '%s' (%zu bytes)",
		 it->where, it->name, size);
  gompx_fatal ("out of memory for a map vector of %zu bytes", size);
}

static void *
xrealloc (void *p, size_t size)
{
  void *q = realloc (p, size ? size : 1);
  if (!q)
    out_of_memory (size);
  return q;
}

GOMPX_EXPORT size_t
GOMPX_size_overflow (size_t count, size_t size, const char *name,
		     const char *where)
{
  const struct item *it = current_item ();
  char context[512] = "";
  if (it && strcmp (it->name, name) != 0)
    snprintf (context, sizeof context, ", mapping '%s' at %s", it->name,
	      it->where);
  gompx_fatal ("%s: '%s' is too large: %zu elements of %zu bytes are more "
	       "than any object holds%s", where, name, count, size, context);
}

GOMPX_EXPORT struct gompx_map *
GOMPX_map_begin (int device)
{
  struct gompx_map *m = thread_maps, **link = &thread_maps;
  while (m && m->busy)
    {
      link = &m->next;
      m = m->next;
    }
  if (!m)
    {
      m = calloc (1, sizeof *m);
      if (!m)
	out_of_memory (sizeof *m);
      *link = m;
    }
  m->busy = 1;
  m->device = device;
  m->n = 0;
  m->nitems = 0;
  m->ndefer = 0;
  m->names = NULL;
  if (m->seen_n)
    {
      memset (m->seen, 0, m->seen_cap * sizeof *m->seen);
      m->seen_n = 0;
    }
  return m;
}

static void __attribute__ ((noinline))
grow_and_add (struct gompx_map *m, void *addr, size_t size,
	      unsigned int kind)
{
  gompx_entries_grow (&m->cap, &m->addrs, &m->sizes, &m->kinds,
		      out_of_memory);
  GOMPX_map_add (m, addr, size, kind);
}

/* Called for every entry of every vector: kept a leaf without a stack
   frame, the arrays read once.  */

GOMPX_EXPORT void
GOMPX_map_add (struct gompx_map *m, void *addr, size_t size,
	       unsigned int kind)
{
  size_t n = m->n;
  if (__builtin_expect (n == m->cap, 0))
    {
      grow_and_add (m, addr, size, kind);
      return;
    }
  void **addrs = m->addrs;
  size_t *sizes = m->sizes;
  unsigned short *kinds = m->kinds;
  addrs[n] = addr;
  sizes[n] = size;
  kinds[n] = kind;
  m->n = n + 1;
}

/* Room for COUNT groups of PER entries at the end of M's vector, which
   the caller writes itself: code the plugin emits for a section whose
   mapper pushes the same number of entries for each element writes them
   so, without a call for each.  Return where the first address goes;
   GOMPX_map_reserved_sizes and GOMPX_map_reserved_kinds say where its
   size and kind go.  Nothing may be added to M before they are all
   written.  */

GOMPX_EXPORT void **
GOMPX_map_reserve (struct gompx_map *m, size_t count, size_t per)
{
  size_t n = count * per;
  if (per && n / per != count)
    gompx_fatal ("a map vector of %zu times %zu entries is too large",
		 count, per);
  while (m->cap - m->n < n)
    gompx_entries_grow (&m->cap, &m->addrs, &m->sizes, &m->kinds,
		      out_of_memory);
  void **at = m->addrs + m->n;
  m->n += n;
  return at;
}

GOMPX_EXPORT size_t *
GOMPX_map_reserved_sizes (struct gompx_map *m, void **at)
{
  return m->sizes + (at - m->addrs);
}

GOMPX_EXPORT unsigned short *
GOMPX_map_reserved_kinds (struct gompx_map *m, void **at)
{
  return m->kinds + (at - m->addrs);
}

/* Whether SIZE, the size of an entry, comes from a negative length:
   no object is larger than PTRDIFF_MAX bytes.  */

static inline int
negative_p (size_t size)
{
  return size > PTRDIFF_MAX;
}

GOMPX_EXPORT void
GOMPX_map_item (struct gompx_map *m, size_t size, const char *name,
		const char *where)
{
  gompx_check_length (size, name, where);
  if (m->nitems == m->items_cap)
    {
      m->items_cap = m->items_cap ? 2 * m->items_cap : 8;
      m->items = xrealloc (m->items, m->items_cap * sizeof *m->items);
    }
  m->items[m->nitems++] = (struct item) { m->n, name, where };
}

/* The list item entry I of M was pushed for, or null if none was
   named.  */

static const struct item *
item_of (const struct gompx_map *m, size_t i)
{
  for (size_t k = m->nitems; k-- > 0;)
    if (m->items[k].from <= i)
      return &m->items[k];
  return NULL;
}

/* The slot for (ADDR, MAPPER) in the open-addressing table of M.  */

static struct seen *
seen_slot (struct gompx_map *m, const void *addr, intptr_t mapper)
{
  uintptr_t h = ((uintptr_t) addr >> 3) * 0x9e3779b97f4a7c15ull
		^ (uintptr_t) mapper;
  size_t mask = m->seen_cap - 1;
  for (size_t i = (h >> 7) & mask;; i = (i + 1) & mask)
    {
      struct seen *s = &m->seen[i];
      if (!s->addr || (s->addr == addr && s->mapper == mapper))
	return s;
    }
}

GOMPX_EXPORT int
GOMPX_map_visit (struct gompx_map *m, const void *addr, int mapper)
{
  if (2 * (m->seen_n + 1) > m->seen_cap)
    {
      struct seen *old = m->seen;
      size_t old_cap = m->seen_cap;
      m->seen_cap = old_cap ? 2 * old_cap : 1024;
      m->seen = calloc (m->seen_cap, sizeof *m->seen);
      if (!m->seen)
	out_of_memory (m->seen_cap * sizeof *m->seen);
      for (size_t i = 0; i < old_cap; i++)
	if (old[i].addr)
	  *seen_slot (m, old[i].addr, old[i].mapper) = old[i];
      free (old);
    }
  struct seen *s = seen_slot (m, addr, mapper);
  if (s->addr)
    return 0;
  s->addr = addr;
  s->mapper = mapper;
  m->seen_n++;
  return 1;
}

static int
resolved_device (const struct gompx_map *m)
{
  return gompx_resolved_device (m->device);
}

GOMPX_EXPORT int
GOMPX_map_absent (struct gompx_map *m, const void *addr)
{
  return addr && !gompx_engine_is_present (addr, resolved_device (m));
}

/* Whether entry I + 1 of M, if there is one, attaches (detaches) the
   pointer that data entry I is the section of: its value plus its bias
   is the entry's address.  */

static int
pointer_of_p (const struct gompx_map *m, size_t i)
{
  if (i + 1 >= m->n)
    return 0;
  unsigned k = GOMPX_KIND (m->kinds[i + 1]);
  if (k != GOMP_MAP_ATTACH && k != GOMP_MAP_DETACH)
    return 0;
  uintptr_t target;
  memcpy (&target, m->addrs[i + 1], sizeof target);
  return target + m->sizes[i + 1] == (uintptr_t) m->addrs[i];
}

/* Stop the program for entry I of M, whose size is negative: naming
   its list item and, where a pointer in the item points to it (a
   mapper's section), where that pointer lies in the item.  */

static void __attribute__ ((noreturn, noinline, cold))
negative_entry (const struct gompx_map *m, size_t i)
{
  const struct item *it = item_of (m, i);
  char via[96] = "";
  if (it && pointer_of_p (m, i)
      && (uintptr_t) m->addrs[i + 1] >= (uintptr_t) m->addrs[it->from])
    snprintf (via, sizeof via, " (the target of the pointer %tu bytes "
	      "into it)", (char *) m->addrs[i + 1]
			 - (char *) m->addrs[it->from]);
  if (it)
    gompx_fatal ("%s: an array section of %td bytes at %p mapped for '%s'%s "
		 "has a negative length", it->where, (ptrdiff_t) m->sizes[i],
		 m->addrs[i], it->name, via);
  gompx_fatal ("an array section of %td bytes at %p in a map vector has a "
	       "negative length", (ptrdiff_t) m->sizes[i], m->addrs[i]);
}

/* Whether attachment entry I of M attaches a null pointer.  */

static int
null_attachment_p (const struct gompx_map *m, size_t i)
{
  unsigned k = GOMPX_KIND (m->kinds[i]);
  if (k != GOMP_MAP_ATTACH && k != GOMP_MAP_DETACH)
    return 0;
  uintptr_t target;
  memcpy (&target, m->addrs[i], sizeof target);
  return target == 0;
}

/* Whether data entry I of M is a section behind a null pointer that
   entry I + 1 attaches (map(p[2:1]) with p null lies at address 48):
   it has no storage, as at address zero.  */

static int
behind_null_p (const struct gompx_map *m, size_t i)
{
  return pointer_of_p (m, i) && null_attachment_p (m, i + 1);
}

/* Whether a member grouped by the GOMP_MAP_STRUCT entry I of M is
   mapped already.  libgomp 12 finds a group whose first member is
   mapped only if all its members are, in one mapping at the offsets the
   group gives ("structure element when other mapped elements from the
   same structure weren't mapped together with it"); members mapped one
   by one (by hand, or by an earlier group that went without its header)
   are not.  So such a group goes without its header, each member mapped
   or found on its own: for members that are in one mapping that is the
   same (libgomp 12 counts a structure's references once a call).  */

static int
member_present_p (const struct gompx_map *m, size_t i)
{
  int device = resolved_device (m);
  if (device == omp_get_initial_device ())
    return 0;
  size_t count = m->sizes[i];
  for (size_t j = i + 1; j <= i + count && j < m->n; j++)
    if (gompx_engine_is_present (m->addrs[j], device))
      return 1;
  return 0;
}

/* Keep entry (ADDR, SIZE, KIND) of M for its data region's end.  */

static void
defer (struct gompx_map *m, void *addr, size_t size, unsigned short kind)
{
  if (m->ndefer == m->defer_cap)
    gompx_entries_grow (&m->defer_cap, &m->defer_addrs, &m->defer_sizes,
			&m->defer_kinds, out_of_memory);
  m->defer_addrs[m->ndefer] = addr;
  m->defer_sizes[m->ndefer] = size;
  m->defer_kinds[m->ndefer] = kind;
  m->ndefer++;
}

/* The kind (low byte) of two entries for the same storage merged: every
   direction either has, always if either has it; delete over release.  */

static unsigned short
merge_kind (unsigned short a, unsigned short b)
{
  unsigned ka = GOMPX_KIND (a), kb = GOMPX_KIND (b);
  if (ka == 7 || kb == 7 || ka == 23 || kb == 23)
    return ka == 7 || kb == 7 ? 7 : 23;
  unsigned dir = (ka | kb) & 3, always = (ka | kb) & 16;
  return always && dir ? (dir | 16) : dir;
}

/* The entries marked GOMPX_MAP_SHARED in M[FROM..M->N), each the same
   list item a mapper pushes for many elements, or what two list items
   of one variable reach behind their pointers (dynamic.cc, struct
   builder): the first at an address stays, as long as the longest and
   with the kinds of all merged (merge_kind); the others become of size
   zero, and only they keep the mark: prepare drops them, but not the
   attachment of a pointer after one (it points into the one that
   stays).  */

static void
merge_shared (struct gompx_map *m, size_t from)
{
  size_t cap = 16;
  while (cap < 2 * (m->n - from))
    cap *= 2;
  size_t *slot = malloc (cap * sizeof *slot);
  if (!slot)
    out_of_memory (cap * sizeof *slot);
  memset (slot, 0xff, cap * sizeof *slot);
  for (size_t i = from; i < m->n; i++)
    {
      if (!(m->kinds[i] & GOMPX_MAP_SHARED))
	continue;
      m->kinds[i] &= ~GOMPX_MAP_SHARED;
      if (!m->sizes[i] || !m->addrs[i] || negative_p (m->sizes[i])
	  || !gompx_data_kind_p (GOMPX_KIND (m->kinds[i]), 0))
	continue;
      size_t h = ((uintptr_t) m->addrs[i] >> 3) * 0x9e3779b97f4a7c15ULL;
      for (h &= cap - 1;; h = (h + 1) & (cap - 1))
	{
	  size_t o = slot[h];
	  if (o == (size_t) -1)
	    {
	      slot[h] = i;
	      break;
	    }
	  if (m->addrs[o] != m->addrs[i])
	    continue;
	  if (m->sizes[i] > m->sizes[o])
	    m->sizes[o] = m->sizes[i];
	  m->kinds[o] = ((m->kinds[o] & GOMPX_KIND_FLAGS)
			 | merge_kind (m->kinds[o], m->kinds[i]));
	  m->sizes[i] = 0;
	  m->kinds[i] |= GOMPX_MAP_SHARED;
	  break;
	}
    }
  free (slot);
}

/* The end of a GOMP_MAP_STRUCT group that prepare copied to OUT_HDR of
   M, its members up to OUT: the header counts the members kept and
   starts at the first, or goes if none is.  Return the new end.  */

static size_t
close_group (struct gompx_map *m, size_t out_hdr, size_t out)
{
  if (out == out_hdr + 1)
    return out_hdr;
  m->sizes[out_hdr] = out - out_hdr - 1;
  m->addrs[out_hdr] = m->addrs[out_hdr + 1];
  return out;
}

/* Make M ready to go to libgomp or the pools: stop the program at a
   data entry of negative size, take out those of size zero (a section
   of length zero, its pointer null or not) or behind a null pointer (at
   address zero, or at an offset from it that the attachment after it
   says: p[2:1] with p null) and the attachment of their pointer after them (see the top of this file), and those marked
   GOMPX_MAP_DEFER into M's deferred entries.  One pass over the vector,
   which writes nothing unless something goes.  */

static void
prepare (struct gompx_map *m)
{
  size_t n = m->n, i, out;
  void **addrs = m->addrs;
  size_t *sizes = m->sizes;
  unsigned short *kinds = m->kinds;
  /* A data entry of size zero, or above PTRDIFF_MAX; attachments, whose
     size is a bias, mostly zero, go their way.  A null pointer's
     attachment matters only after the section it is the pointer of
     (behind_null_p), which then lies at the bias: only then is the
     pointer read (a pass over the elements' pointers, a fifth of a
     pooled round trip at 20000 elements, out of the caches).  */
  for (i = 0; i < n; i++)
    if (__builtin_expect (((ptrdiff_t) sizes[i] <= 0 || !addrs[i]
			   || (kinds[i] & GOMPX_MAP_PREPARE_MARKS))
			  && gompx_data_kind_p (GOMPX_KIND (kinds[i]), 0), 0)
	|| __builtin_expect (GOMPX_KIND (kinds[i]) == GOMP_MAP_STRUCT, 0)
	|| __builtin_expect (i > 0 && (uintptr_t) addrs[i - 1] == sizes[i]
			     && null_attachment_p (m, i), 0))
      break;
  if (i == n)
    return;
  /* A null pointer's attachment: the section before it goes too.  */
  if (i > 0 && null_attachment_p (m, i))
    i--;
  for (size_t j = i; j < n; j++)
    if (kinds[j] & GOMPX_MAP_SHARED)
      {
	merge_shared (m, j);
	break;
      }
  /* The group being copied: its header's place in the output and the
     index of its last member; members that go leave it smaller.  */
  size_t group_out = 0, group_last = 0;
  int in_group = 0;
  for (out = i; i < n; i++)
    {
      if (in_group && i > group_last)
	{
	  in_group = 0;
	  out = close_group (m, group_out, out);
	}
      if (GOMPX_KIND (kinds[i]) == GOMP_MAP_STRUCT)
	{
	  if (member_present_p (m, i))
	    /* The group's members go one by one.  */
	    continue;
	  in_group = 1;
	  group_out = out;
	  group_last = i + sizes[i];
	}
      if (gompx_data_kind_p (GOMPX_KIND (kinds[i]), 0))
	{
	  if (negative_p (sizes[i]))
	    negative_entry (m, i);
	  if (!sizes[i] || !addrs[i] || behind_null_p (m, i))
	    {
	      if (pointer_of_p (m, i) && !(kinds[i] & GOMPX_MAP_SHARED))
		i++;
	      continue;
	    }
	  if (kinds[i] & GOMPX_MAP_DEFER)
	    {
	      defer (m, addrs[i], sizes[i], kinds[i] & ~GOMPX_MAP_DEFER);
	      continue;
	    }
	  kinds[i] &= ~GOMPX_MAP_IMPLICIT;
	}
      addrs[out] = addrs[i];
      sizes[out] = sizes[i];
      kinds[out] = kinds[i];
      if (m->names)
	m->names[out] = m->names[i];
      out++;
    }
  if (in_group)
    out = close_group (m, group_out, out);
  m->n = out;
}

GOMPX_EXPORT void
GOMPX_map_check (struct gompx_map *m, const void *addr, size_t size,
		 const char *name, const char *where)
{
  int device = gompx_present_device (m->device);
  if (device < 0 || !size)
    return;
  gompx_check_length (size, name, where);
  void *a = (void *) addr;
  if (gompx_present_ranges (&a, &size, 1, device) == 0)
    gompx_fatal ("%s: '%s' is not present on device %d (its map clause in "
		 "the mapper has the present modifier)", where, name, device);
}

GOMPX_EXPORT size_t
GOMPX_map_mark (struct gompx_map *m)
{
  return m->n;
}

/* The present modifier on a clause whose list item is a section of a
   mapped type, or on a clause with the iterator modifier: every data
   entry pushed since MARK (the section and what the mapper maps for each
   element; what the iterators produce) must be present.  Called while the
   vector is filled, so before anything of the construct moves.  */

GOMPX_EXPORT void
GOMPX_map_present (struct gompx_map *m, size_t mark, const char *name,
		   const char *where)
{
  int device = gompx_present_device (m->device);
  if (device < 0)
    return;
  /* The data entries that map something, checked together.  */
  size_t n = 0;
  for (size_t i = mark; i < m->n; i++)
    if (m->addrs[i] && m->sizes[i]
	&& gompx_data_kind_p (GOMPX_KIND (m->kinds[i]), 0)
	&& !(m->kinds[i] & GOMPX_MAP_IMPLICIT))
      {
	if (negative_p (m->sizes[i]))
	  negative_entry (m, i);
	n++;
      }
  if (!n)
    return;
  void **addrs = xrealloc (NULL, n * (sizeof *addrs + sizeof (size_t)));
  size_t *sizes = (size_t *) (addrs + n);
  n = 0;
  for (size_t i = mark; i < m->n; i++)
    if (m->addrs[i] && m->sizes[i]
	&& gompx_data_kind_p (GOMPX_KIND (m->kinds[i]), 0)
	&& !(m->kinds[i] & GOMPX_MAP_IMPLICIT))
      {
	addrs[n] = m->addrs[i];
	sizes[n++] = m->sizes[i];
      }
  size_t bad = gompx_present_ranges (addrs, sizes, n, device);
  if (bad < n)
    {
      /* The entry, and the list item that names it if the emitted code
	 named one since MARK (a member of an object its mapper maps
	 member by member).  */
      size_t i = mark;
      for (size_t k = 0; i < m->n; i++)
	if (m->addrs[i] && m->sizes[i]
	&& gompx_data_kind_p (GOMPX_KIND (m->kinds[i]), 0)
	    && !(m->kinds[i] & GOMPX_MAP_IMPLICIT) && k++ == bad)
	  break;
      const struct item *it = item_of (m, i);
      if (it && it->from >= mark && it->name && strcmp (it->name, name) != 0)
	gompx_fatal ("%s: '%s' is not present on device %d (its map or "
		     "motion clause has the present modifier)", where,
		     it->name, device);
      gompx_fatal ("%s: %zu bytes at %p mapped for '%s' are not present "
		   "on device %d (its map or motion clause "
		   "has the present modifier)", where, sizes[bad], addrs[bad],
		   name, device);
    }
  free (addrs);
}

static void
release (struct gompx_map *m)
{
  m->busy = 0;
}

/* M as the engines take it (engine.h).  */

static struct gompx_vector
vector_of (struct gompx_map *m)
{
  int d = resolved_device (m);
  if (m->device == GOMP_DEVICE_HOST_FALLBACK || d == omp_get_initial_device ())
    d = -1;
  return (struct gompx_vector) { m->device, d, m->n, m->addrs, m->sizes,
				 m->kinds };
}

/* M's deferred entries (GOMPX_MAP_DEFER) into D: none under host
   fallback, which has nothing to copy.  */

static void
take_deferred (struct gompx_map *m, struct gompx_deferred *d)
{
  size_t n = m->ndefer;
  if (gompx_resolved_device (m->device) == omp_get_initial_device ())
    n = 0;
  gompx_deferred_alloc (d, m->device, n);
  for (size_t i = 0; i < n; i++)
    {
      d->addrs[i] = m->defer_addrs[i];
      d->sizes[i] = m->defer_sizes[i];
      d->kinds[i] = m->defer_kinds[i];
      d->always[i] = GOMPX_KIND (m->defer_kinds[i]) == GOMP_MAP_ALWAYS_FROM;
    }
  d->n = n;
}

/* With GOMPX_INFO, before prepare: the list item of each entry of M in
   its names (they go with the entries prepare keeps), and where the
   construct is; else null.  */

static const char *
name_entries (struct gompx_map *m)
{
  m->names = NULL;
  if (!gompx_info_on ())
    return NULL;
  if (m->names_cap < m->n)
    {
      free (m->names_store);
      m->names_cap = m->n;
      m->names_store = xrealloc (NULL, m->n * sizeof *m->names_store);
    }
  m->names = m->names_store;
  size_t it = 0;
  for (size_t i = 0; i < m->n; i++)
    {
      while (it < m->nitems && m->items[it].from <= i)
	it++;
      m->names[i] = it ? m->items[it - 1].name : NULL;
    }
  return m->nitems ? m->items[0].where : NULL;
}

/* The vector this thread hands to the engine (and so to libgomp) now is
   the base layer's hand-off (gompx_handing), M's OFF.  libgomp stops the
   program where it cannot do what a vector asks ("device memory
   allocation fail") without a word of the list items; at such an exit,
   stopped_in_hand_off names them, the construct's place and the
   vector's largest entry.  */

static const struct gompx_map *
handing (void)
{
  const struct gompx_hand_off *h = gompx_handing ();
  return h ? (const struct gompx_map *) ((const char *) h
					 - offsetof (struct gompx_map, off))
	   : NULL;
}

/* Into NAMES (SIZE bytes): the list items of M, "'x', 'y'".  */

static void
item_names (const struct gompx_map *m, char *names, size_t size)
{
  size_t at = 0;
  names[0] = 0;
  for (size_t k = 0; k < m->nitems && at < size; k++)
    {
      int w = snprintf (names + at, size - at, "%s'%s'", k ? ", " : "",
			m->items[k].name);
      if (w < 0)
	break;
      at += (size_t) w;
    }
}

/* The hand-off's ITEMS.  */

static const char *
handing_items (const struct gompx_hand_off *h, char *names, size_t size)
{
  (void) h;
  const struct gompx_map *m = handing ();
  if (!m->nitems)
    return NULL;
  item_names (m, names, size);
  return m->items[0].where;
}

static void
stopped_in_hand_off (int status, void *arg)
{
  (void) arg;
  const struct gompx_map *m = handing ();
  if (status == 0 || !m || !m->nitems
      || __atomic_load_n (&gompx_fatal_said, __ATOMIC_RELAXED))
    return;
  size_t largest = 0;
  for (size_t i = 0; i < m->n; i++)
    if (m->sizes[i] > largest)
      largest = m->sizes[i];
  char names[512];
  item_names (m, names, sizeof names);
  gompx_error ("%s: the program stopped while libgomp mapped %s "
	       "(%zu entries, the largest %zu bytes)", m->items[0].where,
	       names, m->n, largest);
}

/* Hand M to the engine from now on (null: no more).  */

static void
hand_off (struct gompx_map *m)
{
  static int watching;
  if (m && !__atomic_load_n (&watching, __ATOMIC_RELAXED)
      && !__atomic_exchange_n (&watching, 1, __ATOMIC_RELAXED))
    on_exit (stopped_in_hand_off, NULL);
  if (m)
    m->off.items = handing_items;
  gompx_hand_off (m ? &m->off : NULL);
}

/* Carry out ready vector V of M with OP, traced as CONSTRUCT at WHERE if
   GOMPX_INFO asks.  */

static void
carry_out (struct gompx_map *m, struct gompx_vector *v,
	   void (*op) (struct gompx_vector *), const char *construct,
	   const char *where)
{
  hand_off (m);
  if (!m->names)
    op (v);
  else
    {
      struct gompx_info st;
      gompx_info_begin (&st, construct, where, v);
      op (v);
      gompx_info_end (&st, v, m->names);
    }
  hand_off (NULL);
}

/* Enter and exit data try the fast engine's shortcuts for the usual
   vector before prepare (engine.h: gompx_engine_enter_unprepared),
   which then need not read the vector: its pass was a sixth of a pooled
   round trip at 20000 elements, the vector out of the caches.  Not with
   GOMPX_INFO, whose names prepare keeps in step.  */

GOMPX_EXPORT void
GOMPX_map_enter_data (struct gompx_map *m)
{
  const char *where = name_entries (m);
  struct gompx_vector v = vector_of (m);
  hand_off (m);
  int done = !m->names && gompx_engine_enter_unprepared (&v);
  hand_off (NULL);
  if (done)
    {
      release (m);
      return;
    }
  prepare (m);
  v = vector_of (m);
  carry_out (m, &v, gompx_engine_enter, "target enter data", where);
  release (m);
}

/* Exit data: members that come back ("from" inside a section the vector
   also unmaps, deferred) are copied back around the call, since libgomp
   12 copies a "from" entry back as its whole mapping when that holds
   attached pointers, the members the mapper does not map "from"
   included.  */

GOMPX_EXPORT void
GOMPX_map_exit_data (struct gompx_map *m)
{
  const char *where = name_entries (m);
  struct gompx_vector v = vector_of (m);
  hand_off (m);
  int done = !m->names && gompx_engine_exit_unprepared (&v);
  hand_off (NULL);
  if (done)
    {
      release (m);
      return;
    }
  prepare (m);
  struct gompx_deferred d;
  take_deferred (m, &d);
  void *saved = gompx_engine_copy_back_begin (&d);
  v = vector_of (m);
  carry_out (m, &v, gompx_engine_exit, "target exit data", where);
  gompx_copy_back_end (&d, saved, gompx_engine_is_present, &v);
  release (m);
}

GOMPX_EXPORT void
GOMPX_map_update (struct gompx_map *m)
{
  const char *where = name_entries (m);
  prepare (m);
  struct gompx_vector v = vector_of (m);
  carry_out (m, &v, gompx_engine_update, "target update", where);
  release (m);
}

/* Begin a data region (for target data, and around a target region):
   GOMP_target_end_data, through GOMPX_map_data_end, ends it.  Always
   called, host fallback included, so that begins and ends pair up.  */

GOMPX_EXPORT void
GOMPX_map_data_begin (struct gompx_map *m)
{
  const char *where = name_entries (m);
  prepare (m);
  struct gompx_deferred d;
  take_deferred (m, &d);
  struct gompx_vector v = vector_of (m);
  hand_off (m);
  if (!m->names)
    gompx_engine_region_begin (&v, &d);
  else
    {
      struct gompx_info st;
      gompx_info_begin (&st, "data region begins", where, &v);
      gompx_engine_region_begin (&v, &d);
      gompx_info_end (&st, &v, m->names);
    }
  hand_off (NULL);
  release (m);
}

GOMPX_EXPORT void
GOMPX_map_data_end (void)
{
  if (!gompx_info_on ())
    {
      gompx_engine_region_end ();
      return;
    }
  struct gompx_vector v = { 0, gompx_engine_region_device (), 0, NULL,
			    NULL, NULL };
  struct gompx_info st;
  gompx_info_begin (&st, "data region ends", NULL, &v);
  gompx_engine_region_end ();
  gompx_info_end (&st, &v, NULL);
}
