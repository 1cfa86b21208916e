// Errors in a mapper, at the line and column of the user's code, with
// no "In static member function" line naming the plugin's hidden
// function (the test fails on any message it does not expect): a
// member the type lacks, a type that is not a struct, a mapper declared
// twice for one type (through a typedef too).
// { dg-do compile }

struct S
{
  int len;
  int *d;
};

typedef S S2;

#pragma omp declare mapper (S v) map(tofrom: v, v.nope[0:1]) /* { dg-error "51: 'struct S' has no member named 'nope'" } */
#pragma omp declare mapper (int i) map(i) /* { dg-error "29: 'int' is not a struct, union or class type in '#pragma omp declare mapper'" } */
/* g++ says no less of the parameter of the error type.  */
/* { dg-error "40: 'i' does not have a mappable type" "" { target *-*-* } .-2 } */
#pragma omp declare mapper (m: S v) map(tofrom: v) /* { dg-message "9: previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (m: S2 w) map(tofrom: w) /* { dg-error "9: redeclaration of mapper 'm' for type 'S2' \\{aka 'S'\\}" } */

int
main ()
{
  return 0;
}
