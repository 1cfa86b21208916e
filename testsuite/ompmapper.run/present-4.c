/* defaultmap(present: aggregate): an array the region uses without a
   map clause must be mapped already.  */
/* { dg-do run } */
/* { dg-shouldfail "a is not present" } */

int
main (void)
{
  int a[8] = { 0 };
  int r = 0;
#pragma omp target defaultmap(present: aggregate) map(from: r)
  r = a[3];
  return r;
}
/* { dg-output "libgompx: \[^\r\n\]*present-4.c:11:\[0-9\]+: 'a' is not present on device 0" } */
