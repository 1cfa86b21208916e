/* Pool mode (GOMPX_map_pool), the default unless GOMPX_MAP_POOL=0
   says otherwise: a mapper on an array section maps what the
   elements point to in one device block of libgompx's, with libgomp's
   reference counting per block: data moves only when the section is
   new, comes back with its last reference (delete: at once), target
   update and regions through the mapper see the same device data, the
   device block of a pool is kept for the next one (until given back),
   pools outlive turning the mode off, and a section whose
   data libgomp has mapped already goes the exact way.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include <string.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 50
#define LEN 4

int
main (void)
{
  int dev = omp_get_default_device ();
  /* On unless the environment says GOMPX_MAP_POOL=0 (the exact run of
     run.exp).  */
  const char *env = getenv ("GOMPX_MAP_POOL");
  int by_default = !env || strcmp (env, "0") != 0;
#ifdef OMPM_EXACT_MODE
  if (by_default)
    abort ();
#else
  if (!by_default)
    abort ();
#endif
  if (GOMPX_map_pool (1) != by_default)
    abort ();

  struct elt *p = make_elts (N, LEN, 3);
  int *ptrs[N];
  for (int i = 0; i < N; i++)
    ptrs[i] = p[i].d;
  int n = N;

  struct ompm_hostemu_counters c0 = device_counters ();
  struct ompm_hostemu_calls k0 = gomp_calls ();
#pragma omp target enter data map(to: p[0:n])
  struct ompm_hostemu_counters c1 = device_counters ();
  struct ompm_hostemu_calls k1 = gomp_calls ();
  /* One mapping call; two device blocks, the section and the pool (the
     exact way makes N + 1).  */
  if (k1.enter_exit_data != k0.enter_exit_data + 1
      || k1.data != k0.data || c1.allocs != c0.allocs + 2)
    abort ();
  /* libgomp knows the section, and the pooled data, which libgompx
     told it of.  */
  if (!omp_target_is_present (p, dev) || !program_is_present (p[3].d, dev)
      || !omp_target_is_present (p[3].d, dev)
      || !GOMPX_map_is_present (p[3].d, dev)
      || !GOMPX_map_is_present (p[3].d + LEN - 1, dev))
    abort ();

  /* A second reference: nothing moves.  */
  unsigned long long bytes = device_counters ().host2dev_bytes;
#pragma omp target enter data map(to: p[0:n])
  if (device_counters ().host2dev_bytes != bytes)
    abort ();

  /* A region through the mapper finds the pooled data, deep.  */
  int bad = 0;
#pragma omp target map(tofrom: p[0:n]) map(tofrom: bad)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < LEN; k++)
	bad += p[i].d[k] != 3;
      p[i].d[1] = i;
    }
  if (bad || p[5].d[1] != 3)
    abort ();

  /* target update through the mapper, both ways; the present modifier
     finds pooled data present.  */
#pragma omp target update from(present: p[0:n])
  for (int i = 0; i < N; i++)
    {
      if (p[i].d[1] != i || p[i].d != ptrs[i])
	abort ();
      p[i].d[2] = 100 + i;
    }
#pragma omp target update to(p[0:n])
#pragma omp target map(present, tofrom: p[0:n]) map(tofrom: bad)
  for (int i = 0; i < N; i++)
    bad += p[i].d[2] != 100 + i;
  if (bad)
    abort ();

  /* Two references: the first exit brings nothing back, the last all.  */
  for (int i = 0; i < N; i++)
    p[i].d[1] = p[i].d[2] = -1;
#pragma omp target exit data map(from: p[0:n])
  if (p[7].d[1] != -1 || !GOMPX_map_is_present (p[7].d, dev))
    abort ();
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < N; i++)
    if (p[i].d != ptrs[i] || p[i].d[1] != i || p[i].d[2] != 100 + i
	|| p[i].d[0] != 3)
      abort ();
  /* The pool's device block is kept for the next pool.  */
  if (omp_target_is_present (p, dev) || GOMPX_map_is_present (p[7].d, dev)
      || device_counters ().live_blocks != c0.live_blocks + 1)
    abort ();

  /* Pool mode off: pools made before are still found; delete ends
     them whatever the count, copying nothing back.  The new pool takes
     the kept device block: only the section is allocated.  */
  unsigned long long allocs = device_counters ().allocs;
#pragma omp target enter data map(to: p[0:n])
  if (device_counters ().allocs != allocs + 1)
    abort ();
#pragma omp target enter data map(to: p[0:n])
  if (GOMPX_map_pool (-1) != 1)
    abort ();
#pragma omp target map(tofrom: p[0:n]) map(tofrom: bad)
  for (int i = 0; i < N; i++)
    {
      bad += p[i].d[1] != i;
      p[i].d[3] = -5;
    }
  if (bad || p[9].d[3] == -5 || !program_is_present (p[9].d, dev))
    abort ();
#pragma omp target exit data map(delete: p[0:n])
  if (p[9].d[3] == -5 || p[9].d != ptrs[9] || omp_target_is_present (p, dev)
      || GOMPX_map_is_present (p[9].d, dev)
      || device_counters ().live_blocks != c0.live_blocks)
    abort ();

  /* Data libgomp has mapped already: the exact way, one mapping.  */
  GOMPX_map_pool (1);
#pragma omp target enter data map(to: p[2].d[0:LEN])
#pragma omp target enter data map(to: p[0:n])
  if (!omp_target_is_present (p[5].d, dev))
    abort ();
#pragma omp target exit data map(release: p[0:n])
#pragma omp target exit data map(release: p[2].d[0:LEN])
  if (omp_target_is_present (p[2].d, dev) || omp_target_is_present (p, dev))
    abort ();

  if (GOMPX_map_pool (0) != 1)
    abort ();
  return 0;
}
