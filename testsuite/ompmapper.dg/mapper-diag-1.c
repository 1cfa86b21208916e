/* Errors in a declare mapper directive's type, clauses and list items,
   and a redeclaration in the same scope, each on its own line.  */
/* { dg-do compile } */

struct S
{
  int len;
  int *d;
};
typedef struct S S_t;
int glob;
struct S gs;

#pragma omp declare mapper (int v) map(v) /* { dg-error "'int' is not a struct or union type in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (struct S v) /* { dg-error "missing 'map' clause in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (struct S v) map(v) private(v) /* { dg-error "'private' clause is not allowed in '#pragma omp declare mapper'; only 'map' is" } */
/* Other variables may be list items (5.1, 2.21.7.4), as long as one
   clause maps v or a part of it.  */
#pragma omp declare mapper (a: struct S v) map(glob) /* { dg-error "no 'map' clause of '#pragma omp declare mapper' maps 'v' or a part of it" } */
#pragma omp declare mapper (a2: struct S v) map(glob) map(v.len)
#pragma omp declare mapper (b: struct S v) map(v) map(gs)
#pragma omp declare mapper (c: struct S v) map(release: v) /* { dg-error "map type 'release' is not allowed in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (c: struct S v) map(bogus, to: v) /* { dg-error "unknown map type or map-type modifier 'bogus'" } */
#pragma omp declare mapper (d: struct S v) map(v.nosuch) /* { dg-error "'struct S' has no member named 'nosuch'" } */
#pragma omp declare mapper (struct Undefined v) map(v) /* { dg-error "storage size of 'v' isn't known" } */

#pragma omp declare mapper (m: struct S v) map(v) /* { dg-message "previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (m: S_t w) map(w.d[0:w.len]) /* { dg-error "redeclaration of mapper 'm' for type 'S_t' \\\{aka 'struct S'\\\}" } */
#pragma omp declare mapper (struct S v) map(v) /* { dg-message "previous" } */
#pragma omp declare mapper (default: const struct S v) map(v) /* { dg-error "redeclaration of mapper 'default' for type 'const struct S'" } */

void
f (void)
{
  /* A different scope: not a redeclaration.  */
#pragma omp declare mapper (m: struct S v) map(to: v)
  int n = 2;
#pragma omp declare mapper (e: struct S v) map(v.d[0:nn]) /* { dg-error "'nn' undeclared" } */
/* { dg-message "each undeclared identifier" "" { target *-*-* } .-1 } */
  (void) n;
}
