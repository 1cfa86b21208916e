/* A constant section length whose size in bytes overflows a size_t is
   an error at the clause, where GCC 12 would map the wrapped size (4
   bytes here) without a word (issue 34, eleventh class).  */
/* { dg-do compile } */

struct P { int *d; };
#pragma omp declare mapper (struct P p) map(tofrom: p.d[0:0x4000000000000001]) /* { dg-error "size of array section starting at 'p.d\\\[0\\\]' is too large" } */

void
f (struct P *q, struct P *r)
{
#pragma omp target map(tofrom: q->d[0:0x4000000000000001]) /* { dg-error "23: size of array section starting at 'q->d\\\[0\\\]' is too large" } */
  q->d[0]++;
#pragma omp target map(tofrom: r[0:1])
  r->d[0]++;
#pragma omp target map(tofrom: q->d[0:0x4000000000000000 / 4 - 1])
  q->d[0]++;
}
