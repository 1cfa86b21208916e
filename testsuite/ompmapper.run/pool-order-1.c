/* Pool mode needs every construct of the process to reach libgompx's
   definitions of libgomp's entry points first; a program that puts
   libgomp before libgompx in its symbol lookup (-lgomp linked first)
   keeps libgompx from seeing code built without the plugin, so pool
   mode stays off there, and a mapper on a section maps the exact way:
   one device block per element's data.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */
/* { dg-options "-Wl,--no-as-needed -lgomp" } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 20

int
main (void)
{
  struct elt *p = make_elts (N, 4, 7);
  int n = N;
  /* Asked for, and still off.  */
  GOMPX_map_pool (1);
  if (GOMPX_map_pool (1) != 0)
    abort ();
  struct ompm_hostemu_counters c0 = device_counters ();
#pragma omp target enter data map(to: p[0:n])
  struct ompm_hostemu_counters c1 = device_counters ();
  if (c1.allocs != c0.allocs + N + 1
      || !libgomp_is_present (p[3].d, omp_get_default_device ()))
    abort ();
#pragma omp target map(tofrom: p[0:n])
  for (int i = 0; i < N; i++)
    p[i].d[1] = i;
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < N; i++)
    if (p[i].d[1] != i || p[i].d[0] != 7)
      abort ();
  return 0;
}
