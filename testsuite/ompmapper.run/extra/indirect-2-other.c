/* The second unit of indirect-2.c.  */

#include "../indirect.h"

#pragma omp begin declare target indirect
static int other_inc (int x) { return x + 1000; }
static int other_neg (int x) { return -x; }
#pragma omp end declare target

op_t other_fns[2] = { other_inc, other_neg };
