/* What goes to the device and back is what the mapper maps: the bytes
   between heap blocks (malloc's own) do not travel, in pool mode as in
   the exact way (which also writes each attached pointer again), and
   each block is as aligned on the device as on the host.  A pointer into a block that a target region looks up, and
   use_device_ptr of it, find the block's device data without the pool
   being handed to libgomp (no allocation); libgomp knows the block
   while it is mapped, and not after.  The bytes after a block, in its
   heap chunk, are not present.  */
/* { dg-do run } */

#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include "section-1.h"
#include "gompx.h"

struct rec
{
  int len;
  double *v;
  char *tag;
};

#pragma omp declare mapper (struct rec r) \
  map(tofrom: r, r.v[0:r.len], r.tag[0:3])

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
      for (int k = 0; k < r[i].len; k++)
	r[i].v[k] = i + k;
      r[i].tag[0] = 'a';
      r[i].tag[1] = (char) ('a' + i % 26);
      r[i].tag[2] = 0;
      payload += r[i].len * sizeof (double) + 3;
    }

  /* Up to 7 bytes of padding before each of the 2 * N blocks in pool
     mode (the device keeps the host's alignment mod 8), the 2 * N
     pointers written again the exact way; a heap chunk's own bytes after
     a block of 3 or of 8 * LEN bytes are at least 13.  */
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
  if (omp_target_is_present (r[7].tag + 3, dev)
      || !omp_target_is_present (r[7].tag + 2, dev))
    abort ();

  int misaligned = 0;
#pragma omp target map(tofrom: misaligned)
  for (int i = 0; i < N; i++)
    {
      if ((uintptr_t) r[i].v % __alignof__ (double))
	misaligned++;
      for (int k = 0; k < r[i].len; k++)
	r[i].v[k] *= 2;
      r[i].tag[0] = 'X';
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
  if (!libgomp_is_present (v5, dev) || !program_is_present (v5 + 0, dev))
    abort ();

  /* use_device_ptr of it: its device address, where the device's data
     is.  */
  double *dv = NULL, back = 0;
#pragma omp target data use_device_ptr(v5)
  dv = v5;
  if (!dv || dv == r[5].v
      || omp_target_memcpy (&back, dv, sizeof back, 0, 0,
			    omp_get_initial_device (), dev)
      || back != -1)
    abort ();
  c0 = device_counters ();
  if (c0.allocs != c1.allocs)
    abort ();

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
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < r[i].len; k++)
	if (r[i].v[k] != (i == 5 && k == 0 ? -1 : 2 * (i + k)))
	  abort ();
      if (r[i].tag[0] != 'X' || r[i].tag[1] != 'a' + i % 26)
	abort ();
    }
  if (libgomp_is_present (v5, dev) || omp_target_is_present (v5, dev)
      || omp_target_is_present (r, dev))
    abort ();
  printf ("packed ok\n");
  return 0;
}

/* { dg-output "packed ok" } */
