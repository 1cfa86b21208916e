/* What goes to the device and back is what the mapper maps: the bytes
   between heap blocks (malloc's own) do not travel, in pool mode as in
   the exact way (which also writes each attached pointer again), and
   each block is as aligned on the device as on the host, 32-byte
   alignment too.  A pointer into a block that a target region looks
   up, and use_device_ptr of it or of a pointer one past the block, find
   the block's device data without the pool being handed to libgomp (no
   allocation); libgomp knows the block while it is mapped (its target
   update of it is right), and not after, also when other blocks of the
   section stay mapped.  The bytes
   after a block, in its heap chunk, are not present.  */
/* { dg-do run } */

#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include "section-1.h"
#include "gompx.h"

struct wide
{
  double x[4];
} __attribute__ ((aligned (32)));

struct rec
{
  int len;
  double *v;
  char *tag;
  struct wide *w;
};

#pragma omp declare mapper (struct rec r) \
  map(tofrom: r, r.v[0:r.len], r.tag[0:3])
#pragma omp declare mapper (wide: struct rec r) \
  map(tofrom: r, r.v[0:r.len], r.tag[0:3], r.w[0:1])

#define N 64

int
main (void)
{
  int dev = omp_get_default_device ();
  struct rec *r = malloc (N * sizeof *r);
  unsigned long long payload = N * sizeof *r;
  for (int i = 0; i < N; i++)
    {
      r[i].len = 1 + i % 5;
      r[i].v = malloc (r[i].len * sizeof (double));
      r[i].tag = malloc (3);
      r[i].w = aligned_alloc (32, sizeof (struct wide));
      for (int k = 0; k < r[i].len; k++)
	r[i].v[k] = i + k;
      r[i].tag[0] = 'a';
      r[i].tag[1] = (char) ('a' + i % 26);
      r[i].tag[2] = 0;
      r[i].w->x[3] = i;
      payload += r[i].len * sizeof (double) + 3;
    }

  /* A round trip through the default mapper.  Up to 7 + 7 bytes of
     padding before an element's blocks in pool mode (the device keeps
     the host's alignment mod 8), the 2 pointers written again the exact
     way; the heap chunks' own bytes after an element's blocks are more
     (at least 8 + 29).  */
  int pooled = GOMPX_map_pool (1);
  GOMPX_map_pool (pooled);
  unsigned long long most = payload + (pooled ? 14 : 16) * N;
  struct ompm_hostemu_counters c0 = device_counters ();
#pragma omp target enter data map(to: r[0:N])
  struct ompm_hostemu_counters c1 = device_counters ();
  unsigned long long up = c1.host2dev_bytes - c0.host2dev_bytes;
  if (up < payload || up > most)
    {
      fprintf (stderr, "enter moved %llu bytes for %llu mapped\n", up,
	       payload);
      abort ();
    }
  c0 = device_counters ();
#pragma omp target exit data map(from: r[0:N])
  c1 = device_counters ();
  unsigned long long down = c1.dev2host_bytes - c0.dev2host_bytes;
  if (down < payload || down > most)
    {
      fprintf (stderr, "exit moved %llu bytes for %llu mapped\n", down,
	       payload);
      abort ();
    }

  /* Through the mapper with the 32-byte-aligned blocks.  */
#pragma omp target enter data map(mapper(wide), to: r[0:N])
  if (omp_target_is_present (r[7].tag + 3, dev)
      || !omp_target_is_present (r[7].tag + 2, dev))
    abort ();

  int misaligned = 0;
#pragma omp target map(tofrom: misaligned) map(mapper(wide), tofrom: r[0:N])
  for (int i = 0; i < N; i++)
    {
      if ((uintptr_t) r[i].v % __alignof__ (double)
	  || (uintptr_t) r[i].w % 32)
	misaligned++;
      for (int k = 0; k < r[i].len; k++)
	r[i].v[k] *= 2;
      r[i].tag[0] = 'X';
      r[i].w->x[3] += 0.5;
    }
  if (misaligned)
    abort ();

  /* A pointer into a block, looked up by a target region.  */
  double *v5 = r[5].v, got = 0;
  c0 = device_counters ();
#pragma omp target map(from: got)
  {
    got = v5[0];
    v5[0] = -1;
  }
  c1 = device_counters ();
  if (got != 10 || c1.allocs - c0.allocs > 1)
    abort ();
  if (!libgomp_is_present (v5, dev) || !program_is_present (v5, dev))
    abort ();

  /* use_device_ptr of it: its device address, where the device's data
     is; of a pointer one past it, libgomp finds the block by its last
     byte.  */
  double *dv = NULL, *end5 = r[5].v + r[5].len, *dend = NULL, back = 0;
#pragma omp target data use_device_ptr(v5, end5)
  {
    dv = v5;
    dend = end5;
  }
  if (!dv || dv == r[5].v || dend != dv + r[5].len
      || omp_target_memcpy (&back, dv, sizeof back, 0, 0,
			    omp_get_initial_device (), dev)
      || back != -1)
    abort ();
  /* Updates by hand of the block libgomp now knows.  */
  r[5].v[0] = 123;
#pragma omp target update from(v5[0:1])
  if (r[5].v[0] != -1)
    abort ();
  r[5].v[0] = -2;
#pragma omp target update to(v5[0:1])
  r[5].v[0] = 0;
  c0 = device_counters ();
  if (c0.allocs != c1.allocs)
    abort ();

  /* Elements 0 to 3 held twice; a block of element 9 looked up, and
     gone with the section while those four stay.  */
  int four = 4;
#pragma omp target enter data map(mapper(wide), to: r[0:four])
  double *v9 = r[9].v;
#pragma omp target map(from: got)
  got = v9[0];
  if (got != 18 || !libgomp_is_present (v9, dev))
    abort ();
#pragma omp target exit data map(mapper(wide), from: r[0:N])
  if (libgomp_is_present (v9, dev) || omp_target_is_present (v9, dev)
      || !omp_target_is_present (r[2].v, dev) || r[9].v[0] != 18
      || r[9].w->x[3] != 9.5 || r[2].v[0] != 2)
    abort ();
#pragma omp target exit data map(mapper(wide), from: r[0:four])
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < r[i].len; k++)
	if (r[i].v[k] != (i == 5 && k == 0 ? -2 : 2 * (i + k)))
	  abort ();
      if (r[i].tag[0] != 'X' || r[i].tag[1] != 'a' + i % 26
	  || r[i].w->x[3] != i + 0.5)
	abort ();
    }
  if (libgomp_is_present (v5, dev) || omp_target_is_present (v5, dev)
      || omp_target_is_present (r, dev))
    abort ();

  printf ("packed ok\n");
  return 0;
}

/* { dg-output "packed ok" } */
