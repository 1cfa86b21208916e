/* Macros expand inside declare mapper as in any OpenMP directive: the
   mapper identifier, the type, the clauses and the bounds.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump -fdump-tree-original" } */

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

/* The mapper named by the macro's expansion applies (it maps data
   behind s.d, so through a map vector), and its runtime function maps
   the section LEN (v) expanded to.  */
/* { dg-final { scan-dump "ompmapper" "#pragma omp target map\\(alloc:s\\)\n;;   expanded by a mapper\n;;   1 array section" { target gcc12-13 } } } */
/* The object present by the region says tofrom on GCC 14 and 15 (quirk object-kinds).  */
/* { dg-final { scan-dump "ompmapper" "#pragma omp target map\\(tofrom:s\\)\n;;   expanded by a mapper\n;;   1 array section" { target gcc14-15 } } } */
/* The section's size, checked for overflow (present.cc,
   ompm_checked_size), the item named as the mapper spells it.  */
/* { dg-final { scan-tree-dump "GOMPX_map_add \\(__ompm_h, \\(void \\*\\) \\(\\(struct vec \\*\\) __ompm_e\\)->d, SAVE_EXPR <\\(long unsigned int\\) \\(\\(struct vec \\*\\) __ompm_e\\)->len> > 1152921504606846975 \[^\r\n\]* \\? GOMPX_size_overflow \\(\[^\r\n\]*, 8, \"v.d\\\[0:v.len\\\]\", \[^\r\n\]* : SAVE_EXPR <\\(long unsigned int\\) \\(\\(struct vec \\*\\) __ompm_e\\)->len> \\* 8" "original" } } */
