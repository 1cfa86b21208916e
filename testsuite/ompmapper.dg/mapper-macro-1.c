/* Macros expand inside declare mapper as in any OpenMP directive: the
   mapper identifier, the type, the clauses and the bounds.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump" } */

struct vec
{
  int len;
  double *d;
};

#define MAPPER_ID deep
#define VEC_T struct vec
#define LEN(x) (x).len
#define DEEP_CLAUSES map(to: v) map(tofrom: v.d[0:LEN (v)])

#pragma omp declare mapper (MAPPER_ID: VEC_T v) DEEP_CLAUSES

void
f (struct vec s)
{
#pragma omp target map(mapper(deep), tofrom: s)
  s.len++;
}

/* { dg-final { scan-dump "ompmapper" "#pragma omp target map\\(tofrom:\\*s.d \\\[len: \\(sizetype\\) s.len \\* 8\\\]\\) map\\(attach_detach:s.d \\\[bias: 0\\\]\\) map\\(to:s\\)\n;;   expanded by a mapper" } } */
