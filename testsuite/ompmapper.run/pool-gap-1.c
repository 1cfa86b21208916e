/* The bytes between pooled blocks that pool mode gives libgomp as one
   run (here a member of the struct each block is part of) are not
   mapped, as the exact way has it: omp_target_is_present says so,
   called directly, through a pointer (as code built without the plugin
   calls it) and as GOMPX_map_is_present; target update from() of them
   brings nothing back, to() changes nothing; a map clause maps them,
   and the pooled data stays right.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>
#include "gompx.h"
#include "libgomp-present.h"

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
  if (!omp_target_is_present (&cells[3].x[13], dev)
      || omp_target_is_present (&cells[3].y[0], dev)
      || program_is_present (&cells[3].y[1], dev)
      || GOMPX_map_is_present (&cells[3].y[0], dev)
      || !program_is_present (&cells[3].x[0], dev))
    abort ();
  /* Nor does libgomp itself take a Y for mapped.  */
  if (libgomp_is_present (&cells[3].y[0], dev))
    abort ();

  /* On the device, X's change; on the host, a Y.  */
#pragma omp target map(tofrom: refs[0:N])
  for (int i = 0; i < N; i++)
    refs[i].d[0] += 100;
  cells[3].y[0] = 42;
  cells[4].y[1] = 43;
  int *y4 = cells[4].y;
#pragma omp target update from(cells[3].y, y4[1:1])
  if (cells[3].y[0] != 42 || cells[3].y[1] != -3 || cells[4].y[1] != 43)
    abort ();
#pragma omp target update to(cells[5].y)
#pragma omp target update from(refs[0:N])
  for (int i = 0; i < N; i++)
    if (cells[i].x[0] != 100 + i || cells[i].x[13] != i
	|| cells[i].y[0] != (i == 3 ? 42 : -i))
      abort ();

  /* A map clause on a Y maps it, the pool handed to libgomp first (a
     section through a pointer: GCC 12 and libgomp 12 cannot map a
     member of a struct other members of which are mapped apart).  */
  int *y6 = cells[6].y;
  cells[6].y[0] = 60;
#pragma omp target enter data map(to: y6[0:2])
  if (!omp_target_is_present (&cells[6].y[0], dev)
      || omp_target_is_present (&cells[7].y[0], dev)
      || !omp_target_is_present (&cells[7].x[0], dev))
    abort ();
#pragma omp target map(tofrom: refs[0:N])
  for (int i = 0; i < N; i++)
    refs[i].d[1] = refs[i].d[0] + 1;
  cells[6].y[0] = 61;
#pragma omp target exit data map(from: y6[0:2])
  if (cells[6].y[0] != 60)
    abort ();
#pragma omp target exit data map(from: refs[0:N])
  for (int i = 0; i < N; i++)
    if (cells[i].x[0] != 100 + i || cells[i].x[1] != 101 + i
	|| omp_target_is_present (&cells[i].x[0], dev))
      abort ();
  return 0;
}
