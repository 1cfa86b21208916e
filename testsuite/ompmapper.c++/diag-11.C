// begin declare target and declare target indirect in C++: indirect
// beside device_type(nohost) or (host) is an error at the clause (the
// block then not opened: g++'s error at its end); other clauses than
// indirect and device_type on begin declare target are an error.
// { dg-do compile }

#pragma omp begin declare target indirect device_type(nohost) /* { dg-error "34: 'indirect' clause requires 'device_type\\(any\\)'" } */
int h3 (int x) { return x + 3; }
#pragma omp end declare target /* { dg-error "9: '#pragma omp end declare target' without corresponding" } */

#pragma omp begin declare target device_type(host) indirect(1) /* { dg-error "52: 'indirect' clause requires 'device_type\\(any\\)'" } */
int h4 (int x) { return x + 4; }
#pragma omp end declare target /* { dg-error "9: '#pragma omp end declare target' without corresponding" } */

int v;
#pragma omp begin declare target to(v) /* { dg-error "34: '#pragma omp begin declare target' takes only 'indirect' and 'device_type' clauses" "GCC 12: the plugin's" { target gcc12-12 } } */
/* { dg-error "34: 'to' is not valid for '#pragma omp begin declare target'" "GCC 13 and later: g++'s" { target gcc13-+ } .-1 } */
