/* The indirect clause: accepted before the list clause, with -1, a string
   literal, 5.5 and constant macro expressions; errors on the directive's line
   for a non-constant expression, two indirect clauses, and indirect (true)
   with device_type(host) (GCC gcc
   c-c++-common/gomp/declare-target-indirect-1.c).  */
/* { dg-do compile } */

extern int a, b;
#define X 1
#define Y 0

void fn1 (void) { }
#pragma omp declare target indirect to (fn1)
void fn5 (void) { }
#pragma omp declare target indirect (1) to (fn5)
void fn7 (void) { }
#pragma omp declare target indirect (-1) to (fn7)
void fn8 (void) { }
#pragma omp declare target indirect (a + b) to (fn8) /* { dg-error "initializer element is not constant" } */
void fn9 (void) { }
#pragma omp declare target indirect (X*Y) to (fn9)
void fn11 (void) { }
#pragma omp declare target indirect (1) indirect (0) to (fn11) /* { dg-error "too many 'indirect' clauses" } */
/* { dg-error "expected '#pragma omp' clause before 'indirect'" "GCC 12 and 13, which do not know indirect" { target gcc12-13 } .-1 } */
void fn12 (void) { }
#pragma omp declare target indirect ("abs") to (fn12)
void fn13 (void) { }
#pragma omp declare target indirect (5.5) enter (fn13)
void fn14 (void) { }
#pragma omp declare target indirect (1) device_type (host) enter (fn14) /* { dg-error "'indirect' clause requires 'device_type\\(any\\)'" } */
