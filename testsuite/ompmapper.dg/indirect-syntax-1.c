/* Every spelling of declare target indirect compiles: to and enter
   lists, indirect with a constant expression, device_type(any), the
   begin/end block with and without clauses, nested blocks; and enter
   works without indirect too (OpenMP 5.2).  Each indirect group gets a
   registration (one constructor each).  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */

int a (int x) { return x; }
int b (int x) { return x; }
int c (int x) { return x; }
int d (int x) { return x; }

#pragma omp declare target to(a) indirect
#pragma omp declare target enter(b) indirect(1 + 1 == 2) device_type(any)
#pragma omp declare target enter(c)
#pragma omp declare target to(d) indirect(0)

#pragma omp begin declare target indirect(1)
int e (int x) { return x; }
#pragma omp begin declare target
int f (int x) { return x; }
#pragma omp end declare target
int g (int x) { return x; }
#pragma omp end declare target

#pragma omp begin declare target device_type(any)
int h (int x) { return x; }
#pragma omp end declare target

/* { dg-final { scan-tree-dump-times "GOMPX_indirect_register \\(" 4 "original" } } */
/* e and g: two functions; f is in a nested block without indirect.  */
/* { dg-final { scan-tree-dump "&__ompm_ind_host_3, __ompm_ind_value_3 != 0 \\? 2 : 0, " "original" } } */
/* { dg-final { scan-tree-dump "&__ompm_ind_host_0, 1, " "original" } } */
/* indirect(0) on d: the value is 0 at run time.  */
/* { dg-final { scan-tree-dump "&__ompm_ind_host_2, __ompm_ind_value_2 != 0, " "original" } } */
