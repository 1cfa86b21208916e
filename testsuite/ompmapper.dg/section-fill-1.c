/* A section whose mapper pushes the same entries for every element has
   them written straight into room reserved in the map vector: one
   GOMPX_map_reserve per section, no call for each element or entry.
   Storage of the element goes to the device with the section's own
   entry, which is "to" when a member is, and has no entry of its own
   (but to come back); target update writes only what moves.  A mapper that maps a section inside the
   element, or that can reach itself, still calls its runtime function
   for each element.  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */

struct elt { int len; int *d; };
#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

struct part { int n; double *x; float *y; };
#pragma omp declare mapper (struct part v) map(to: v.n) \
  map(tofrom: v.x[0:v.n]) map(alloc: v.y[0:v.n])

struct node { int val; struct node *next; };
#pragma omp declare mapper (struct node v) map(tofrom: v, v.next[0:v.next != 0])

struct outer { int m; struct elt *e; };
#pragma omp declare mapper (struct outer v) map(tofrom: v, v.e[0:v.m])

void
fixed (struct elt *p, struct part *q, int n)
{
#pragma omp target enter data map(to: p[0:n], q[0:n])
#pragma omp target update from(q[0:n])
#pragma omp target exit data map(from: p[0:n], q[0:n])
}

void
varying (struct node *l, struct outer *o, int n)
{
#pragma omp target enter data map(to: l[0:1], o[0:n])
}

/* In the constructs (the vector is a temporary there): enter, p's
   elements 2 entries each (data, attachment), q's 4 (v.n goes with the
   section); update, q's x only; exit, 2 and 4.  The only entries added
   one by one are the sections'.  */
/* { dg-final { scan-tree-dump-times "GOMPX_map_reserve \\(D\\.\[0-9\]+, D\\.\[0-9\]+, \[0-9\]+\\)" 5 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_reserve \\(D\\.\[0-9\]+, D\\.\[0-9\]+, 2\\)" 2 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_reserve \\(D\\.\[0-9\]+, D\\.\[0-9\]+, 4\\)" 2 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_reserve \\(D\\.\[0-9\]+, D\\.\[0-9\]+, 1\\)" 1 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_reserved_sizes \\(D\\.\[0-9\]+, D\\.\[0-9\]+\\)" 5 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_reserved_kinds \\(D\\.\[0-9\]+, D\\.\[0-9\]+\\)" 5 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_add \\(D\\.\[0-9\]+, " 6 "original" } } */
/* v.n is storage of the section: q's section entry is "to" (769: to,
   aligned to 8) on enter; on exit the section's release is v.n's.  */
/* { dg-final { scan-tree-dump-times "GOMPX_map_add \\(D\\.\[0-9\]+, \\(void \\*\\) D\\.\[0-9\]+, D\\.\[0-9\]+ \\* 24, 769\\);" 1 "original" } } */
/* The list and the outer structs go element by element; the sections of
   struct elt inside an outer one are written in place, by the outer
   mapper's runtime function.  */
/* { dg-final { scan-tree-dump-times "__ompm_mapper_rt_\[0-9\]+ \\(D\\.\[0-9\]+, \\(void \\*\\) D\\.\[0-9\]+, D\\.\[0-9\]+ << 6 \\| 34\\);" 2 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_visit \\(D\\.\[0-9\]+, " 1 "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_map_reserve \\(__ompm_h, D\\.\[0-9\]+, 2\\)" "original" } } */
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "31: dropping .alloc. clause during mapper expansion" "" { target *-*-* } 29 } */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 29 } */
