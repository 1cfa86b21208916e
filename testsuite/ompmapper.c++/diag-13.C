// A declare target list with indirect whose names g++ finds no one
// function for (undeclared, overloaded) gets g++'s error at the name
// and nothing more: the plugin's table of the list's functions leaves
// such a name out (its text once took their addresses, which g++ said
// was wrong twice more, at columns past the line).  indirect-1.C runs
// lists of functions.
// { dg-do compile }

int f (int);
int f (double);
int g (int x) { return x; }
namespace ns { int h (int x) { return -x; } }

#pragma omp declare target to(undeclared_fn) indirect /* { dg-error "31: 'undeclared_fn' has not been declared" } */
#pragma omp declare target to(f) indirect /* { dg-error "31: overloaded function name 'f' in clause 'to'" } */
#pragma omp declare target to(g, ns::h) indirect
