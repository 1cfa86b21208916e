/* present on an array section of a mapped type carries into what the
   mapper maps for each element (OpenMP 5.1, 2.21.7.1): mapped with its
   data, the section passes; mapped without (through a mapper that maps
   the structs only), the program stops before anything moves, naming
   the section.  */
/* { dg-do run } */
/* { dg-shouldfail "element data is not present" } */

#include <stdio.h>

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])
#pragma omp declare mapper (bare: struct vec v) map(tofrom: v)

int
main (void)
{
  int x[2] = { 1, 2 }, y[3] = { 3, 4, 5 };
  struct vec a[2] = { { 2, x }, { 3, y } };
  struct vec *p = a;

#pragma omp target enter data map(to: p[0:2])
#pragma omp target map(present, tofrom: p[0:2])
  for (int i = 0; i < 2; i++)
    p[i].d[0] += 10;
#pragma omp target exit data map(from: p[0:2])
  if (x[0] != 11 || y[0] != 13)
    return 1;
  puts ("section with data ok");
  fflush (stdout);

#pragma omp target enter data map(mapper(bare), to: p[0:2])
  x[1] = 7;
#pragma omp target update to(present: p[0:2])
  return x[1] == 7 ? 2 : 3;
}
/* { dg-output "section with data ok\[\r\n\]+libgompx: \[^\r\n\]*present-6.c:39:\[0-9\]+: 8 bytes at 0x\[0-9a-f\]+ mapped for '\[^'\]*' are not present on device 0" } */
