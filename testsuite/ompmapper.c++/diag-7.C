// indirect(expr) on declare target in C++ takes a constant expression,
// as in C: the registration runs before any dynamic initializer, so a
// value known only at run time is an error, not a silent "false".
// { dg-do compile }

#include <cstdlib>

int cond () { return std::getenv ("HOME") != 0; } /* { dg-message "5: 'int cond\\(\\)' declared here" } */
int f (int x) { return x; }

#pragma omp declare target to(f) indirect(cond ()) /* { dg-error "call to non-'constexpr' function 'int cond\\(\\)'" } */
