/* hostemu.c -- an emulated offload device with separate memory for libgomp.
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

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.

   You should have received a copy of the GNU General Public License and
   a copy of the GCC Runtime Library Exception along with this program;
   see the files COPYING and COPYING.RUNTIME respectively.  If not, see
   <http://www.gnu.org/licenses/>.  */

/* Host fallback shares memory with the "device", so a program run there
   cannot tell a deep copy from no copy at all.  This library is a libgomp
   offload plugin (libgomp 12 and after) whose device memory is separate:

     - it is installed as libgomp-plugin-nvptx.so.1 in a directory of its
       own; ompmapper-hostemu puts that directory first on LD_LIBRARY_PATH,
       so libgomp's dlopen of its NVIDIA plugin finds this one, which
       reports NVIDIA PTX devices and so receives the nvptx images of a
       program built with -foffload=nvptx-none;

     - device memory is carved out of one large shared anonymous mapping
       (the arena), every fresh block filled with OMPM_POISON so that data
       that was never copied reads as garbage; transfers are memmove;

     - a kernel is the host version of the outlined target function, run
       with the device-side argument block, as libgomp's host fallback
       would run it with the host one.  By default it runs in a child
       process forked for it: device memory is shared with the child, so
       what the kernel writes through device pointers reaches the parent,
       but the rest of the child's memory is a copy-on-write copy of the
       host's, so what it writes through a host pointer (a pointer member
       that was never attached, or whose attachment a later copy of the
       host struct overwrote) is lost when the child exits, as it would be
       lost or fault on a GPU.  OMPMAPPER_HOSTEMU_FORK=0 runs the kernel on
       a thread of the program instead, where host pointers work.

   libgomp hands load_image the image's target data but not its host
   table, and the host table is what says which host function the image's
   i-th kernel is.  The same library is therefore also preloaded
   (LD_PRELOAD) and interposes GOMP_offload_register_ver, noting each
   image's host table before forwarding the call to libgomp.

   Declare target variables are host globals to host code, and stay so:
   their device address is their host address.  The child of a kernel
   starts with the host's values (it is a copy of the host), and the bytes
   of those variables that the kernel changed are copied back into the
   host when the child is done (run_forked), so that a value a region
   stores in one is seen by the host and by later regions, as without the
   child.

   What cannot be emulated: code in a kernel is host code, so it sees
   declare target variables in host memory without "target update" (both
   ways), and any other host global as it was at the launch;
   omp_is_initial_device () returns true there; and a host pointer reads
   host data instead of faulting (only its writes are lost).  */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "counters.h"
#include "libgomp-release.h"

/* The parts of libgomp-plugin.h and gomp-constants.h that this plugin
   needs, of GCC 12 and after (libgomp-release.h: the interface's version
   is the running libgomp's).  libgomp does not install those headers.  */
#define GOMP_OFFLOAD_CAP_OPENMP_400 (1 << 2)
#define OFFLOAD_TARGET_TYPE_NVIDIA_PTX 5

struct addr_pair
{
  uintptr_t start;
  uintptr_t end;
};

/* The byte that fills fresh device memory, and the one that fills device
   memory when it is freed.  */
#define OMPM_POISON 0xa5
#define OMPM_FREED 0xdd

/* Each block of device memory starts with this header, so that free knows
   the size and can tell a block of ours from a stray pointer.  A free
   block is on the free list of its size class through NEXT.  */

struct block_header
{
  uint64_t magic;
  size_t size;
  int device;
  unsigned int size_class;
  struct block_header *next;
  /* Pad to 64 bytes, so that the user part is as aligned as the block.  */
  char pad[64 - sizeof (uint64_t) - sizeof (size_t) - 2 * sizeof (int)
	   - sizeof (void *)];
};

_Static_assert (sizeof (struct block_header) == 64,
		"a block header keeps the user part 64-byte aligned");

#define BLOCK_MAGIC 0x4f4d504d48454d55ull	/* "OMPMHEMU" */
#define BLOCK_FREED 0x4f4d504d46524545ull	/* "OMPMFREE" */

/* Device memory of all devices: one MAP_SHARED | MAP_ANONYMOUS mapping,
   reserved once (MAP_NORESERVE: pages cost only once touched), so that a
   kernel's child process shares it with the program.  Blocks are
   header and user part rounded up to a power of two, at least
   1 << MIN_CLASS bytes; a freed block goes on the free list of its size
   class, and an allocation takes the head of that list or else fresh
   bytes above arena_top.  Memory never goes back to the system; a
   program's peak use of each size class stays mapped.  */

#define ARENA_MAX_SIZE ((size_t) 1 << 36)
#define ARENA_MIN_SIZE ((size_t) 1 << 26)
#define MIN_CLASS 7
#define N_CLASSES 64

