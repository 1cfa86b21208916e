/* Sections based on arrays (whole arrays, parts, two dimensions, arrays
   mapped implicitly by a region), sections of length zero and null base
   pointers (no-ops).  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

struct elt arr[8];
struct elt grid[3][4];

static void
fill (struct elt *e, int n, int v)
{
  for (int i = 0; i < n; i++)
    {
      e[i].len = 2;
      e[i].d = malloc (2 * sizeof (int));
      e[i].d[0] = e[i].d[1] = v;
    }
}

int
main (void)
{
  int dev = omp_get_default_device ();
  fill (arr, 8, 1);
  fill (&grid[0][0], 12, 1);

  /* Whole array, explicitly.  */
#pragma omp target map(tofrom: arr)
  for (int i = 0; i < 8; i++)
    arr[i].d[0] = 10 + i;
  if (arr[7].d[0] != 17)
    abort ();

  /* Part of it: arr[2:3].  */
#pragma omp target enter data map(to: arr[2:3])
  if (!omp_target_is_present (&arr[2], dev) || omp_target_is_present (&arr[1], dev)
      || !omp_target_is_present (arr[4].d, dev) || omp_target_is_present (arr[5].d, dev))
    abort ();
#pragma omp target exit data map(delete: arr[2:3])
  if (omp_target_is_present (arr[3].d, dev))
    abort ();

  /* Two dimensions: rows 1 and 2.  */
#pragma omp target map(tofrom: grid[1:2][0:4])
  for (int r = 1; r < 3; r++)
    for (int c = 0; c < 4; c++)
      grid[r][c].d[1] = 10 * r + c;
  if (grid[2][3].d[1] != 23 || grid[0][0].d[1] != 1)
    abort ();

  /* Implicitly mapped array: through the mapper too.  */
#pragma omp target
  for (int i = 0; i < 8; i++)
    arr[i].d[1] = -i;
  if (arr[5].d[1] != -5)
    abort ();

  /* Length zero and a null base: nothing mapped, nothing breaks.  */
  struct elt *none = 0;
  int zero = 0;
  struct ompm_hostemu_counters before = device_counters ();
#pragma omp target enter data map(to: arr[0:zero])
#pragma omp target enter data map(to: none[0:zero])
#pragma omp target exit data map(from: arr[0:zero])
  if (device_counters ().allocs != before.allocs
      || omp_target_is_present (arr, dev))
    abort ();
  return 0;
}
