/* Syntax errors in declare mapper directives are reported on their line
   and do not stop the compilation of what follows.  */
/* { dg-do compile } */

struct S
{
  int len;
  int *d;
};

#pragma omp declare mapper struct S v /* { dg-error "expected '\\(' after 'declare mapper'" } */
#pragma omp declare mapper /* { dg-error "expected '\\(' after 'declare mapper'" } */
#pragma omp declare mapper (struct S v map(v) /* { dg-error "expected '\\)' in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (case: struct S v) map(v) /* { dg-error "expected identifier or 'default' before 'case'" } */
#pragma omp declare mapper (struct S) map(v) /* { dg-error "expected a variable name after the type" } */
#pragma omp declare mapper (m: ) map(v) /* { dg-error "expected a type and a variable name" } */
#pragma omp declare mapper (v) map(v) /* { dg-error "expected a type and a variable name" } */
#pragma omp declare mapper (struct S v) map /* { dg-error "expected '\\(' after 'map'" } */
#pragma omp declare mapper (struct S v) map(v /* { dg-error "expected '\\)' in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (struct S v) map(mapper(x y), to: v) /* { dg-error "expected '\\(', a mapper identifier and '\\)' after 'mapper'" } */
#pragma omp declare mapper (struct S v) map(mapper(x), mapper(y), to: v) /* { dg-error "too many 'mapper' modifiers" } */
#pragma omp declare mapper (struct S v) map(v) ; /* { dg-error "expected a 'map' clause" } */

int after_the_errors = 1;

int
main (void)
{
  int x = after_the_errors + ; /* { dg-error "expected expression" } */
  return x;
}
