/* Pool mode's checks (GOMPX_pool_guard) go before every construct, on
   each list item that libgomp gets as written and that can be pooled
   data: hand-written sections and variables (an element can point to
   one), with the construct's device and if, and for target update the
   direction.  None for sections that go through map vectors (elements
   through pointers, and objects whose mappers map data behind pointers,
   too), or for items with side effects.  A target region's pointers
   that it looks up as zero-length array sections are shown too (their
   values), unless a defaultmap clause makes pointers something else;
   not "declare target" ones.  Direct calls of omp_target_is_present in
   host code become calls of GOMPX_map_is_present; those in target
   regions and through pointers stay; what each construct gets is
   counted below.  */
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
  int (*is_present) (const void *, int) = omp_target_is_present;
#pragma omp target enter data map(to: p[0:n]) map(to: q[0:4], g, x)
#pragma omp target map(tofrom: p[1]) map(tofrom: q[1:2]) device(dev) if(n > 2)
  x += q[1] + p[1].d[0] + omp_target_is_present (q, 0);
#pragma omp target update from(q[0:4], s) to(p[2])
#pragma omp target update from(q[n++])
#pragma omp target update from(q[0:1]) depend(in: x)
#pragma omp target exit data map(from: q[0:4]) map(release: p[0:n])
  return x + omp_target_is_present (q, dev) + is_present (q, dev);
}

int *gp;
#pragma omp declare target
int *dtp;
#pragma omp end declare target

int
h (struct elt *p, int *q, int dev)
{
  int x = 0;
  int *r = p[1].d;
#pragma omp target map(tofrom: x) device(dev)
  x = r[0] + q[0] + gp[0] + dtp[0];
#pragma omp target map(tofrom: x) defaultmap(firstprivate: pointer)
  x += r == q;
#pragma omp target map(tofrom: x) map(to: r[0:1]) is_device_ptr(q)
  x += r[0] + q[0];
  return x;
}

/* { dg-final { scan-tree-dump-times "GOMPX_pool_guard \\(" 14 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_pool_guard \\((-1|dev), \\(const void \\*\\) &x, 4, 0, \"x\", " 4 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_pool_guard \\(-1, \\(const void \\*\\) &g, 16, 0, \"g\", " 1 "original" } } */
/* None for dtp, nor in the region with defaultmap(firstprivate:
   pointer), nor in the one that lists r and q.  */
/* { dg-final { scan-tree-dump-times "GOMPX_pool_guard \\(\[^\r\n\]*, 1, 4, " 3 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_pool_guard \\(dev, \\(const void \\*\\) (r|q|gp), 1, 4, \"(r|q|gp)\", \"\[^\"\]*pool-guard-1.c:50:9\"\\);" 3 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_pool_guard \\(-1, \\(const void \\*\\) q, 16, 0, \"q\\\[0:4\\\]\", \"\[^\"\]*pool-guard-1.c:(30|36):\[0-9\]+\"\\);" 2 "original" } } */
/* { dg-final { scan-tree-dump "if \\(D\\.\[0-9\]+\\)\[\r\n\]+ *\{\[\r\n\]+ *GOMPX_pool_guard \\(dev, \\(const void \\*\\) \\(q \\+ 4\\), 8, 0, " "original" } } */
/* An element through a pointer (p[2]), and a struct whose mapper maps
   data behind its pointer (s), go through a map vector, as a section of
   one element: no guard for them or their data.  */
/* { dg-final { scan-tree-dump-not "GOMPX_pool_guard \\(\[^\r\n\]*&s, " "original" } } */
/* { dg-final { scan-tree-dump-not "GOMPX_pool_guard \\(\[^\r\n\]*p \\+ 32" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_pool_guard \\(-1, \\(const void \\*\\) q, 4, 3, " "original" } } */
/* { dg-final { scan-tree-dump-not "GOMPX_pool_guard \\(\[^\r\n\]*(p \\+ 16|n\\+\\+)" "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_is_present \\(\\(const void \\*\\) q, dev\\)" 1 "original" } } */
/* { dg-final { scan-tree-dump "SAVE_EXPR <\\(\\*\\(q \\+ 4\\) \\+ \\*\\(p \\+ 16\\)->d\\) \\+ omp_target_is_present \\(\\(const void \\*\\) q, 0\\)>" "original" } } */
/* { dg-final { scan-tree-dump "\\+ is_present \\(\\(const void \\*\\) q, dev\\);" "original" } } */
