/* The testsuite's dump scans find GCC's dumps of a test built with the
   plugin: one target region with three map clauses, no target data.  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-gimple" } */

void
f (int *p, int n, int *sum)
{
#pragma omp target map(to: p[0:n]) map(tofrom: sum[0:1]) map(alloc: n)
  for (int i = 0; i < n; i++)
    *sum += p[i];
}

/* { dg-final { scan-tree-dump-times "#pragma omp target num_teams" 1 "gimple" } } */
/* { dg-final { scan-tree-dump "map\\(to:\\*p \\\[len: " "gimple" } } */
/* { dg-final { scan-tree-dump-not "#pragma omp target data" "gimple" } } */
