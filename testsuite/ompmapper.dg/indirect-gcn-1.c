/* With GCC's gcn offload compiler installed, the device runtime carries
   GCN code too: a program with indirect calls in a target region links
   a GCN offload image (__gompx_translate_fptr and the table variables
   resolved there).  */
/* { dg-do link } */
/* { dg-require-effective-target offload_gcn_image } */
/* { dg-options "-foffload=amdgcn-amdhsa" } */

typedef int (*op_t) (int);

#pragma omp begin declare target indirect
int inc (int x) { return x + 1; }
#pragma omp end declare target

int
main (void)
{
  op_t f[1] = { inc };
  int r = 0;
#pragma omp target map(to: f) map(from: r)
  r = f[0] (1);
  return r != 2;
}
