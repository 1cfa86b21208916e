/* Text handed back for a directive the plugin takes (reads expanded)
   keeps each token of the user's on its line, but may have to put it
   further right: after a macro whose expansion is longer than its name,
   after "#pragma omp" written where "omp" stood left of column 9, after
   an iterator clause rewritten longer.  The user's tokens get their own
   locations back, so diagnostics name their columns.  */
/* { dg-do compile } */

struct S { int len; int *d; };
#pragma omp declare mapper (id: struct S v) map(v)
#define M1(...) __VA_ARGS__  : 2
#define MP mapper(id),
#define L LONGER_EXPANSION_NAME_XYZ
int lv0;

#pragma \
omp declare target enter (lv0, nx0) indirect /* { dg-error "32:'nx0' undeclared here" } */

void
f (struct S s, int *q, int x)
{
#pragma omp target enter data map(MP to: s) map(alloc: q[M1 (x ? 1) : nx1]) /* { dg-error "71:'nx1' undeclared" } */
#pragma omp target enter data map(MP to: s) map(alloc: q[L : nx2]) /* { dg-error "62:'nx2' undeclared" } */
/* { dg-error "59:'LONGER_EXPANSION_NAME_XYZ' undeclared" "" { target *-*-* } 23 } */
#pragma \
omp target map(iterator(i=0:1), to: q[i]) map(nx3) /* { dg-error "47:'nx3' undeclared" } */
  ;
#pragma omp target enter data map(iterator(i=0:x), to: q[i]) map(to: nx4) /* { dg-error "70:'nx4' undeclared" } */
#pragma omp target exit data map(iterator(i=0:x), \
                                 delete: q[i:1]) map(from: nx5) /* { dg-error "60:'nx5' undeclared" } */
}
/* { dg-prune-output "must contain at least one" } */
/* { dg-message "note: each undeclared identifier" "" { target *-*-* } 0 } */
