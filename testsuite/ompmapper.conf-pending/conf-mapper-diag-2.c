/* A declare mapper directive inside the definition of the struct it names,
   where the type is still incomplete: an error on the directive's line about
   the type, and the rest of the struct compiles (LLVM
   clang/test/OpenMP/declare_mapper_messages.c, "incomplete definition of type
   'struct vec'").  */
/* Pending, issue 17; fails today: the error on the directive's line is
   "expected specifier-qualifier-list before 'static'", and the struct then
   lacks its member data ("'struct vec' has no member named 'data'").  */
/* { dg-do compile } */

struct vec
{
  int len;
#pragma omp declare mapper (id: struct vec v) map(v.len) /* { dg-error "struct vec" } */
  double *data;
};

struct vec v2;

int
main (void)
{
  return v2.len + (v2.data != 0);
}
