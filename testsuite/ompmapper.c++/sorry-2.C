// More of what C++ does not have yet, a sorry rather than a silent
// miss: a mapper whose expressions make a temporary with a destructor
// (one without works, mapper-expr-1.C).
// { dg-do compile }

struct S
{
  int len;
  int *d;
};

struct Len
{
  int v;
  ~Len ();
  int get () const { return v; }
};

Len clamp (int);

#pragma omp declare mapper (S v) map(tofrom: v, v.d[0:clamp (v.len).get ()]) /* { dg-message "9: sorry, unimplemented: an expression that makes a temporary with a destructor in '#pragma omp declare mapper' in C\\+\\+" } */

void
h (S &r)
{
#pragma omp target map(tofrom: r)
  for (int k = 0; k < r.len; k++)
    r.d[k] += 1;
}
