/* An array mapped whole and by a section or element on one target
   region, which GCC 12 alone cannot compile: the section goes, and the
   whole array's kind moves data in each direction as the more of the
   two does; what one kind cannot say is unsupported.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump" } */

int
f (void)
{
  int a[3] = { 1, 2, 3 }, b[3][2] = { { 0 } }, r = 0;
#pragma omp target map(a, a[0:3]) map(from: r)
  r = a[0];
#pragma omp target map(to: a) map(from: a[1:2]) map(from: r)
  r = a[0];
#pragma omp target map(a, a[1]) map(from: r)
  r = a[0];
#pragma omp target map(to: a) map(always, to: a[0:3]) map(from: r)
  r = a[0];
#pragma omp target map(always, tofrom: a) map(from: a[0:2]) map(from: r)
  r = a[0];
#pragma omp target map(b) map(to: b[1][0:2]) map(from: r)
  r = b[0][0];
#pragma omp target map(tofrom: a) map(always, to: a[0:3]) map(from: r) /* { dg-message "sorry, unimplemented: a section of 'a' mapped with other modifiers than the whole of 'a' on the same construct" } */
  r = a[0];
#pragma omp target map(to: a) map(always, to: a[0:2]) map(from: r) /* { dg-message "sorry, unimplemented" } */
  r = a[0];
#pragma omp target map(to: a) map(present, to: a[0:2]) map(from: r) /* { dg-message "sorry, unimplemented" } */
  r = a[0];
  return r;
}

/* { dg-final { scan-dump "ompmapper" ":12:9: #pragma omp target map\\(from:r\\) map\\(tofrom:a\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" ":14:9: #pragma omp target map\\(from:r\\) map\\(tofrom:a\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" ":16:9: #pragma omp target map\\(from:r\\) map\\(tofrom:a\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" ":18:9: #pragma omp target map\\(from:r\\) map\\(always,to:a\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" ":20:9: #pragma omp target map\\(from:r\\) map\\(always,tofrom:a\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" ":22:9: #pragma omp target map\\(from:r\\) map\\(tofrom:b\\)\n" } } */