static pthread_once_t arena_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t arena_lock = PTHREAD_MUTEX_INITIALIZER;
static char *arena_base;
static size_t arena_size;
static size_t arena_top;
static struct block_header *free_lists[N_CLASSES];

/* Whether this process is the child that runs a kernel.  */
static volatile sig_atomic_t in_kernel_child;

/* The host table and target data of one image registered with libgomp.  */

struct image
{
  const void *target_data;
  void *const *host_table;
  struct image *next;
};

/* An image loaded on a device.  USERS counts the kernels running in
   fork mode that will copy its variables back: the image's unloading
   (dlclose, which then unmaps the variables) waits for them.  */

struct loaded_image
{
  const void *target_data;
  void *const *host_table;
  unsigned users;
  struct loaded_image *next;
};

/* Per-device state: the counters tests read, the slots of "declare
   target link" variables, and the images loaded, whose variables a
   kernel's child copies back.  */

struct device
{
  struct ompm_hostemu_counters counters;
  void **link_slots;
  size_t n_link_slots;
  struct loaded_image *loaded;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
/* Signalled, with LOCK, when a loaded image's USERS drops.  */
static pthread_cond_t image_released = PTHREAD_COND_INITIALIZER;
static struct image *images;
static struct device *devices;
static int n_devices = -1;

/* Report a failure of the emulated device on stderr.  */

static void __attribute__ ((format (printf, 1, 2)))
hostemu_error (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  fputs ("ompmapper-hostemu: ", stderr);
  vfprintf (stderr, fmt, ap);
  fputc ('\n', stderr);
  va_end (ap);
}

const char ompm_counters_who[] = "ompmapper-hostemu";
const char *const ompm_counters_trace_env = "OMPMAPPER_HOSTEMU_TRACE";

/* The number of emulated devices: OMPMAPPER_HOSTEMU_DEVICES, 1 when it is
   not set.  */

static int
device_count (void)
{
  pthread_mutex_lock (&lock);
  if (n_devices < 0)
    {
      const char *env = getenv ("OMPMAPPER_HOSTEMU_DEVICES");
      long n = 1;
      if (env && *env)
	{
	  char *end;
	  errno = 0;
	  n = strtol (env, &end, 10);
	  if (errno || *end || n < 0 || n > 64)
	    {
	      hostemu_error ("OMPMAPPER_HOSTEMU_DEVICES=%s is not a number "
			     "of devices from 0 to 64; using 1", env);
	      n = 1;
	    }
	}
      devices = calloc (n ? n : 1, sizeof *devices);
      if (!devices)
	ompm_counters_fatal ("out of memory");
      n_devices = n;
    }
  pthread_mutex_unlock (&lock);
  return n_devices;
}

/* The state of device ORD, which libgomp has checked is in range.  */

static struct device *
device (int ord)
{
  if (ord < 0 || ord >= n_devices)
    ompm_counters_fatal ("no emulated device %d", ord);
  return &devices[ord];
}

/* Interposed: note which host table belongs to TARGET_DATA, then let
   libgomp register the image.  */

EXPORT void
GOMP_offload_register_ver (unsigned version, const void *host_table,
			   int target_type, const void *target_data)
{
  static void (*next) (unsigned, const void *, int, const void *);

  if (target_type == OFFLOAD_TARGET_TYPE_NVIDIA_PTX)
    {
      struct image *img = malloc (sizeof *img);
      if (!img)
	ompm_counters_fatal ("out of memory");
      /* From GCC 13 on (an image of version 2 and after), the data
	 begins with the program's requires mask, and the device's
	 image, which libgomp hands load_image, follows it.  */
      img->target_data = (version >> 16 > 1
			  ? (const void *) ((void *const *) target_data + 1)
			  : target_data);
      img->host_table = host_table;
      pthread_mutex_lock (&lock);
      img->next = images;
      images = img;
      pthread_mutex_unlock (&lock);
    }

  if (!next)
    {
      next = (void (*) (unsigned, const void *, int, const void *))
	dlsym (RTLD_NEXT, "GOMP_offload_register_ver");
      if (!next)
	ompm_counters_fatal ("GOMP_offload_register_ver not found in libgomp: %s",
			     dlerror ());
    }
  next (version, host_table, target_type, target_data);
}

/* Device addresses of functions (ompm_hostemu_function_address): one
   thunk per host function, in memory shared with the children that run
   regions (so that their calls count), each

     lock incq calls(%rip)	f0 48 ff 05 <rel32>	its chunk's counter
     movabs $fn, %r11		49 bb <imm64>
     jmp *%r11			41 ff e3

   (r11 is free at a call; rax carries a variadic call's vector count;
   the lock prefix keeps the count of threads calling at once).
   Found again through an open-addressing table by host address.  */

#define THUNK_SIZE 32
#define THUNKS_PER_CHUNK 4096
#define THUNK_CODE_BYTES (THUNK_SIZE * THUNKS_PER_CHUNK)
#define THUNK_COUNTER_PAGE 4096

/* Each chunk: its thunks, then its counter of calls on a page of its
   own (in reach of the thunks' rel32; a store near code being run would
   flush the pipeline at each call).  */
static unsigned char **thunk_chunks;
static size_t n_thunk_chunks;
static size_t thunk_chunk_used = THUNKS_PER_CHUNK;
static void **thunk_keys, **thunk_values;
static size_t thunk_slots, thunk_count;

static size_t
thunk_slot (void *fn, void **keys, size_t slots)
{
  size_t i = (((uintptr_t) fn >> 2) * 0x9e3779b97f4a7c15ULL >> 32)
	     & (slots - 1);
  while (keys[i] && keys[i] != fn)
    i = (i + 1) & (slots - 1);
  return i;
}

EXPORT void *
ompm_hostemu_function_address (void *fn)
{
#ifndef __x86_64__
  /* Thunks are x86-64 code.  */
  return fn;
#endif
  /* OMPMAPPER_HOSTEMU_THUNKS=0: the host's address (make bench times
     the lookup without the thunk's own cost).  */
  static int off = -1;
  if (off < 0)
    {
      const char *env = getenv ("OMPMAPPER_HOSTEMU_THUNKS");
      off = env && strcmp (env, "0") == 0;
    }
  if (!fn || off)
    return fn;
  pthread_mutex_lock (&lock);
  if (2 * (thunk_count + 1) > thunk_slots)
    {
      size_t slots = thunk_slots ? 2 * thunk_slots : 1024;
      void **keys = calloc (slots, sizeof *keys);
      void **values = calloc (slots, sizeof *values);
      if (!keys || !values)
	ompm_counters_fatal ("out of memory");
      for (size_t i = 0; i < thunk_slots; i++)
	if (thunk_keys[i])
	  {
	    size_t j = thunk_slot (thunk_keys[i], keys, slots);
	    keys[j] = thunk_keys[i];
	    values[j] = thunk_values[i];
	  }
      free (thunk_keys);
      free (thunk_values);
      thunk_keys = keys;
      thunk_values = values;
      thunk_slots = slots;
    }
  size_t i = thunk_slot (fn, thunk_keys, thunk_slots);
  if (!thunk_keys[i])
    {
      if (thunk_chunk_used == THUNKS_PER_CHUNK)
	{
	  unsigned char *chunk = mmap (NULL,
				       THUNK_CODE_BYTES + THUNK_COUNTER_PAGE,
				       PROT_READ | PROT_WRITE | PROT_EXEC,
				       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	  unsigned char **chunks = realloc (thunk_chunks, (n_thunk_chunks + 1)
						       * sizeof *chunks);
	  if (chunk == MAP_FAILED || !chunks)
	    ompm_counters_fatal ("cannot map function thunks: %s",
				 strerror (errno));
	  chunks[n_thunk_chunks++] = chunk;
	  thunk_chunks = chunks;
	  thunk_chunk_used = 0;
	}
      unsigned char *chunk = thunk_chunks[n_thunk_chunks - 1];
      unsigned char *t = chunk + THUNK_SIZE * thunk_chunk_used++;
      int32_t rel = (int32_t) (chunk + THUNK_CODE_BYTES - (t + 8));
      t[0] = 0xf0, t[1] = 0x48, t[2] = 0xff, t[3] = 0x05;
      memcpy (t + 4, &rel, 4);
      uint64_t target = (uintptr_t) fn;
      t[8] = 0x49, t[9] = 0xbb;
      memcpy (t + 10, &target, 8);
      t[18] = 0x41, t[19] = 0xff, t[20] = 0xe3;
      thunk_keys[i] = fn;
      thunk_values[i] = t;
      thunk_count++;
    }
  void *thunk = thunk_values[i];
  pthread_mutex_unlock (&lock);
  return thunk;
}

EXPORT unsigned long long
ompm_hostemu_thunk_calls (void)
{
  unsigned long long total = 0;
  pthread_mutex_lock (&lock);
  for (size_t c = 0; c < n_thunk_chunks; c++)
    total += __atomic_load_n ((unsigned long long *) (thunk_chunks[c]
						     + THUNK_CODE_BYTES),
			      __ATOMIC_RELAXED);
  pthread_mutex_unlock (&lock);
  return total;
}

/* The host table registered for TARGET_DATA, or NULL.  */

static void *const *
find_host_table (const void *target_data)
{
  void *const *table = NULL;
  pthread_mutex_lock (&lock);
  for (struct image *img = images; img; img = img->next)
    if (img->target_data == target_data)
      {
	table = img->host_table;
	break;
      }
  pthread_mutex_unlock (&lock);
  return table;
}

/* The interface's version that the running libgomp wants.  */

static unsigned
plugin_version (void)
{
  static unsigned version;
  unsigned v = __atomic_load_n (&version, __ATOMIC_RELAXED);
  if (!v)
    {
      v = ompm_libgomp_plugin_version (ompm_libgomp_release ());
      __atomic_store_n (&version, v, __ATOMIC_RELAXED);
    }
  return v;
}

EXPORT unsigned
GOMP_OFFLOAD_version (void)
{
  return plugin_version ();
}

EXPORT const char *
GOMP_OFFLOAD_get_name (void)
{
  return "hostemu";
}

EXPORT unsigned int
GOMP_OFFLOAD_get_caps (void)
{
  return GOMP_OFFLOAD_CAP_OPENMP_400;
}

EXPORT int
GOMP_OFFLOAD_get_type (void)
{
  return OFFLOAD_TARGET_TYPE_NVIDIA_PTX;
}

/* REQUIRES (libgomp 13 and after; GCC 12's libgomp passes nothing):
   the program's requires directives.  The emulated device's memory is
   its own, in the host's address space: unified_address and
   dynamic_allocators it fulfils; unified_shared_memory, self_maps and
   reverse_offload it does not, and says so as libgomp's nvptx plugin
   does, with -1 (devices there, not usable by this program).  */
#define OMPM_REQUIRES_UNIFIED_ADDRESS 0x10
#define OMPM_REQUIRES_DYNAMIC_ALLOCATORS 0x40
#define OMPM_REQUIRES_TARGET_USED 0x200

EXPORT int
GOMP_OFFLOAD_get_num_devices (unsigned int requires)
{
  int n = device_count ();
  if (plugin_version () >= 2 && n > 0
      && (requires & ~(OMPM_REQUIRES_UNIFIED_ADDRESS
		       | OMPM_REQUIRES_DYNAMIC_ALLOCATORS
		       | OMPM_REQUIRES_TARGET_USED)) != 0)
    return -1;
  return n;
}

EXPORT bool
GOMP_OFFLOAD_init_device (int ord)
{
  device (ord);
  return true;
}

/* With OMPMAPPER_HOSTEMU_STATS set, print what device ORD did.  */

EXPORT bool
GOMP_OFFLOAD_fini_device (int ord)
{
  struct device *dev = device (ord);
  const char *env = getenv ("OMPMAPPER_HOSTEMU_STATS");
  /* A kernel that calls exit runs libgomp's exit handlers in its child,
     which knows nothing the program does not.  */
  if (in_kernel_child)
    return true;
  if (env && *env && strcmp (env, "0") != 0)
    ompm_counters_print (ord, &dev->counters);
  return true;
}

/* Return in *TARGET_TABLE the device addresses of the functions and
   variables of the image TARGET_DATA, in the order of its host table:
   a kernel's address is its host function's, which is what run calls.
   Return the number of entries, or -1.  From libgomp 13 on, no table of
   reverse offload functions (REV_FN_TABLE: the emulated device does not
   offer reverse offload) and, from 14 on, the indirect functions' host
   addresses (HOST_IND_FN_TABLE), which are their device addresses too
   (GOMP_target_map_indirect_ptr in a kernel is host libgomp's, which
   returns its argument): neither is read.  */

EXPORT int
GOMP_OFFLOAD_load_image (int ord, unsigned version, const void *target_data,
			 struct addr_pair **target_table,
			 uint64_t **rev_fn_table, uint64_t *host_ind_fn_table)
{
  (void) rev_fn_table;
  (void) host_ind_fn_table;
  struct device *dev = device (ord);
  void *const *host_table = find_host_table (target_data);
  if (!host_table)
    {
      hostemu_error ("an image was loaded whose host table is unknown; run "
		     "the program under ompmapper-hostemu, which preloads "
		     "this library");
      return -1;
    }
  if (version >> 16 > plugin_version ())
    {
      hostemu_error ("image version %u is newer than this plugin", version);
      return -1;
    }

  void **funcs = (void **) host_table[0];
  void **funcs_end = (void **) host_table[1];
  void **vars = (void **) host_table[2];
  void **vars_end = (void **) host_table[3];
  size_t n_funcs = funcs_end - funcs;
  size_t n_vars = (vars_end - vars) / 2;

  /* libgomp frees the table with free.  Its last entry is for the
     device's copy of libgomp's ICVs (GCC 12: the device number
     variable), which the emulated device has none of: zero, which
     libgomp 12 to 15 accept as absent and libgomp 16 wants there.  */
  struct addr_pair *pairs = calloc (n_funcs + n_vars + 1, sizeof *pairs);
  if (!pairs)
    return -1;
  for (size_t i = 0; i < n_funcs; i++)
    {
      pairs[i].start = (uintptr_t) funcs[i];
      pairs[i].end = pairs[i].start + 1;
    }

  /* Kernels are host code and read host globals, so a "declare target"
     variable lives in host memory on the device too.  A "link" variable
     (the top bit of its size set) is different: libgomp stores the device
     address of the mapped object into its slot, which must not be the
     host variable itself.  */
  const uintptr_t link_bit = (uintptr_t) 1 << (sizeof (uintptr_t) * 8 - 1);
  for (size_t i = 0; i < n_vars; i++)
    {
      uintptr_t addr = (uintptr_t) vars[2 * i];
      uintptr_t size = (uintptr_t) vars[2 * i + 1];
      struct addr_pair *p = &pairs[n_funcs + i];
      if (size & link_bit)
	{
	  void *slot = calloc (1, sizeof (void *));
	  pthread_mutex_lock (&lock);
	  void **slots = realloc (dev->link_slots,
				  (dev->n_link_slots + 1) * sizeof *slots);
	  if (!slot || !slots)
	    ompm_counters_fatal ("out of memory");
	  slots[dev->n_link_slots++] = slot;
	  dev->link_slots = slots;
	  pthread_mutex_unlock (&lock);
	  p->start = (uintptr_t) slot;
	  p->end = p->start + sizeof (void *);
	}
      else
	{
	  p->start = addr;
	  p->end = addr + size;
	}
    }
  struct loaded_image *li = malloc (sizeof *li);
  if (!li)
    {
      free (pairs);
      return -1;
    }
  li->target_data = target_data;
  li->host_table = host_table;
  li->users = 0;
  pthread_mutex_lock (&lock);
  li->next = dev->loaded;
  dev->loaded = li;
  pthread_mutex_unlock (&lock);

  *target_table = pairs;
  return n_funcs + n_vars + 1;
}

EXPORT bool
GOMP_OFFLOAD_unload_image (int ord, unsigned version, const void *target_data)
{
  struct device *dev = device (ord);
  (void) version;
  pthread_mutex_lock (&lock);
  for (struct loaded_image **p = &dev->loaded; *p; p = &(*p)->next)
    if ((*p)->target_data == target_data)
      {
	struct loaded_image *li = *p;
	*p = li->next;
	/* Kernels of other threads may still copy its variables.  */
	while (li->users)
	  pthread_cond_wait (&image_released, &lock);
	free (li);
	break;
      }
  pthread_mutex_unlock (&lock);
  return true;
}

/* Reserve the arena: as large as the system lets us, from ARENA_MAX_SIZE
   (or OMPMAPPER_HOSTEMU_ARENA_MB mebibytes, rounded down to a power of
   two: valgrind takes seconds per GiB reserved) down to
   ARENA_MIN_SIZE.  */

static void
arena_init (void)
{
  size_t first = ARENA_MAX_SIZE;
  const char *env = getenv ("OMPMAPPER_HOSTEMU_ARENA_MB");
  if (env && *env)
    {
      char *end;
      unsigned long long mb = strtoull (env, &end, 10);
      if (*end || mb < (ARENA_MIN_SIZE >> 20))
	ompm_counters_fatal ("OMPMAPPER_HOSTEMU_ARENA_MB=%s: not a number of "
			     "mebibytes of at least %zu", env,
			     (size_t) (ARENA_MIN_SIZE >> 20));
      while (first > ARENA_MIN_SIZE && (first >> 20) > mb)
	first /= 2;
    }
  for (size_t size = first; size >= ARENA_MIN_SIZE; size /= 2)
    {
      void *p = mmap (NULL, size, PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (p != MAP_FAILED)
	{
	  /* A core dump would write out all the reserved range.  */
	  madvise (p, size, MADV_DONTDUMP);
	  arena_base = p;
	  arena_size = size;
	  return;
	}
    }
  ompm_counters_fatal ("cannot reserve device memory: %s", strerror (errno));
}

/* The size class of a block whose header and user part take TOTAL
   bytes: the log2 of TOTAL rounded up to a power of two.  */

static unsigned int
size_class (size_t total)
{
  unsigned int c = MIN_CLASS;
  while (c < N_CLASSES - 1 && ((size_t) 1 << c) < total)
    c++;
  return c;
}

/* A block of the arena with room for SIZE user bytes, its header filled
   in for device ORD (-1: hostemu's own), or NULL if the arena is full.
   The user part is not initialized.  */

static struct block_header *
arena_alloc (int ord, size_t size)
{
  pthread_once (&arena_once, arena_init);
  if (in_kernel_child)
    ompm_counters_fatal ("device %d: a kernel cannot allocate device memory",
			 ord);
  if (size > arena_size - sizeof (struct block_header))
    return NULL;
  unsigned int c = size_class (sizeof (struct block_header) + size);
  size_t bytes = (size_t) 1 << c;
  size_t align = bytes < 4096 ? bytes : 4096;
  struct block_header *h;

  pthread_mutex_lock (&arena_lock);
  h = free_lists[c];
  if (h)
    free_lists[c] = h->next;
  else
    {
      size_t start = (arena_top + align - 1) & ~(align - 1);
      if (start > arena_size || arena_size - start < bytes)
	{
	  pthread_mutex_unlock (&arena_lock);
	  return NULL;
	}
      h = (struct block_header *) (arena_base + start);
      arena_top = start + bytes;
    }
  h->magic = BLOCK_MAGIC;
  pthread_mutex_unlock (&arena_lock);
  h->size = size;
  h->device = ord;
  h->size_class = c;
  h->next = NULL;
  return h;
}

/* The header of PTR if PTR can be the user part of a block of the arena,
   live or not, else NULL.  */

static struct block_header *
arena_block (void *ptr)
{
  uintptr_t p = (uintptr_t) ptr, base = (uintptr_t) arena_base;
  if (!arena_base || p < base + sizeof (struct block_header)
      || p >= base + arena_size
      || (p - base) % sizeof (struct block_header) != 0)
    return NULL;
  return (struct block_header *) ptr - 1;
}

/* Put H, a live block, on its free list.  */

static void
arena_free (struct block_header *h)
{
  if (in_kernel_child)
    ompm_counters_fatal ("device %d: a kernel cannot free device memory",
			 h->device);
  pthread_mutex_lock (&arena_lock);
  h->magic = BLOCK_FREED;
  h->next = free_lists[h->size_class];
  free_lists[h->size_class] = h;
  pthread_mutex_unlock (&arena_lock);
}

/* Allocate SIZE bytes of device memory on device ORD, filled with
   OMPM_POISON.  */

EXPORT void *
GOMP_OFFLOAD_alloc (int ord, size_t size)
{
  struct device *dev = device (ord);
  struct block_header *h = arena_alloc (ord, size);
  if (!h)
    {
      hostemu_error ("device %d: cannot allocate %zu bytes", ord, size);
      return NULL;
    }
  memset (h + 1, OMPM_POISON, size);
  ompm_count_alloc (&dev->counters, size);
  return h + 1;
}

/* Free PTR, a block that GOMP_OFFLOAD_alloc returned for device ORD.  */

EXPORT bool
GOMP_OFFLOAD_free (int ord, void *ptr)
{
  struct device *dev = device (ord);
  if (!ptr)
    return true;
  struct block_header *h = arena_block (ptr);
  if (!h || h->magic != BLOCK_MAGIC || h->device != ord)
    {
      hostemu_error ("device %d: free of %p, which is not a live block of "
		     "this device%s", ord, ptr,
		     h && h->magic == BLOCK_FREED ? " (freed twice)" : "");
      return false;
    }
  memset (ptr, OMPM_FREED, h->size);
  arena_free (h);
  ompm_count_free (&dev->counters);
  return true;
}

EXPORT bool
GOMP_OFFLOAD_host2dev (int ord, void *dst, const void *src, size_t n)
{
  struct device *dev = device (ord);
  memmove (dst, src, n);
  ompm_count_host2dev (&dev->counters, n);
  return true;
}

EXPORT bool
GOMP_OFFLOAD_dev2host (int ord, void *dst, const void *src, size_t n)
{
  struct device *dev = device (ord);
  memmove (dst, src, n);
  ompm_count_dev2host (&dev->counters, n);
  return true;
}

EXPORT bool
GOMP_OFFLOAD_dev2dev (int ord, void *dst, const void *src, size_t n)
{
  device (ord);
  memmove (dst, src, n);
  return true;
}

/* omp_target_memset on device ORD (libgomp 16 and after want it).  */

EXPORT bool
GOMP_OFFLOAD_memset (int ord, void *ptr, int val, size_t n)
{
  device (ord);
  memset (ptr, val, n);
  return true;
}

/* Whether kernels run in a child process: unless OMPMAPPER_HOSTEMU_FORK
   is 0.  Read at the first kernel, so that a program may set it before
   its first target region.  */

static bool
fork_kernels (void)
{
  static int fork_mode = -1;
  int mode = __atomic_load_n (&fork_mode, __ATOMIC_RELAXED);
  if (mode < 0)
    {
      const char *env = getenv ("OMPMAPPER_HOSTEMU_FORK");
      mode = !(env && strcmp (env, "0") == 0);
      if (env && *env && strcmp (env, "0") != 0 && strcmp (env, "1") != 0)
	hostemu_error ("OMPMAPPER_HOSTEMU_FORK=%s is neither 0 nor 1; "
		       "using 1", env);
      __atomic_store_n (&fork_mode, mode, __ATOMIC_RELAXED);
    }
  return mode;
}

/* A declare target variable of an image: host address and size.  */

struct var_span
{
  unsigned char *addr;
  size_t size;
};

/* A kernel launch: host function FN with the device argument block VARS
   on device ORD.  In a child process, the variables SPANS (N_SPANS of
   them, SPAN_BYTES together) are copied into BEFORE when the child
   starts and into AFTER when the kernel is done; then the child sets
   *DONE.  Both buffers and *DONE are in the arena, which the child
   shares; STATUS is what waitpid said of the child, or -1 if it could
   not be waited for (WAIT_ERRNO says why).  */

struct launch
{
  void (*fn) (void *);
  void *vars;
  int ord;
  struct var_span *spans;
  size_t n_spans;
  struct loaded_image **images;	/* Whose variables SPANS are.  */
  size_t n_images;
  size_t span_bytes;
  unsigned char *before;
  unsigned char *after;
  volatile int *done;
  int fork_errno;
  int status;
  int wait_errno;
};

static void *
kernel_thread (void *arg)
{
  struct launch *l = arg;
  l->fn (l->vars);
  return NULL;
}

/* Copy the variables of L into BUF.  */

static void
copy_spans (const struct launch *l, unsigned char *buf)
{
  for (size_t i = 0; i < l->n_spans; i++)
    {
      memcpy (buf, l->spans[i].addr, l->spans[i].size);
      buf += l->spans[i].size;
    }
}

/* Store into the host variables of L the bytes the kernel changed: those
   where AFTER differs from BEFORE.  The other bytes keep what the host
   holds now, which a host thread may have changed while the kernel
   ran.  */

static void
merge_spans (const struct launch *l)
{
  const unsigned char *before = l->before, *after = l->after;
  for (size_t i = 0; i < l->n_spans; i++)
    {
      size_t size = l->spans[i].size;
      if (memcmp (before, after, size) != 0)
	for (size_t j = 0; j < size; j++)
	  if (before[j] != after[j])
	    l->spans[i].addr[j] = after[j];
      before += size;
      after += size;
    }
}

/* The body of a kernel's thread in fork mode: fork; the child runs the
   kernel and exits, the thread waits for it.

   The thread is a fresh one, as in thread mode, so that the child's only
   thread has no OpenMP state of its own: libgomp starts a new pool in the
   child for a parallel region of the kernel.

   Output: the host's pending stdio output is written before the fork, so
   that it comes before the kernel's; the child drops what it inherited in
   stdout's and stderr's buffers (another thread may have written there
   since) and writes what the kernel printed before it exits.  (glibc's
   fork holds the list of streams and resets every stream's lock in the
   child, so a stream that another thread held at the fork is free
   there.)  */

static void *
fork_thread (void *arg)
{
  struct launch *l = arg;

  fflush (NULL);
  pid_t pid = fork ();
  if (pid == 0)
    {
      /* L is on the stack of the thread that launched the kernel, which
	 the child does not have: glibc hands such stacks to the child's
	 new threads.  */
      struct launch c = *l;
      __fpurge (stdout);
      __fpurge (stderr);
      in_kernel_child = 1;
      copy_spans (&c, c.before);
      c.fn (c.vars);
      copy_spans (&c, c.after);
      fflush (stdout);
      fflush (stderr);
      *c.done = 1;
      _exit (0);
    }
  if (pid < 0)
    {
      l->fork_errno = errno;
      return NULL;
    }

  l->status = -1;
  l->wait_errno = 0;
  while (waitpid (pid, &l->status, 0) < 0)
    if (errno != EINTR)
      {
	l->status = -1;
	l->wait_errno = errno;
	break;
      }
  return NULL;
}

/* End the program after the child of a kernel on device ORD failed with
   waitpid's STATUS: with the child's signal or exit status, so that the
   program fails as the kernel did.  */

static void __attribute__ ((noreturn))
kernel_failed (int ord, int status)
{
  if (WIFSIGNALED (status))
    {
      int sig = WTERMSIG (status);
      hostemu_error ("device %d: the kernel was killed by signal %d (%s)",
		     ord, sig, strsignal (sig));
      fflush (NULL);
      /* The child has dumped its core if it could: the program's would
	 only show this function.  */
      struct rlimit no_core = { 0, 0 };
      setrlimit (RLIMIT_CORE, &no_core);
      sigset_t set;
      sigemptyset (&set);
      sigaddset (&set, sig);
      signal (sig, SIG_DFL);
      pthread_sigmask (SIG_UNBLOCK, &set, NULL);
      raise (sig);
      _exit (128 + sig);
    }
  int code = WIFEXITED (status) ? WEXITSTATUS (status) : EXIT_FAILURE;
  hostemu_error ("device %d: the kernel exited with status %d", ord, code);
  exit (code);
}

/* Run L in a child process and wait for it; copy back what it changed in
   declare target variables.  */

static void
run_forked (struct launch *l)
{
  struct device *dev = device (l->ord);

  /* The variables of the images loaded on the device.  */
  size_t n = 0, n_images = 0;
  pthread_mutex_lock (&lock);
  for (struct loaded_image *li = dev->loaded; li; li = li->next)
    {
      n += ((void **) li->host_table[3] - (void **) li->host_table[2]) / 2;
      n_images++;
    }
  l->spans = malloc ((n ? n : 1) * sizeof *l->spans);
  l->images = malloc ((n_images ? n_images : 1) * sizeof *l->images);
  if (!l->spans || !l->images)
    ompm_counters_fatal ("out of memory");
  l->n_images = 0;
  for (struct loaded_image *li = dev->loaded; li; li = li->next)
    {
      li->users++;
      l->images[l->n_images++] = li;
    }
  const uintptr_t link_bit = (uintptr_t) 1 << (sizeof (uintptr_t) * 8 - 1);
  l->n_spans = 0;
  l->span_bytes = 0;
  for (struct loaded_image *li = dev->loaded; li; li = li->next)
    {
      void **vars = (void **) li->host_table[2];
      void **vars_end = (void **) li->host_table[3];
      for (; vars < vars_end; vars += 2)
	{
	  struct var_span *v = &l->spans[l->n_spans++];
	  v->addr = vars[0];
	  v->size = (uintptr_t) vars[1] & ~link_bit;
	  l->span_bytes += v->size;
	}
    }
  pthread_mutex_unlock (&lock);

  /* DONE, BEFORE and AFTER, in the arena.  */
  struct block_header *h = arena_alloc (-1, 64 + 2 * l->span_bytes);
  if (!h)
    ompm_counters_fatal ("device %d: no device memory left to start a kernel",
			 l->ord);
  l->done = (volatile int *) (h + 1);
  *l->done = 0;
  l->before = (unsigned char *) (h + 1) + 64;
  l->after = l->before + l->span_bytes;
  l->fork_errno = 0;

  pthread_t thread;
  int err = pthread_create (&thread, NULL, fork_thread, l);
  if (err)
    ompm_counters_fatal ("device %d: cannot start a kernel thread: %s", l->ord,
			 strerror (err));
  pthread_join (thread, NULL);
  if (l->fork_errno)
    ompm_counters_fatal ("device %d: cannot fork a process for a kernel: %s",
			 l->ord, strerror (l->fork_errno));

  /* A child that someone else waited for (or with SIGCHLD ignored, that
     no one can wait for) has still said whether the kernel returned.  */
  bool ok = *l->done;
  if (l->status != -1
      && (!WIFEXITED (l->status) || WEXITSTATUS (l->status) != 0 || !ok))
    kernel_failed (l->ord, l->status);
  if (!ok)
    ompm_counters_fatal ("device %d: the kernel's process was lost: %s",
			 l->ord, strerror (l->wait_errno));
  merge_spans (l);
  arena_free (h);
  free (l->spans);
  pthread_mutex_lock (&lock);
  for (size_t i = 0; i < l->n_images; i++)
    l->images[i]->users--;
  pthread_cond_broadcast (&image_released);
  pthread_mutex_unlock (&lock);
  free (l->images);
}

/* Run kernel FN_PTR on device ORD with the argument block VARS, and wait
   for it.  The kernel gets a thread of its own, as a kernel on a GPU has
   its own threads: OpenMP state of the launching thread (its team, its
   nesting level) does not leak into the region; in fork mode the thread
   forks and the kernel runs in the child (run_forked).  ARGS (num_teams,
   thread_limit) are left to the host runtime's defaults.  */

EXPORT void
GOMP_OFFLOAD_run (int ord, void *fn_ptr, void *vars, void **args)
{
  struct device *dev = device (ord);
  struct launch l = { .fn = (void (*) (void *)) fn_ptr, .vars = vars,
		      .ord = ord };
  (void) args;
  ompm_count_kernel (&dev->counters);
  if (fork_kernels ())
    {
      run_forked (&l);
      return;
    }

  pthread_t thread;
  int err = pthread_create (&thread, NULL, kernel_thread, &l);
  if (err)
    ompm_counters_fatal ("device %d: cannot start a kernel thread: %s", ord,
			 strerror (err));
  pthread_join (thread, NULL);
}

/* The counters of device ORD, for tests and benchmarks (hostemu.h).  */

EXPORT int
ompm_hostemu_get_counters (int ord, struct ompm_hostemu_counters *out)
{
  if (ord < 0 || ord >= device_count ())
    return -1;
  ompm_counters_read (&devices[ord].counters, out);
  return 0;
}
