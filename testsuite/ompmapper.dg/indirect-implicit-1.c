/* Function pointers a target region uses with no clause naming them are
   firstprivate, at file scope, static local and local alike; a declare
   target one keeps its device copy, and a defaultmap for pointers other
   than the default is GCC's.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump" } */

typedef int (*op_t) (int);
int neg (int x) { return -x; }
op_t gfp = neg;
#pragma omp declare target
op_t dtfp = neg;
#pragma omp end declare target

int
f (void)
{
  static op_t sfp = neg;
  op_t lfp = neg;
  int r = 0;
#pragma omp target map(from: r)
  r = gfp (1) + sfp (2) + lfp (3) + dtfp (4);
#pragma omp target map(from: r) defaultmap(tofrom: pointer)
  r = gfp (1);
  return r;
}

/* { dg-final { scan-dump "ompmapper" ":21:9: #pragma omp target firstprivate\\(lfp\\) firstprivate\\(sfp\\) firstprivate\\(gfp\\) map\\(from:r\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" ":23:9: #pragma omp target defaultmap\\(tofrom:pointer\\) map\\(from:r\\)\n" } } */
