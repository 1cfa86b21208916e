/* Pool mode: a construct that the pool cannot carry out -- here a map
   clause written by hand on pooled data -- has the pool handed to
   libgomp, which then holds each pooled block as the exact way would
   have mapped it: with the pool's device data, its reference count and
   its pointers attached once per reference.  The hand-written mapping
   then outlives the section's (data stays, and comes back at its own
   exit), a section entered twice needs two exits (two detachments of
   each pointer, which libgomp would refuse past zero), a data region
   that held pooled data unmaps it at its end through libgomp, and a
   variable an element points to is handed over when a clause names
   it.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdio.h>
#include <omp.h>
#include "gompx.h"
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

#define N 16
#define LEN 4

static int
present (const void *p, int dev)
{
  return GOMPX_map_is_present (p, dev) && libgomp_is_present (p, dev);
}

/* Each block of P on the device set to 100 * TAG + 10 * i + k, through
   the section, with the device's pointers.  */

static void
write_all (struct elt *p, int n, int tag)
{
#pragma omp target map(tofrom: p[0:n])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      p[i].d[k] = 100 * tag + 10 * i + k;
}

/* Fail unless the section entered since C0 was pooled: a block or two
   on the device, not one per element.  */

static void
check_pooled (struct ompm_hostemu_counters c0, const char *what)
{
  struct ompm_hostemu_counters c1 = device_counters ();
  if (c1.allocs - c0.allocs > 3)
    {
      fprintf (stderr, "%s: %lu device allocations for a pooled section\n",
	       what, (unsigned long) (c1.allocs - c0.allocs));
      abort ();
    }
}

static void
check (const struct elt *p, int i, int want_tag, const char *what)
{
  for (int k = 0; k < LEN; k++)
    if (p[i].d[k] != (want_tag < 0 ? -want_tag : 100 * want_tag + 10 * i + k))
      {
	fprintf (stderr, "%s: p[%d].d[%d] = %d\n", what, i, k, p[i].d[k]);
	abort ();
      }
}

/* Fail unless each block of P holds what write_all wrote with TAG, and
   none of them, nor P, is mapped any more.  */

static void
check_gone (const struct elt *p, int tag, const char *what)
{
  for (int i = 0; i < N; i++)
    {
      check (p, i, tag, what);
      if (present (p[i].d, omp_get_default_device ()))
	abort ();
    }
  if (present (p, omp_get_default_device ()))
    abort ();
}

int
main (void)
{
  int dev = omp_get_default_device ();
  GOMPX_map_pool (1);
  int n = N;

  /* A hand-written mapping that outlives the section's.  */
  struct elt *p = make_elts (N, LEN, 1);
  struct elt *host_p = p;
  int *d2 = p[2].d;
  struct ompm_hostemu_counters c0 = device_counters ();
#pragma omp target enter data map(to: p[0:n])
  check_pooled (c0, "first section");
  write_all (p, n, 1);
#pragma omp target enter data map(to: p[2].d[0:LEN])
  write_all (p, n, 2);
#pragma omp target exit data map(release: p[0:n])
  if (p != host_p || p[2].d != d2)
    abort ();
  for (int i = 0; i < N; i++)
    {
      check (p, i, -1, "after release");
      if (present (p[i].d, dev) != (i == 2))
	abort ();
    }
  if (present (p, dev))
    abort ();
#pragma omp target exit data map(from: p[2].d[0:LEN])
  check (p, 2, 2, "hand-written exit");
  if (present (p[2].d, dev))
    abort ();
  printf ("outliving map ok\n");

  /* Entered twice, then mapped by hand: two exits through the mapper
     detach each pointer twice; the second copies back.  */
  p = make_elts (N, LEN, 1);
  c0 = device_counters ();
#pragma omp target enter data map(to: p[0:n])
#pragma omp target enter data map(to: p[0:n])
  check_pooled (c0, "second section");
  write_all (p, n, 3);
#pragma omp target map(tofrom: p[5].d[0:LEN])
  p[5].d[0] = -5;
  /* Still held by the section: nothing came back.  */
  check (p, 5, -1, "region inside");
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < N; i++)
    {
      check (p, i, -1, "first exit");
      if (!present (p[i].d, dev))
	abort ();
    }
  /* The device's pointers are the device's still.  */
  write_all (p, n, 4);
#pragma omp target exit data map(from: p[0:n])
  check_gone (p, 4, "second exit");
  printf ("counted references ok\n");

  /* A data region holding pooled data ends after the pool went to
     libgomp.  */
  p = make_elts (N, LEN, 1);
  c0 = device_counters ();
#pragma omp target data map(tofrom: p[0:n])
  {
    check_pooled (c0, "data region");
    write_all (p, n, 5);
#pragma omp target enter data map(to: p[7].d[0:LEN])
    write_all (p, n, 6);
#pragma omp target exit data map(release: p[7].d[0:LEN])
    check (p, 7, -1, "inside the region");
  }
  check_gone (p, 6, "region's end");
  printf ("data region ok\n");

  /* A data region holding two pools' data, the second of which goes to
     libgomp inside it: each is unmapped its own way at the end.  */
  struct elt *a = make_elts (N, LEN, 1), *b = make_elts (N, LEN, 1);
#pragma omp target enter data map(to: a[0:n])
#pragma omp target enter data map(to: b[0:n])
#pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
#pragma omp target exit data map(release: a[0:n], b[0:n])
    write_all (a, n, 7);
    write_all (b, n, 8);
#pragma omp target enter data map(to: a[3].d[0:LEN])
#pragma omp target exit data map(release: a[3].d[0:LEN])
  }
  check_gone (a, 7, "two pools, a");
  check_gone (b, 8, "two pools, b");
  printf ("two pools ok\n");

  /* Pooled data that is a variable, which an element points to, mapped
     by name for longer than the section.  */
  static int glob[LEN] = { 1, 1, 1, 1 };
  p = make_elts (N, LEN, 1);
  p[4].d = glob;
  c0 = device_counters ();
#pragma omp target enter data map(to: p[0:n])
  check_pooled (c0, "variable");
  write_all (p, n, 8);
#pragma omp target enter data map(to: glob)
#pragma omp target exit data map(release: p[0:n])
  check (p, 4, -1, "variable, section gone");
  if (!present (glob, dev) || present (p[3].d, dev))
    abort ();
#pragma omp target exit data map(from: glob)
  check (p, 4, 8, "variable");
  printf ("variable ok\n");

  /* The next section is pooled again.  */
  p = make_elts (N, LEN, 1);
  c0 = device_counters ();
#pragma omp target enter data map(to: p[0:n])
  check_pooled (c0, "pooled again");
  write_all (p, n, 7);
#pragma omp target exit data map(from: p[0:n])
  for (int i = 0; i < N; i++)
    check (p, i, 7, "pooled again");
  printf ("pooled again ok\n");
  return 0;
}

/* { dg-output "outliving map ok\[\r\n\]+counted references ok\[\r\n\]+data region ok\[\r\n\]+two pools ok\[\r\n\]+variable ok\[\r\n\]+pooled again ok" } */
