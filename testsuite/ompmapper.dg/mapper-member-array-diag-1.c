/* An array member of more than 64 elements of a mapped type, in a
   mapper that maps members of its variable and not the variable: the
   plugin expands such an array element by element up to 64 elements;
   beyond that a sorry at the mapper's clause (once), not a map that
   loses the elements' data.  Mapping the variable too works.  */
/* { dg-do compile } */

struct t1 { int n; int *b; };
struct big { struct t1 a[65]; int c; };
struct fine { struct t1 a[64]; int c; };
struct whole { struct t1 a[65]; int c; };

#pragma omp declare mapper (struct t1 w) map(tofrom: w, w.b[0:w.n])
#pragma omp declare mapper (struct big v) map(to: v.c) map(tofrom: v.a) /* { dg-message "59: sorry, unimplemented: more than 64 elements of a type with a mapper in array member 'v.a', in a mapper that does not map its variable" } */
#pragma omp declare mapper (struct fine v) map(tofrom: v.a) map(to: v.c)
#pragma omp declare mapper (struct whole v) map(v) map(tofrom: v.a)

void
f (struct big *p, struct fine *q, struct whole *r, int n)
{
  struct big x;
#pragma omp target map(tofrom: x, p[0:n], q[0:n], r[0:n])
  x.c = p[0].c + q[0].c + r[0].c;
#pragma omp target enter data map(to: p[0:n])
}
