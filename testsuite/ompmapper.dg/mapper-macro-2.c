/* A mapper modifier that comes out of a macro in a target directive is
   not supported (the modifier is stripped before macro expansion): a
   sorry, not silence.  GCC's own errors about the modifier follow.  */
/* { dg-do compile } */

struct vec
{
  int len;
  double *d;
};

#pragma omp declare mapper (deep: struct vec v) map(to: v)

#define DEEP mapper(deep), /* { dg-error "'mapper' undeclared" } */
/* { dg-message "each undeclared identifier" "" { target *-*-* } .-1 } */
/* { dg-error "expected '\\)' before '\\(' token" "" { target *-*-* } .-2 } */

void
f (struct vec s)
{
#pragma omp target map(DEEP tofrom: s) /* { dg-message "sorry, unimplemented: 'mapper' modifier coming from the expansion of macro 'DEEP'" } */
  s.len++;
  /* { dg-message "in expansion of macro 'DEEP'" "" { target *-*-* } .-2 } */
  /* { dg-message "to match this" "" { target *-*-* } .-3 } */
}
