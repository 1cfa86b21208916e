/* GOMPX_INFO=1: each construct that reaches libgompx prints its place,
   device and entries (list item, host address, bytes, map kind, device
   address, reference count) and what the device did, on stderr: a
   mapper's section (named by its place in the source, and its list
   item), and a target region libgomp gets as GCC wrote it (named by the
   program and the offset of the call in it).  */
/* { dg-do run } */
/* { dg-set-target-env-var GOMPX_INFO "1" } */

#include <stdlib.h>

struct elt
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int
main (void)
{
  int n = 2;
  struct elt *p = malloc (n * sizeof *p);
  for (int i = 0; i < n; i++)
    {
      p[i].len = 3;
      p[i].d = calloc (3, sizeof (int));
    }
  int x = 1;
#pragma omp target enter data map(to: p[0:n])
#pragma omp target map(tofrom: x)
  x++;
#pragma omp target exit data map(from: p[0:n])
  if (x != 2)
    abort ();
  return 0;
}

/* { dg-output "libgompx: info: \[^\n\]*info-1.c:31:34: target enter data, device 0, 5 entries\n" } */
/* { dg-output "libgompx: info:   \\\[0\\\] 'p\\\[0:n\\\]' 0x\[0-9a-f\]+ \\(32 bytes\\) to -> 0x\[0-9a-f\]+, refs 1\n" } */
/* { dg-output "libgompx: info:   \\\[1\\\] 'p\\\[0:n\\\]' 0x\[0-9a-f\]+ \\(12 bytes\\) to -> 0x\[0-9a-f\]+, refs 1( \\(pooled\\))?\n" } */
/* { dg-output "libgompx: info:   \\\[2\\\] 'p\\\[0:n\\\]' 0x\[0-9a-f\]+ attach\n" } */
/* { dg-output "(\[^\n\]*\n){2}" } */
/* { dg-output "libgompx: info: \[^\n\]*info-1.c:31:34: \[1-9\]\[0-9\]* device allocations, \[1-9\]\[0-9\]* transfers, \[1-9\]\[0-9\]* bytes\n" } */
/* { dg-output "libgompx: info: \[^\n\]*info-1.exe\\+0x\[0-9a-f\]+: target, device 0, 1 entries\n" } */
/* { dg-output "libgompx: info:   \\\[0\\\] 0x\[0-9a-f\]+ \\(4 bytes\\) tofrom -> \[^\n\]*, refs none\n" } */
/* { dg-output "(\[^\n\]*\n)" } */
/* { dg-output "libgompx: info: \[^\n\]*info-1.c:34:33: target exit data, device 0, 5 entries\n" } */
/* { dg-output "libgompx: info:   \\\[0\\\] 'p\\\[0:n\\\]' 0x\[0-9a-f\]+ \\(32 bytes\\) from -> 0x\[0-9a-f\]+, refs 0\n" } */
/* { dg-output "libgompx: info:   \\\[1\\\] 'p\\\[0:n\\\]' 0x\[0-9a-f\]+ \\(12 bytes\\) from -> 0x\[0-9a-f\]+, refs 0\n" } */
/* { dg-output "libgompx: info:   \\\[2\\\] 'p\\\[0:n\\\]' 0x\[0-9a-f\]+ detach\n" } */
