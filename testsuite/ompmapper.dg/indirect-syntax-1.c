/* Every spelling of declare target indirect compiles: to and enter
   lists, indirect with a constant expression, device_type(any), the
   begin/end block with and without clauses, nested blocks; and enter
   works without indirect too (OpenMP 5.2).  Each indirect group gets a
   registration (one constructor each); indirect(0) and variables
   register nothing.  */
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

/* A variable in an indirect list is declare target, and indirect means
   nothing for it (as in GCC trunk); device_type(nohost) goes with
   indirect(0), whose restriction applies only where it is true (5.1,
   2.14.7).  */
int v = 3;
#pragma omp declare target indirect to(v)
int k (int x) { return x + v; }
#pragma omp declare target indirect(0) device_type(nohost) to(k)

/* { dg-final { scan-tree-dump-times "GOMPX_indirect_register \\(" 3 "original" } } */
/* e and g: two functions; f is in a nested block without indirect.  */
/* { dg-final { scan-tree-dump "&__ompm_ind_host_2, __ompm_ind_value_2 != 0 \\? 2 : 0, " "original" } } */
/* { dg-final { scan-tree-dump "&__ompm_ind_host_0, 1, " "original" } } */
/* { dg-final { scan-tree-dump "&__ompm_ind_host_1, __ompm_ind_value_1 != 0, " "original" } } */
/* indirect(0) on d: nothing registered (a, b, and e with g: three), and
   no constant for its value either.  */
/* { dg-final { scan-tree-dump-not "__ompm_ind_value_3" "original" } } */
