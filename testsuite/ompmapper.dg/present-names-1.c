/* The runtime's messages about a list item (the present modifier's
   checks, pool mode's guards, the map vector's list items) name it as
   the user wrote it, not as GCC finished it: p[0:n], not *p; a mapper's
   item as the mapper spells it for the invoking item.  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */

struct vec { int len; int *d; };
#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

struct w { int n; double *x; };

void
f (struct vec *p, int n, int *q, int m, struct w *w, int a[10], int k,
   int *pp[4], struct vec s)
{
  int b[20];
#pragma omp target enter data map(present, to: p[0:n])
#pragma omp target enter data map(present, to: p[2:n-1])
#pragma omp target enter data map(present, to: q[k:m])
#pragma omp target enter data map(present, to: w->x[0:w->n])
#pragma omp target enter data map(present, to: a[1:3])
#pragma omp target enter data map(present, to: b[2:k])
#pragma omp target enter data map(present, to: b[k:])
#pragma omp target enter data map(present, to: pp[1][0:m])
#pragma omp target enter data map(present, to: p[k])
#pragma omp target enter data map(present, to: s)
#pragma omp target update to(present: p[3])
}

/* { dg-final { scan-tree-dump-times "GOMPX_present \\(\[^\r\n\]*, \"p\\\[0:n\\\]\", \"\[^\"\]*present-names-1.c:18:\[0-9\]+\"\\);" 1 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_item \\(\[^\r\n\]*, \"p\\\[0:n\\\]\", \"\[^\"\]*present-names-1.c:18:\[0-9\]+\"\\);" 1 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_present \\(\[^\r\n\]*, \"p\\\[0:n\\\]\", \"\[^\"\]*present-names-1.c:18:\[0-9\]+\"\\);" 1 "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_present \\(\[^\r\n\]*, \"p\\\[2:n - 1\\\]\"" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_present \\(\[^\r\n\]*, \"q\\\[k:m\\\]\"" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_present \\(\[^\r\n\]*, \"w->x\\\[0:w->n\\\]\"" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_present \\(\[^\r\n\]*, \"a\\\[1:3\\\]\"" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_present \\(\[^\r\n\]*, \"b\\\[2:k\\\]\"" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_present \\(\[^\r\n\]*, \"b\\\[k:20 - k\\\]\"" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_present \\(\[^\r\n\]*, \"pp\\\[1\\\]\\\[0:m\\\]\"" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_map_item \\(\[^\r\n\]*, \"p\\\[k\\\]\"" "original" } } */
/* { dg-final { scan-tree-dump "GOMPX_map_item \\(\[^\r\n\]*, \"s\", \"\[^\"\]*present-names-1.c:27:\[0-9\]+\"\\);" "original" } } */
/* An element through a pointer goes through a map vector, named as
   written.  */
/* { dg-final { scan-tree-dump "GOMPX_map_item \\(\[^\r\n\]*, \"p\\\[3\\\]\", \"\[^\"\]*present-names-1.c:28:\[0-9\]+\"\\);" "original" } } */
/* { dg-final { scan-tree-dump-not "GOMPX_\[a-z_\]* \\(\[^\r\n\]*\"\\*" "original" } } */
