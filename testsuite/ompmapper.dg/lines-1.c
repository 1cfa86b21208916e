/* Every directive the plugin reads and hands back keeps the user's lines
   and columns: after a directive continued over several lines the next
   line has its own number (__LINE__, diagnostics), and diagnostics
   inside a continued directive, or far along a long one, point at the
   user's line and column.  */
/* { dg-do compile } */

struct S { int n; int *d; };
int f1 (int x) { return x; }
int f2 (int x) { return x; }

#pragma omp declare mapper (struct S s) map(to: s) \
	map(tofrom: s.d[0:s.n]) \
	map(alloc: s.n)
_Static_assert (__LINE__ == 15, "line after a continued declare mapper");

#pragma omp declare mapper (m2: struct S s) map(to: s) \
     map(s.nosuch[0:s.n]) /* { dg-error "11: 'struct S' has no member named 'nosuch'" } */
_Static_assert (__LINE__ == 19, "line after a declare mapper with an error");

#pragma omp declare mapper (m3: struct S s) map(to: s) /* a comment
   over lines */ map(s.nowhere[0:1]) /* { dg-error "23: 'struct S' has no member named 'nowhere'" } */
_Static_assert (__LINE__ == 23, "line after a comment in a directive");

#pragma omp declare target \
  enter(f1) \
  indirect
_Static_assert (__LINE__ == 28, "line after a continued declare target");

#pragma omp begin declare target \
  indirect
int f3 (int x) { return x; }
#pragma omp end \
  declare target
_Static_assert (__LINE__ == 35, "line after begin and end declare target");

int
g (struct S *p, int n, int *a)
{
#pragma omp target map(mapper(default), \
		       tofrom: p[0:n]) \
		   map(present, alloc: n)
  p[0].n++;
  _Static_assert (__LINE__ == 44, "line after a continued target");
#pragma omp target enter data \
  map(iterator(i = 0:n), \
      to: a[i])
  _Static_assert (__LINE__ == 48, "line after a continued iterator line");
#pragma omp target update \
  to(mapper(m2): p[0:n]) \
  from(p[0].nothing) /* { dg-error "12: 'struct S' has no member named 'nothing'" } */
  _Static_assert (__LINE__ == 52, "line after a continued update");
  return 0;
}
