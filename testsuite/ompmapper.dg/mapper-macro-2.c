/* Modifiers that come out of macros on a target directive work as
   written out: mapper(ID) in a macro, a macro as the mapper identifier,
   present and defaultmap(present) in macros (the directive is read
   macro-expanded, as GCC reads it).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump -fdump-tree-original" } */

struct vec
{
  int len;
  double *d;
};

#pragma omp declare mapper (deep: struct vec v) map(to: v) map(v.d[0:v.len])

#define DEEP mapper(deep),
#define DEEP_ID deep
#define MUST present,
#define ALL_PRESENT defaultmap(present)

void
f (struct vec s, struct vec t, int n)
{
#pragma omp target map(DEEP tofrom: s)
  s.len++;
#pragma omp target update to(mapper(DEEP_ID): t)
#pragma omp target enter data map(MUST to: n)
#pragma omp target ALL_PRESENT
  n++;
}

/* Both mapper modifiers found their mapper: each expansion maps the
   data behind d, through a map vector.  */
/* { dg-final { scan-dump-times "ompmapper" "expanded by a mapper\n;;   1 array section" 2 } } */
/* present from the macro, and defaultmap(present) from the other: two
   checks before the constructs.  */
/* { dg-final { scan-tree-dump-times "GOMPX_present \\(" 2 "original" } } */
