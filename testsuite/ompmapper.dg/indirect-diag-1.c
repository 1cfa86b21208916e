/* Diagnostics of declare target indirect, begin declare target and end
   declare target, on the directive's line; a non-constant indirect
   expression at its column (of a begin declare target too, not at the
   end directive).  */
/* { dg-do compile } */

int f (int x) { return x; }
int g (int x) { return x; }
int h (int x) { return x; }
int n = 1;

#pragma omp declare target to(f) indirect device_type(host) /* { dg-error "'indirect' clause requires 'device_type\\(any\\)'" } */
#pragma omp declare target to(g) device_type(nohost) indirect /* { dg-error "'indirect' clause requires 'device_type\\(any\\)'" } */
#pragma omp declare target enter(h) indirect(n) /* { dg-error "46: initializer element is not constant" } */
#pragma omp declare target to(h) indirect() /* { dg-error "expected an expression in 'indirect' clause" } */
#pragma omp begin declare target indirect device_type(nohost) /* { dg-error "'indirect' clause requires 'device_type\\(any\\)'" } */
#pragma omp begin declare target to(f) /* { dg-error "'#pragma omp begin declare target' takes only 'indirect' and 'device_type' clauses" "GCC 12: the plugin's, no block" { target gcc12-12 } } */
/* { dg-error "34: 'to' is not valid for '#pragma omp begin declare target'" "GCC 13 and later: GCC's, which opens the block" { target gcc13-+ } .-1 } */
#pragma omp end declare target /* { dg-error "'#pragma omp end declare target' without corresponding '#pragma omp declare target'" "" { target gcc12-12 } } */

#pragma omp begin declare target indirect(n) /* { dg-error "43: initializer element is not constant" } */
int m (int x) { return x; }
#pragma omp end declare target

#pragma omp declare target indirect /* { dg-warning "'#pragma omp declare target indirect' without a list is an extension; OpenMP 5.1 spells it '#pragma omp begin declare target indirect'" } */
int k (int x) { return x; }
#pragma omp end declare target
