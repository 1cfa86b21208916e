/* Errors at uses of mappers: a mapper(id) that names no visible mapper
   for the item's type (not declared, declared later, or declared in a
   block that has ended), a mapper modifier on a scalar; and not a list
   mapper, whose nodes are behind pointers.  */
/* { dg-do compile } */

struct S
{
  int len;
  int *d;
};
union U
{
  int i;
};
struct R
{
  int n;
  struct R *next;
};

#pragma omp declare mapper (m: struct S v) map(v)
/* A list: r.next[0] is behind a pointer, mapped at run time node by
   node, not expanded forever.  */
#pragma omp declare mapper (struct R r) map(r, r.next[0])

void
f (void)
{
  struct S s;
  union U u;
  struct R r;
  int x = 0;
#pragma omp target map(mapper(nosuch), tofrom: s) /* { dg-error "no mapper 'nosuch' for type 'struct S' is visible here" } */
  s.len++;
#pragma omp target map(mapper(m), tofrom: u) /* { dg-error "no mapper 'm' for type 'union U' is visible here" } */
  u.i++;
#pragma omp target update to(mapper(later): s) /* { dg-error "no mapper 'later' for type 'struct S'" } */
#pragma omp declare mapper (later: struct S v) map(v)
#pragma omp target update to(mapper(later): s)
  {
#pragma omp declare mapper (inblock: struct S v) map(v)
#pragma omp target enter data map(mapper(inblock), to: s)
  }
#pragma omp target exit data map(mapper(inblock), from: s) /* { dg-error "no mapper 'inblock'" } */
#pragma omp target map(mapper(m), tofrom: x) /* { dg-error "'mapper' modifier on list item 'x', whose type 'int' is not a struct or union" } */
  x++;
#pragma omp target map(tofrom: r)
  r.n++;
}
