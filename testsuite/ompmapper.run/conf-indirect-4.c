/* Pointers to indirect functions as struct members: a global struct and a
   local one mapped with their pointer members named too, a global struct
   nested in another, and a global and a local struct whose type has a default
   mapper mapping the pointers, used without a map clause; each called, pointed
   elsewhere on the host, called again (LLVM
   offload/test/api/omp_indirect_func_struct.c).  */
/* { dg-do run } */

#include "indirect.h"

#define V 5

#pragma omp begin declare target indirect
int direct_arg (int x) { return 2 * x; }
int base_arg (int x) { return -x; }
int direct0 (void) { return V; }
int base0 (void) { return -V; }
#pragma omp end declare target

struct fs
{
  int buffer;
  int (*f0) (void);
  int (*f1) (int);
};

typedef struct
{
  int buffer;
  int (*f0) (void);
  int (*f1) (int);
} fs_mapped;

#pragma omp declare mapper (fs_mapped s) map(s, s.f0, s.f1)

struct nested
{
  struct fs inner;
};

struct fs gval = { 0, base0, base_arg };
fs_mapped gmapped = { 0, base0, base_arg };
struct nested gnested = { { 0, base0, base_arg } };

static int r0, r1;

static void
expect (int a, int b)
{
  if (r0 != a || r1 != b)
    abort ();
}

int
main (void)
{
#pragma omp target map(gnested, gnested.inner.f0, gnested.inner.f1) \
		   map(from: r0, r1)
  {
    r0 = gnested.inner.f0 ();
    r1 = gnested.inner.f1 (V);
  }
  expect (-V, -V);
  gnested.inner.f0 = direct0;
  gnested.inner.f1 = direct_arg;
#pragma omp target map(gnested, gnested.inner.f0, gnested.inner.f1) \
		   map(from: r0, r1)
  {
    r0 = gnested.inner.f0 ();
    r1 = gnested.inner.f1 (V);
  }
  expect (V, 2 * V);

#pragma omp target map(gval, gval.f1, gval.f0) map(from: r0, r1)
  {
    r0 = gval.f0 ();
    r1 = gval.f1 (V);
  }
  expect (-V, -V);
  gval.f0 = direct0;
  gval.f1 = direct_arg;
#pragma omp target map(gval, gval.f0, gval.f1) map(from: r0, r1)
  {
    r0 = gval.f0 ();
    r1 = gval.f1 (V);
  }
  expect (V, 2 * V);

  struct fs lval;
  lval.f0 = base0;
  lval.f1 = base_arg;
#pragma omp target map(lval, lval.f1, lval.f0) map(from: r0, r1)
  {
    r0 = lval.f0 ();
    r1 = lval.f1 (V);
  }
  expect (-V, -V);
  lval.f0 = direct0;
  lval.f1 = direct_arg;
#pragma omp target map(lval, lval.f0, lval.f1) map(from: r0, r1)
  {
    r0 = lval.f0 ();
    r1 = lval.f1 (V);
  }
  expect (V, 2 * V);

  /* Through the mapper, without a map clause.  */
#pragma omp target map(from: r0, r1)
  {
    r0 = gmapped.f0 ();
    r1 = gmapped.f1 (V);
  }
  expect (-V, -V);
  gmapped.f0 = direct0;
  gmapped.f1 = direct_arg;
#pragma omp target map(from: r0, r1)
  {
    r0 = gmapped.f0 ();
    r1 = gmapped.f1 (V);
  }
  expect (V, 2 * V);

  fs_mapped lmapped;
  lmapped.f0 = base0;
  lmapped.f1 = base_arg;
#pragma omp target map(from: r0, r1)
  {
    r0 = lmapped.f0 ();
    r1 = lmapped.f1 (V);
  }
  expect (-V, -V);
  lmapped.f0 = direct0;
  lmapped.f1 = direct_arg;
#pragma omp target map(from: r0, r1)
  {
    r0 = lmapped.f0 ();
    r1 = lmapped.f1 (V);
  }
  expect (V, 2 * V);
  check_table (4);
  return 0;
}
