/* A library compiled by GCC alone sees pooled data as the exact way
   maps it: the bytes between pooled blocks are not present, and its update of them brings nothing
   back; use_device_ptr of a block holding a pointer with its device
   value (which libgomp was not told of) gives the block's device
   address, through which a region reads the device's data.  */
/* { dg-do run } */
/* { dg-plain-shared-libraries "extra/plain-lib-2-lib.c" } */

#include <omp.h>
#include <stdlib.h>
#include "gompx.h"
#include "libgomp-present.h"

extern int lib_present (const void *);
extern void lib_update_from (int *, int);
struct inner
{
  int n;
  int *data;
};
extern void *lib_device_ptr (struct inner *, int *, int *);

/* X is what the mapper maps; Y lies between two X's, 8 bytes.  */
struct cell
{
  int x[14];
  int y[2];
};

struct ref
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct ref r) map(tofrom: r, r.d[0:r.len])

struct outer
{
  struct inner *in;
};

#pragma omp declare mapper (struct outer o) \
  map(tofrom: o, o.in[0:1], o.in->data[0:o.in->n])

#define N 16

struct cell cells[N];
struct ref refs[N];

int
main (void)
{
  int dev = omp_get_default_device ();
  for (int i = 0; i < N; i++)
    {
      refs[i].len = 14;
      refs[i].d = cells[i].x;
      for (int k = 0; k < 14; k++)
	cells[i].x[k] = i;
      cells[i].y[0] = cells[i].y[1] = -i;
    }
#pragma omp target enter data map(to: refs[0:N])
  if (!lib_present (&cells[2].x[5]) || lib_present (&cells[2].y[0])
      || lib_present (&cells[2].y[1]))
    abort ();
  /* Nor does libgomp itself take Y for mapped.  */
  if (libgomp_is_present (&cells[2].y[0], dev))
    abort ();
  cells[2].y[0] = 7;
  lib_update_from (cells[2].y, 2);
  if (cells[2].y[0] != 7 || cells[2].y[1] != -2)
    abort ();
#pragma omp target exit data map(from: refs[0:N])

  /* Each OUTER points to an INNER, which points to its data.  */
  struct outer o[4];
  for (int i = 0; i < 4; i++)
    {
      o[i].in = malloc (sizeof *o[i].in);
      o[i].in->n = 3 + i;
      o[i].in->data = malloc (o[i].in->n * sizeof (int));
      for (int k = 0; k < o[i].in->n; k++)
	o[i].in->data[k] = 10 * i + k;
    }
#pragma omp target enter data map(to: o[0:4])
#pragma omp target map(tofrom: o[0:4])
  for (int i = 0; i < 4; i++)
    o[i].in->data[0] = -1 - i;
  int n, first;
  void *d = lib_device_ptr (o[2].in, &n, &first);
  if (!d || d == (void *) o[2].in || n != 5 || first != -3)
    abort ();
#pragma omp target exit data map(from: o[0:4])
  for (int i = 0; i < 4; i++)
    if (o[i].in->data[0] != -1 - i || o[i].in->data[1] != 10 * i + 1)
      abort ();
  return 0;
}
