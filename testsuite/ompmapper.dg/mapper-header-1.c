/* A bad type or declarator in a declare mapper's header is one error,
   at the user's token: none in the hidden text the plugin hands GCC,
   none from the mapper's clauses, none in the functions that follow
   (issue 34, twelfth class).  */
/* { dg-do compile } */

struct S { int *d; int len; };
struct T;

int
f (struct S *s)
{
#pragma omp declare mapper (struct S x() v) map(to: v.d[0:v.len]) /* { dg-error "39: expected '\\)' before '\\(' token" } */
#pragma omp declare mapper (a: struct S v v2) map(to: v.d[0:v.len]) /* { dg-error "43: expected '\\)' before 'v2'" } */
#pragma omp declare mapper (b: Sx v) map(to: v, v.d[0:v.len]) /* { dg-error "32: unknown type name 'Sx'" } */
/* { dg-error "41: .v. does not have a mappable type" "GCC 13 and later, at block scope" { target gcc13-+ } .-1 } */
#pragma omp declare mapper (c: int v) map(to: v, v.d[0:v.len]) /* { dg-error "32: 'int' is not a struct or union type in '#pragma omp declare mapper'" } */
/* { dg-error "42: .v. does not have a mappable type" "GCC 13 and later, at block scope" { target gcc13-+ } .-1 } */
#pragma omp declare mapper (d: struct S *v) map(to: v->d[0:v->len]) /* { dg-error "32: 'struct S \\*' is not a struct or union type" } */
#pragma omp declare mapper (e: struct T v) map(to: v) /* { dg-error "41: storage size of 'v' isn't known" } */
/* { dg-error "47: .v. does not have a mappable type" "GCC 13 and later, at block scope" { target gcc13-+ } .-1 } */
#pragma omp declare mapper (g: struct S x[2] v) map(to: v) /* { dg-error "42: expected '\\)' before '\\\[' token" } */
#pragma omp target map(tofrom: s[0:1])
  s->len++;
  return s->len;
}

#pragma omp declare mapper (struct S y (int) v) map(to: v.d[0:v.len]) /* { dg-error "40: expected '\\)' before '\\(' token" } */
#pragma omp declare mapper (h: unsigned long v) map(v) /* { dg-error "32: 'long unsigned int' is not a struct or union type" } */

/* Nothing more: the functions after the mappers compile.  */
int
g (int x)
{
  int y = x + 1;
  return y;
}

/* Headers that are right.  */
typedef struct S S_t;
struct S s0;
#pragma omp declare mapper (h1: const struct S v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h2: struct S const v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h3: S_t v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h4: __typeof__ (s0) v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h5: volatile S_t v) map(to: v.d[0:v.len])
#pragma omp declare mapper (h6: struct __attribute__ ((__unused__)) S v) map(to: v.d[0:v.len])

int
h (struct S *s)
{
#pragma omp target map(mapper(h3), tofrom: s[0:1])
  s->len++;
  return s->len + g (1);
}
