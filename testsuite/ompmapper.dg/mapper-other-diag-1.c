/* A mapper's list items may name variables of static storage besides
   the mapper's own, not a variable of the function it is declared in
   (C has no function there that could use one): an error at the item,
   and the uses of the mapper, which is not declared, say nothing more.  */
/* { dg-do compile } */

struct S { int n; int *d; };
int glob;

void
f (struct S *p, int n)
{
  int local = 3;
  static int kept;
#pragma omp declare mapper (bad: struct S v) map(v) map(to: local) /* { dg-error "56: list item 'local' in '#pragma omp declare mapper' refers to 'local', a variable of automatic storage other than 'v'" } */
#pragma omp declare mapper (par: struct S v) map(v, n) /* { dg-error "49: list item 'n' in '#pragma omp declare mapper' refers to 'n'" } */
#pragma omp declare mapper (good: struct S v) map(v, glob, kept)
#pragma omp target map(mapper(bad), tofrom: p[0:n])
  ;
#pragma omp target enter data map(mapper(par), to: p[0])
#pragma omp target map(mapper(good), tofrom: p[0:n])
  ;
}
