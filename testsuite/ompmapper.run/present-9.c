/* The present modifier inside a declare mapper's map clause (OpenMP
   5.1): the list items that clause maps must be present before the
   construct, whatever the invoking clause says (present, to in the
   mapper with always, from on the clause, as in GCC trunk's
   declare-mapper tests); its other clauses map as usual.  Through a
   variable, an element through a pointer and a section.  */
/* { dg-do run } */

#include <stdlib.h>

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (pres: struct S s) map(present, to: s) \
		    map(tofrom: s.d[0:s.n])
#pragma omp declare mapper (data_pres: struct S s) map(to: s) \
		    map(present, tofrom: s.d[0:s.n])

int
main (void)
{
  int buf[4] = { 1, 2, 3, 4 };
  struct S s = { 4, buf };

  /* s present (mapped without a mapper: struct S has no default one);
     its data not: the mapper maps it.  */
#pragma omp target enter data map(to: s)
  /* from: s.d's data does not reach the device, only comes back.  */
#pragma omp target map(mapper(pres), always, from: s)
  for (int i = 0; i < s.n; i++)
    s.d[i] = 2 * i + 2;
  if (buf[0] != 2 || buf[3] != 8)
    abort ();
#pragma omp target exit data map(release: s)

  /* The data present, the struct not.  */
#pragma omp target enter data map(to: buf)
  struct S *p = &s;
#pragma omp target map(mapper(data_pres), tofrom: p[0])
  p->d[1] += 100;
#pragma omp target update from(buf)
  if (buf[1] != 104)
    abort ();

  struct S arr[2] = { { 2, buf }, { 2, buf + 2 } };
#pragma omp target map(mapper(data_pres), tofrom: arr[0:2])
  for (int i = 0; i < 2; i++)
    arr[i].d[1] += 1000;
#pragma omp target update from(buf)
  if (buf[1] != 1104 || buf[3] != 1008)
    abort ();
#pragma omp target exit data map(release: buf)
  return 0;
}
