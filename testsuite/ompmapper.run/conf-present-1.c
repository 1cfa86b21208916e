/* The present modifier where every item is present: map(present, to) after
   enter data alloc; present with always copies on the way in and out; present
   on target data, enter data and exit data (with always, from, and with
   delete); defaultmap(present) and defaultmap(present: aggregate); update
   to/from(present:); a present section inside a larger mapped one, and a
   zero-length one inside it (GCC libgomp.c-c++-common/target-present-1.c,
   -2.c, -3.c, gcc c-c++-common/gomp/map-7.c, defaultmap-4.c; LLVM
   offload/test/mapping/present/target.c, target_data.c, target_enter_data.c,
   target_exit_data_delete.c, target_exit_data_release.c, target_update.c,
   target_array_extension.c, zero_length_array_section.c).  */
/* { dg-do run } */

#include <omp.h>

#define N 100

int
main (void)
{
  int dev = omp_get_default_device ();
  int a[N], c[N], d[N], e[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = 2 * i;
      c[i] = -1;
      d[i] = 5 * i;
      e[i] = i;
    }

#pragma omp target enter data map(alloc: c, d) map(to: a)
  /* Present: nothing moves without always.  */
#pragma omp target map(present, to: a) map(present, from: c)
  for (int i = 0; i < N; i++)
    c[i] = a[i];
  if (c[5] != -1)
    __builtin_abort ();
  /* always with present: d goes to the device, c comes back.  */
  int bad = 0;
#pragma omp target map(present, always, to: d) map(present, always, from: c) \
		   map(tofrom: bad)
  for (int i = 0; i < N; i++)
    {
      bad += d[i] != 5 * i;
      c[i] = a[i] + 1;
    }
  if (bad || c[5] != 11)
    __builtin_abort ();

  /* defaultmap(present): a, c and d are used without a clause.  */
#pragma omp target defaultmap(present)
  for (int i = 0; i < N; i++)
    c[i] = a[i] + d[i];
#pragma omp target defaultmap(present: aggregate) map(tofrom: bad)
  for (int i = 0; i < N; i++)
    bad += c[i] != 7 * i;
  if (bad)
    __builtin_abort ();

  /* update with present, both ways.  */
#pragma omp target update from(present: c)
  if (c[3] != 21)
    __builtin_abort ();
  a[3] = 1000;
#pragma omp target update to(present: a)
#pragma omp target map(present, always, from: c[3:1])
  c[3] = a[3];
  if (c[3] != 1000)
    __builtin_abort ();

  /* A present section inside a larger mapped one, and a zero-length
     one.  */
#pragma omp target data map(to: e[0:N])
  {
#pragma omp target map(present, tofrom: e[N - 2:2]) map(tofrom: bad)
    bad = e[N - 1] != N - 1;
#pragma omp target map(present, alloc: e[10:0])
    ;
#pragma omp target data map(present, to: e[0:2])
    ;
  }
  if (bad || omp_target_is_present (e, dev))
    __builtin_abort ();

  /* enter and exit data with present.  */
#pragma omp target enter data map(present, to: a) map(present, alloc: c)
#pragma omp target map(present, alloc: c)
  c[4] = 44;
#pragma omp target exit data map(always, present, from: c)
  if (c[4] != 44)
    __builtin_abort ();
#pragma omp target exit data map(present, release: a)
#pragma omp target exit data map(present, delete: a, d)
  if (omp_target_is_present (a, dev) || omp_target_is_present (d, dev)
      || !omp_target_is_present (c, dev))
    __builtin_abort ();
#pragma omp target exit data map(present, from: c)
  if (omp_target_is_present (c, dev) || c[3] != 1000)
    __builtin_abort ();
  return 0;
}
