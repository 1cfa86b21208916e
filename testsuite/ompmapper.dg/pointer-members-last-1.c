/* Enter data of members of two variables, one of them a section behind
   a pointer member (clause-fuzz constructs 16, 37, 50, 214): the plugin
   maps the pointer member with its section (quirk
   variable-pointer-members); GCC 14 and 15 crashed where it stood in
   front of the section, after a member of the other variable.  */
/* { dg-do compile } */

struct In { int b; double c[4]; };
struct S { int n; double arr[8]; int *p; struct In in; long m; double *q; };
struct S gS;

void
f (void)
{
  struct S s;
#pragma omp target enter data map(to: gS.m) map(alloc: s.q[2:4]) map(to: gS.n) map(alloc: s.in)
#pragma omp target exit data map(release: gS.m) map(release: s.q[2:4]) map(release: gS.n) map(release: s.in)
#pragma omp target enter data map(to: gS.m, s.n) map(alloc: s.q[2:4], gS.q[0:2]) map(to: s.in, gS.n)
}
