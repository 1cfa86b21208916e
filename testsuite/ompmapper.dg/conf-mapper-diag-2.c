/* A declare mapper directive inside the definition of the struct it names,
   where the type is still incomplete: one error on the directive's line,
   and the rest of the struct compiles (LLVM
   clang/test/OpenMP/declare_mapper_messages.c says "incomplete definition
   of type 'struct vec'"; GCC trunk, as for declare reduction there, that
   the directive is not at file or block scope, which we follow: the
   directive is misplaced whatever its type).  */
/* { dg-do compile } */

struct vec
{
  int len;
#pragma omp declare mapper (id: struct vec v) map(v.len) /* { dg-error "9: '#pragma omp declare mapper' not at file or block scope" } */
  double *data;
};

struct vec v2;

int
main (void)
{
  return v2.len + (v2.data != 0);
}
