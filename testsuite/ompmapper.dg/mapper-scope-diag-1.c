/* declare mapper inside a struct or union definition at file scope, of
   its own type or another, nested: one error at the directive, and the
   definition goes on as if the directive were not there (the members
   after it exist, nothing else is added).  A mapper at file scope after
   them compiles.  A user's "#pragma ompmapper" is refused.  */
/* { dg-do compile } */

struct A { int n; int *d; };

struct B
{
  int k;
#pragma omp declare mapper (struct A a) map(a, a.d[0:a.n]) /* { dg-error "9: '#pragma omp declare mapper' not at file or block scope" } */
  int j;
  struct inner
  {
#pragma omp declare mapper (in: struct B b) map(b.k) /* { dg-error "9: '#pragma omp declare mapper' not at file or block scope" } */
    int q;
  } in;
};

typedef union U
{
  int i;
#pragma omp declare mapper (union U u) map(u.i) /* { dg-error "9: '#pragma omp declare mapper' not at file or block scope" } */
  float f;
} U;

_Static_assert (sizeof (struct B) == 3 * sizeof (int), "nothing added");
_Static_assert (sizeof (U) == sizeof (float), "nothing added");

#pragma omp declare mapper (struct A a) map(a, a.d[0:a.n])

int
f (struct B *b, U *u, struct A *a)
{
#pragma omp target map(tofrom: a[0:1])
  a->n++;
  return b->j + b->in.q + (int) u->f;
}

#pragma ompmapper declare_mapper 0 /* { dg-error "9: '#pragma ompmapper' is internal to the plugin" } */
