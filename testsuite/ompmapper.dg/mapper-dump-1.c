/* The dump shows the clauses after expansion.  A mapper that maps the
   object whole and nothing behind its pointers is exactly the
   hand-written clauses (nothing at run time), with map types decayed on
   enter and exit data and target update keeping what moves in its
   direction.  One that maps data behind a pointer goes through a map
   vector (the pointer may be null, or its section empty, at run time,
   which GCC 12's own clauses do not take): on a target region its
   clause stays as alloc, on other constructs it goes.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-dump -fdump-tree-original" } */

struct vec
{
  int len;
  double *d;
  int tag;
};

#pragma omp declare mapper (deep: struct vec v) map(to: v) \
		    map(tofrom: v.d[0:v.len])
#pragma omp declare mapper (flat: struct vec v) map(to: v)

void
with_mapper (struct vec s)
{
#pragma omp target map(mapper(flat), tofrom: s)
  s.tag++;
#pragma omp target map(mapper(deep), tofrom: s)
  s.tag++;
}

void
decay (struct vec s)
{
#pragma omp target enter data map(mapper(flat), alloc: s)
#pragma omp target exit data map(mapper(flat), from: s)
#pragma omp target update to(mapper(flat): s)
#pragma omp target update from(mapper(flat): s)
#pragma omp target enter data map(mapper(deep), alloc: s)
#pragma omp target exit data map(mapper(deep), from: s)
}

/* { dg-final { scan-dump "ompmapper" ":26:9: #pragma omp target map\\(to:s\\)\n;;   expanded by a mapper\n" } } */
/* { dg-final { scan-dump "ompmapper" ":28:9: #pragma omp target map\\(alloc:s\\)\n;;   expanded by a mapper\n;;   1 array section" { target gcc12-13 } } } */
/* The object present by the region says tofrom on GCC 14 and 15 (quirk object-kinds).  */
/* { dg-final { scan-dump "ompmapper" ":28:9: #pragma omp target map\\(tofrom:s\\)\n;;   expanded by a mapper\n;;   1 array section" { target gcc14-15 } } } */
/* { dg-final { scan-dump "ompmapper" "target enter data map\\(alloc:s\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" "target exit data map\\(release:s\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" "target update to\\(s\\)\n" } } */
/* { dg-final { scan-dump "ompmapper" ":38:9: #pragma omp target update\n" } } */
/* { dg-final { scan-dump-times "ompmapper" "expanded by a mapper\n;;   1 array section" 3 } } */
/* The object's entry in the map vector: "to" on the target region (its
   mapper maps it "to"), alloc on enter data with alloc, release on exit
   data with from (its data behind d comes back in an entry of its
   own).  */
/* { dg-final { scan-tree-dump-times "GOMPX_map_add \\(D\\.\[0-9\]+, \\(void \\*\\) D\\.\[0-9\]+, D\\.\[0-9\]+ \\* 24, 769\\)" 1 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_add \\(D\\.\[0-9\]+, \\(void \\*\\) D\\.\[0-9\]+, D\\.\[0-9\]+ \\* 24, 768\\)" 1 "original" } } */
/* { dg-final { scan-tree-dump-times "GOMPX_map_add \\(D\\.\[0-9\]+, \\(void \\*\\) D\\.\[0-9\]+, D\\.\[0-9\]+ \\* 24, 791\\)" 1 "original" } } */
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 38 } */
