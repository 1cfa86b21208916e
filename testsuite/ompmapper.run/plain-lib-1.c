/* Data the program maps through a mapper, seen by a library compiled
   by GCC alone, which libgompx cannot instrument: the library's update
   brings the device's values, its own mapping of the structs keeps
   them, and one element's data, mapped when the program's exit unmaps
   the rest, its regions use the device's data, its queries see
   what is mapped, and its exit unmaps them.  What libgomp would show
   the library without a mapper (the per-element loop by hand), it
   must be shown with one, whichever way libgompx maps the data.  */
/* { dg-do run } */
/* { dg-plain-shared-libraries "extra/plain-lib-1-lib.c" } */

#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

extern void lib_keep (struct elt *, int);
extern void lib_update_from (int *, int);
extern int lib_present (const void *);
extern void lib_release (struct elt *, int);
extern void lib_keep_data (int *, int);
extern void lib_add (int *, int, int);
extern void lib_release_data (int *, int);

#define N 64
#define LEN 4

int
main (void)
{
  struct elt *p = make_elts (N, LEN, 1);
  int n = N;
#pragma omp target enter data map(to: p[0:n])
  lib_keep (p, n);
  lib_keep_data (p[3].d, LEN);
#pragma omp target
  for (int i = 0; i < N; i++)
    for (int k = 0; k < LEN; k++)
      p[i].d[k] = 100 + i;
  /* The library's update of one element's data.  */
  lib_update_from (p[5].d, LEN);
  if (p[5].d[0] != 105 || p[6].d[0] != 1)
    abort ();
  if (!lib_present (p) || !lib_present (p[7].d))
    abort ();
#pragma omp target exit data map(from: p[0:n])
  /* Element 3's data is still mapped (the library's reference): not
     copied back yet.  */
  for (int i = 0; i < N; i++)
    if (p[i].d[LEN - 1] != (i == 3 ? 1 : 100 + i))
      abort ();
  /* The structs stay mapped (the library's reference), their data went;
     the structs' host copies kept their host pointers.  */
  if (!lib_present (p) || !lib_present (&p[N - 1]) || lib_present (p[7].d)
      || p[7].d[0] != 107)
    abort ();
  /* The element's data the library mapped too stays, with the device's
     values, which the library's region and exit then use.  */
  if (!lib_present (p[3].d))
    abort ();
  p[3].d[0] = -1;
  lib_add (p[3].d, LEN, 1000);
  lib_release_data (p[3].d, LEN);
  if (p[3].d[0] != 1103 || p[3].d[LEN - 1] != 1103 || lib_present (p[3].d))
    abort ();
  lib_release (p, n);
  if (lib_present (p))
    abort ();
  return 0;
}
