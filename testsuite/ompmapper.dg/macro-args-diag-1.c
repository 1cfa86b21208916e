/* Directives the plugin takes inside a function-like macro's arguments.
   One whose text handed back has declarations (a block-scope mapper)
   cannot go before the macro's expansion, where libcpp puts pragmas: a
   sorry at the directive, and the macro's invocation stays whole.  A declare mapper rejected there used to leave
   libcpp's argument collection out of step, so that a _Pragma later in
   the same arguments ran to the end of the file and cc1 crashed: errors
   only.  */
/* { dg-do compile } */

struct S { int len; int *d; };

#define ID(...) __VA_ARGS__
#define P3(s) _Pragma (s)

int
f (struct S s, int *q)
{
  int after;
  ID (
#pragma omp declare mapper (struct S v) map(v, v.d[0:v.len]) /* { dg-message "9:sorry, unimplemented: this directive inside the arguments of a function-like macro" } */
  after = __LINE__;)
  ID (
#pragma omp declare mapper (struct S v) map(bogus: v) /* { dg-error "45:unknown map type or map-type modifier 'bogus'" } */
P3 ("omp target map (to: q[0:1])")
  ;)
  return after == 22 ? s.len : -1;
}
