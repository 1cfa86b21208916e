/* Pool mode's named checks (GOMPX_pool_guard) go before a construct on
   each list item libgomp gets as written whose length is known only at
   run time (which can be negative: the runtime then names the item),
   with the construct's device and if, and for target update the
   direction (3 with depend).  None for items of constant size, for
   sections that go through map vectors, for items with side effects,
   or for the pointers a target region looks up: libgompx defines
   libgomp's entry points and guards every entry itself.  Calls of
   omp_target_is_present stay as written: libgompx defines it too.  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */

#include <omp.h>

struct elt { int len; int *d; };
#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

int g[4];

int
f (struct elt *p, int n, int *q, int dev)
{
  struct elt s = { 0, 0 };
  int x = 0;
#pragma omp target enter data map(to: p[0:n]) map(to: q[0:n], g, x)
#pragma omp target map(tofrom: p[1]) map(tofrom: q[1:n]) device(dev) if(n > 2)
  x += q[1] + p[1].d[0] + omp_target_is_present (q, 0);
#pragma omp target update from(q[0:4], s) to(p[2])
#pragma omp target update from(q[n++:n])
#pragma omp target update from(q[0:n]) depend(in: x)
#pragma omp target exit data map(from: q[0:n]) map(release: p[0:n])
  return x + omp_target_is_present (q, dev);
}

int
h (struct elt *p, int *q, int dev)
{
  int x = 0;
  int *r = p[1].d;
#pragma omp target map(tofrom: x) device(dev)
  x = r[0] + q[0];
  return x;
}

/* { dg-final { scan-tree-dump-times "GOMPX_pool_guard \\(" 4 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_pool_guard \\(-1, \\(const void \\*\\) q, \[^\r\n\]*, 0, \"q\\\[0:n\\\]\", \"\[^\"\]*pool-guard-1.c:(25|31):\[0-9\]+\"\\);" 2 "original" } } */
/* { dg-final { scan-tree-dump "if \\(D\\.\[0-9\]+\\)\[\r\n\]+ *\{\[\r\n\]+ *GOMPX_pool_guard \\(dev, \\(const void \\*\\) \\(q \\+ 4\\), \[^\r\n\]*, 0, \"q\\\[1:n\\\]\", " "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_pool_guard \\(-1, \\(const void \\*\\) q, \[^\r\n\]*, 3, \"q\\\[0:n\\\]\", " "original" } } */
/* Constant sizes, map vectors (p[0:n], p[1], p[2], s), side effects
   (q[n++:n]) and the pointers of h's region: nothing.  */
/* { dg-final { scan-tree-dump-not "GOMPX_pool_guard \\(\[^\r\n\]*(&x|&g|&s|p \\+|n\\+\\+|\"q\\\[0:4\\\]\"|\"r\"|\"q\"), " "original" } } */
/* { dg-final { scan-tree-dump-not "GOMPX_map_is_present" "original" } } */
/* Each guarded size, a length times 4, is checked for overflow first,
   naming the item.  */
/* { dg-final { scan-tree-dump "GOMPX_size_overflow \\(\[^\r\n\]*, 4, \"q\\\[0:n\\\]\", " "original" } } */
/* { dg-final { scan-tree-dump "omp_target_is_present \\(\\(const void \\*\\) q, 0\\)" "original" } } */
/* { dg-final { scan-tree-dump "return omp_target_is_present \\(\\(const void \\*\\) q, dev\\)" "original" } } */
