/* The shared library of gpu-indirect-shlib-1.c.  */

#include <omp.h>

typedef int (*op_t) (int);

#pragma omp begin declare target indirect
int lib_neg (int x) { return -x; }
#pragma omp end declare target

op_t lib_neg_ptr = lib_neg;

/* F (X) on the GPU; *INITIAL says where it ran.  */

int
lib_apply (op_t f, int x, int *initial)
{
  int r = 0, i = 1;
#pragma omp target map(from: r, i)
  {
    i = omp_is_initial_device ();
    r = f (x);
  }
  *initial = i;
  return r;
}
