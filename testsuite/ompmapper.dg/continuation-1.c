/* Directives the plugin hands back as text keep their continuation
   lines; a token at column 1 of one must not paste with the token
   before it ("struct S" and "v" made "struct Sv", "sizeof" and "x"
   "sizeofx", and a mapper's map clause at column 1 made "#pragma omp
   targetmap", which GCC ignored: the mapper lost its clause).  */
/* { dg-do compile } */

struct S { int len; int *d; };
#pragma omp declare mapper (id: struct S v) map(v)
#pragma omp declare mapper (dm1: struct S v) \
map(tofrom: v, v.d[0:v.len])
#define MID mapper(id),

void
f (struct S s, int x)
{
#pragma omp declare mapper (struct S \
v) map(v)
#pragma omp target map(MID to: s) device (sizeof \
x)
  ;
#pragma omp target map(mapper(dm1), tofrom: s)
  ;
  _Static_assert (__LINE__ == 24, "lines kept");
}
