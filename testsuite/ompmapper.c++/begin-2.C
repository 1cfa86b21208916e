// begin declare target with device_type(host) and (nohost) in C++: the
// functions of the block get g++'s attributes as those of a list do;
// indirect(0) beside device_type(nohost) is no error (diag-11.C);
// nested blocks, opened on one line, register at the outermost end,
// once for each indirect block (one here) and none for the others.
// { dg-do compile }
// { dg-options "-fdump-tree-original" }

#pragma omp begin declare target device_type(nohost)
int h1 (int x) { return x + 1; }
#pragma omp end declare target

#pragma omp begin declare target device_type(host)
int h2 (int x) { return x + 2; }
#pragma omp end declare target

#pragma omp begin declare target indirect(0) device_type(nohost)
int h4 (int x) { return x + 4; }
#pragma omp end declare target

#pragma omp begin declare target
#pragma omp begin declare target indirect
int h5 (int x) { return x + 5; }
#pragma omp end declare target
int h6 (int x) { return x + 6; }
#pragma omp end declare target

int
use (int x)
{
  int r = 0;
#pragma omp target map(tofrom: r)
  r = h1 (x) + h2 (x) + h4 (x) + h5 (x) + h6 (x);
  return r;
}

// { dg-final { scan-tree-dump-times "GOMPX_indirect_register \\(" 1 "original" } }
