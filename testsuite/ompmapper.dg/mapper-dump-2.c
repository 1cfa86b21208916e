/* The dump of constructs with array sections of mapped types: the
   section's clause stays on a target region, as alloc, and goes from
   data constructs, whose sections are counted as expanded at run time;
   a struct whose mapper maps such a section goes to run time whole.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump" } */

struct elt
{
  int len;
  int *d;
};

struct bag
{
  int n;
  struct elt *items;
};

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])
#pragma omp declare mapper (struct bag b) map(tofrom: b, b.items[0:b.n])

void
f (struct elt *p, int n, struct bag b)
{
#pragma omp target enter data map(to: p[0:n])
#pragma omp target map(tofrom: p[0:n])
  p[0].len++;
#pragma omp target update from(p[0:n])
#pragma omp target exit data map(from: p[0:n], b)
}

/* { dg-final { scan-dump "ompmapper" "target enter data\n;;   expanded by a mapper\n;;   1 array section of mapped types expanded at run time" } } */
/* { dg-final { scan-dump "ompmapper" "#pragma omp target map\\(alloc:\\*p \\\[len: \[^\n\]*\\\]\\) map\\(firstprivate:p \[^\n\]*\n;;   expanded by a mapper\n;;   1 array section" { target gcc12-13 } } } */
/* The object present by the region says tofrom on GCC 14 and 15 (quirk object-kinds).  */
/* { dg-final { scan-dump "ompmapper" "#pragma omp target map\\(tofrom:\\*p \\\[len: \[^\n\]*\\\]\\) map\\(firstprivate:p \[^\n\]*\n;;   expanded by a mapper\n;;   1 array section" { target gcc14-15 } } } */
/* { dg-final { scan-dump "ompmapper" "target update\n;;   expanded by a mapper\n;;   1 array section" } } */
/* { dg-final { scan-dump "ompmapper" "target exit data\n;;   expanded by a mapper\n;;   2 array sections" } } */
