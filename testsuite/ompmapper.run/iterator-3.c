/* Iterators combined with mappers (OpenMP 5.1, 2.21.7.1): each list item
   the iterators produce goes through its mapper: a struct element deep
   (its data too), an array section of structs per row (a[i][0:n[i]],
   every struct in it deep), and a named mapper that maps less.  Deep
   data moves only when the element is new and comes back with its last
   reference; all of it in one libgomp call per construct.  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])
#pragma omp declare mapper (shallow: struct elt v) map(tofrom: v)

#define N 6

int
main (void)
{
  int dev = omp_get_default_device ();

  /* Every other element of an array of structs, deep.  */
  struct elt s[N];
  for (int i = 0; i < N; i++)
    {
      s[i].len = i + 1;
      s[i].d = malloc (s[i].len * sizeof (int));
      for (int k = 0; k < s[i].len; k++)
	s[i].d[k] = i;
    }
  struct ompm_hostemu_calls c0 = gomp_calls ();
#pragma omp target enter data map(iterator(i = 1:N:2), to: s[i])
  struct ompm_hostemu_calls c1 = gomp_calls ();
  if (c1.enter_exit_data != c0.enter_exit_data + 1)
    abort ();
  for (int i = 0; i < N; i++)
    if (omp_target_is_present (&s[i], dev) != (i % 2)
	|| omp_target_is_present (s[i].d, dev) != (i % 2))
      abort ();
  for (int i = 1; i < N; i += 2)
    {
      int bad = 0;
#pragma omp target map(tofrom: bad) map(alloc: s[i])
      for (int k = 0; k < s[i].len; k++)
	{
	  bad |= s[i].d[k] != i;
	  s[i].d[k] = -i;
	}
      if (bad)
	abort ();
    }
  /* A second reference: nothing moves; the data comes back with the
     last one.  */
  unsigned long long bytes = device_counters ().host2dev_bytes;
#pragma omp target enter data map(iterator(i = 1:N:2), to: s[i])
  if (device_counters ().host2dev_bytes != bytes)
    abort ();
#pragma omp target exit data map(iterator(i = 1:N:2), from: s[i])
  if (s[1].d[0] != 1 || !omp_target_is_present (s[1].d, dev))
    abort ();
#pragma omp target exit data map(iterator(i = 1:N:2), from: s[i])
  for (int i = 0; i < N; i++)
    for (int k = 0; k < s[i].len; k++)
      if (s[i].d[k] != (i % 2 ? -i : i) || omp_target_is_present (s[i].d, dev))
	abort ();

  /* Rows of structs of different lengths, each struct deep.  */
  struct elt *a[N];
  int n[N];
  for (int i = 0; i < N; i++)
    {
      n[i] = N - i;
      a[i] = make_elts (n[i], 3, i);
    }
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(iterator(i = 0:N), to: a[i][0:n[i]])
  int sum = 0;
#pragma omp target map(tofrom: sum)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N - i; j++)
      for (int k = 0; k < 3; k++)
	sum += a[i][j].d[k];
  int want = 0;
  for (int i = 0; i < N; i++)
    want += (N - i) * 3 * i;
  if (sum != want)
    abort ();
#pragma omp target exit data map(iterator(i = 0:N), release: a[i][0:n[i]])
#pragma omp target exit data map(release: a)
  for (int i = 0; i < N; i++)
    if (omp_target_is_present (a[i], dev) || omp_target_is_present (a[i][0].d, dev))
      abort ();

  /* A named mapper: the structs only.  */
#pragma omp target enter data map(iterator(i = 0:N), mapper(shallow), to: s[i])
  for (int i = 0; i < N; i++)
    if (!omp_target_is_present (&s[i], dev) || omp_target_is_present (s[i].d, dev))
      abort ();
#pragma omp target exit data map(iterator(i = 0:N), mapper(shallow), release: s[i])
  if (omp_target_is_present (s, dev))
    abort ();
  return 0;
}
