/* A token that is no clause after a declare mapper's clauses (code
   written for clang, which says the same and goes on) is a warning, the
   rest of the line ignored and the mapper declared: the region maps a's
   charge through it.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump" } */

struct A
{
  double charge;
  int n;
};

#pragma omp declare mapper (struct A args) map(to: args.charge) use_by_default /* { dg-warning "65: extra tokens at the end of .#pragma omp declare mapper. are ignored" } */

int
main (void)
{
  struct A a = { 1.0, 2 };
#pragma omp target map(to: a)
  a.n++;
  return 0;
}
/* { dg-final { scan-dump "ompmapper" "#pragma omp target map\\(to:a\\.charge\\)\n" } } */
