/* The _Pragma operator runs its directive out of the plugin's sight: one
   that uses what the plugin adds gets a sorry, at the operator, before
   GCC's own errors (left out here); one that does not compiles as with
   GCC alone.  */
/* { dg-do compile } */
/* { dg-prune-output "error:" } */
/* { dg-prune-output "note: each undeclared" } */

struct vec { int len; double *d; };
#pragma omp declare mapper (deep: struct vec v) map(to: v) map(v.d[0:v.len])

#define PRAGMA(x) _Pragma (#x) /* { dg-message "19: sorry, unimplemented: 'mapper' in a '_Pragma' operator" } */

void
f (struct vec s, int n)
{
  PRAGMA (omp target map(mapper(deep), tofrom: s)) /* { dg-message "3: in expansion of macro 'PRAGMA'" } */
  s.len++;
  _Pragma ("omp target enter data map(present, to: n)") /* { dg-message "3: sorry, unimplemented: 'present' in a '_Pragma' operator" } */
  _Pragma ("omp target map(tofrom: n)")
  n++;
}

_Pragma ("omp declare mapper (struct vec v) map(v)") /* { dg-message "1: sorry, unimplemented: 'mapper' in a '_Pragma' operator" } */
_Pragma ("omp begin declare target") /* { dg-message "1: sorry, unimplemented: 'begin declare target' in a '_Pragma' operator" } */
