// Without -ftrack-macro-expansion, g++ gives a list item that a macro
// spells the place of the macro's use where the plugin sees the
// macro's body: with the mapper or present modifier, a sorry rather
// than a modifier silently lost.  An item written out is fine.
// { dg-do compile }
// { dg-options "-ftrack-macro-expansion=0 -fplugin-arg-ompmapper-experimental-c++" }

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (deep: S v) map(tofrom: v, v.d[0:v.n])

#define ITEM x

void
f (S &s)
{
  int x[2];
#pragma omp target map(present, tofrom: ITEM) /* { dg-message "9: sorry, unimplemented: a list item that a macro spells, with the 'mapper' or 'present' modifier, in C\\+\\+ with '-ftrack-macro-expansion=0'" } */
  x[0] = 1;
#pragma omp target map(mapper(deep), tofrom: s) map(present, to: x)
  s.n = x[0];
}
