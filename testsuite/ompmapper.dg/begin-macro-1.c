/* Macros expand in the clauses of begin declare target as in GCC's own
   directives (libcpp hands a directive GCC 12 does not know over with
   expansion off): object-like and function-like ones, nested, variadic.  */
/* { dg-do compile } */

#define IND indirect
#define ALWAYS 1
#define IND_IF indirect(ALWAYS)
#define ANY device_type(any)

#pragma omp begin declare target IND
int f1 (int x) { return x; }
#pragma omp end declare target

#pragma omp begin declare target IND_IF ANY
int f2 (int x) { return -x; }
#pragma omp end declare target

#define WITH(...) indirect __VA_ARGS__ (1)
#define DT(k) device_type (k)
#pragma omp begin declare target WITH () DT (any)
int f4 (int x) { return x * 2; }
#pragma omp end declare target

#define NOHOST device_type(nohost)
#pragma omp begin declare target NOHOST
int f3 (int x) { return x + 1; }
#pragma omp end declare target

int (*volatile fp) (int) = f1;

int
g (void)
{
  int r = 0;
#pragma omp target map(from: r)
  r = fp (3) + f3 (1);
  return r;
}
