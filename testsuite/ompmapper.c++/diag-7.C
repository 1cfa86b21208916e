// indirect(expr) on declare target in C++ takes a constant expression,
// as in C: the registration runs before any dynamic initializer, so a
// value known only at run time is an error, not a silent "false".
// { dg-do compile }

#include <cstdlib>

int cond () { return std::getenv ("HOME") != 0; } /* { dg-message "5: 'int cond\\(\\)' declared here" } */
int f (int x) { return x; }

#pragma omp declare target to(f) indirect(cond ()) /* { dg-error "call to non-'constexpr' function 'int cond\\(\\)'" } */

int n = 1;
#pragma omp begin declare target indirect(n) /* { dg-error "43: the value of 'n' is not usable in a constant expression" } */
int g (int x) { return x; }
#pragma omp end declare target
/* { dg-message "5: 'int n' is not const" "" { target *-*-* } .-4 } */
