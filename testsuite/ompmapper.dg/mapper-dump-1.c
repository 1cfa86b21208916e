/* The dump shows the clauses after expansion: a mapper's use is exactly
   the hand-written clauses (so it costs nothing at run time), map types
   decay on enter and exit data, and target update keeps what moves in
   its direction and leaves the attached pointer out.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump" } */

struct vec
{
  int len;
  double *d;
  int tag;
};

#pragma omp declare mapper (deep: struct vec v) map(to: v) \
		    map(tofrom: v.d[0:v.len])

void
with_mapper (struct vec s)
{
#pragma omp target map(mapper(deep), tofrom: s)
  s.tag++;
}

void
by_hand (struct vec s)
{
#pragma omp target map(to: s) map(tofrom: s.d[0:s.len])
  s.tag++;
}

void
decay (struct vec s)
{
#pragma omp target enter data map(mapper(deep), alloc: s)
#pragma omp target exit data map(mapper(deep), from: s)
#pragma omp target update to(mapper(deep): s)
#pragma omp target update from(mapper(deep): s)
}

/* { dg-final { scan-dump-times "ompmapper" "#pragma omp target map\\(tofrom:\\*s.d \\\[len: \\(sizetype\\) s.len \\* 8\\\]\\) map\\(attach_detach:s.d \\\[bias: 0\\\]\\) map\\(to:s\\)\n" 2 } } */
/* { dg-final { scan-dump-times "ompmapper" "expanded by a mapper" 5 } } */
/* { dg-final { scan-dump "ompmapper" "target enter data map\\(alloc:\\*s.d \[^\n\]*\\) map\\(attach_detach:s.d \[^\n\]*\\) map\\(alloc:s\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" "target exit data map\\(from:\\*s.d \[^\n\]*\\) map\\(attach_detach:s.d \[^\n\]*\\) map\\(release:s\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" "target update to\\(\\*s.d \[^\n\]*\\) to\\(MEM <char> \\\[\\(void \\*\\)&s\\\] \\\[len: 8\\\]\\) to\\(MEM <char> \\\[\\(void \\*\\)&s \\+ 16B\\\] \\\[len: 8\\\]\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" "target update from\\(\\*s.d \\\[len: \[^\n\]*\\\]\\)\n" } } */
