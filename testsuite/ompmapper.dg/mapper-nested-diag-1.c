/* A mapper(ID) modifier inside a declare mapper must name a mapper
   visible where the mapper is declared, for the clause's item's type: an
   error at that clause (a use on an array section, which expands at run
   time, would otherwise say nothing), with its column.  present is a map
   type modifier a mapper's clause may have.  */
/* { dg-do compile } */

struct T { int n; int *d; };
struct U { struct T t; int k; };

#pragma omp declare mapper (struct U u) map(mapper(nosuch), tofrom: u.t) /* { dg-error "44: no mapper 'nosuch' for type 'struct T' is visible here" } */
#pragma omp declare mapper (m2: struct U u) map(u) \
		    map(mapper(later), to: u.t) /* { dg-error "24: no mapper 'later' for type 'struct T' is visible here" } */
#pragma omp declare mapper (later: struct T t) map(t)
#pragma omp declare mapper (m3: struct U u) map(mapper(later), to: u.k) /* { dg-error "48: 'mapper' modifier on list item 'u.k', whose type 'int' is not a struct or union" } */
#pragma omp declare mapper (m4: struct U u) map(present, to: u) map(always, present, from: u.t)

void
f (struct U *p, int n)
{
#pragma omp target map(p[0:n])
  ;
}
