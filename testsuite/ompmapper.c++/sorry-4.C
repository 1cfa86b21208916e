// declare target ... indirect with a list in C++ registers its
// functions in text that stands where the directive does: in a block,
// where that text cannot stand, a sorry first (g++'s errors on the
// text follow).
// { dg-do compile }
// { dg-prune-output "expected unqualified-id" }
// { dg-prune-output "function-definition is not allowed" }

int f (int x) { return x; }

void
g ()
{
#pragma omp declare target to(f) indirect /* { dg-message "9: sorry, unimplemented: 'indirect' on a 'declare target' directive at block or class scope in C\\+\\+" } */
}
