/* Errors in declare mapper directives and mapper modifiers, each on its
   directive's line: a redeclaration for the same type and identifier in one
   scope, whether spelled with the tag or a typedef, with default written or
   not, for a union, in a block after nested blocks that declared their own; a
   type that is not a struct or union, an unknown type, no variable name, an
   identifier that is not one; no map clause, an empty one, other clauses; a
   bound naming a variable declared after the mapper, at file scope and in a
   block; a mapper modifier naming no visible mapper or on an item whose type
   is not a struct or union (GCC gcc c-c++-common/gomp/declare-mapper-5.c,
   -6.c, -7.c, -9.c, -11.c, -12.c; LLVM
   clang/test/OpenMP/declare_mapper_messages.c).  */
/* { dg-do compile } */

struct vec
{
  int len;
  double *data;
};

typedef struct S_
{
  int *myarr;
  int size;
} S;

int x = 5;

struct Q
{
  int *arr2;
};

struct R
{
  int *arr3;
};

union u_t
{
  int a;
};

struct t
{
  int x;
};

typedef struct t myStruct;

#pragma omp declare mapper (named: struct S_ v) map(to: v.size, v.myarr) /* { dg-message "previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (named: S v) map(to: v.size, v.myarr) /* { dg-error "redeclaration of mapper 'named' for type 'S' \\\{aka 'struct S_'\\\}" } */
#pragma omp declare mapper (struct S_ v) map(v) /* { dg-message "previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (S v) map(v) /* { dg-error "redeclaration of mapper 'default' for type 'S' \\\{aka 'struct S_'\\\}" } */
#pragma omp declare mapper (myStruct v) map(v, v.x) /* { dg-message "previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (default: struct t v) map(v, v.x) /* { dg-error "redeclaration of mapper 'default' for type 'struct t'" } */
#pragma omp declare mapper (one: union u_t v) map(v) /* { dg-message "previous '#pragma omp declare mapper' was here" } */
#pragma omp declare mapper (one: union u_t u) map(u) /* { dg-error "redeclaration of mapper 'one' for type 'union u_t'" } */

/* A bound may use a variable declared before the mapper, not after.  */
#pragma omp declare mapper (struct Q q) map(q.arr2[0:x])
#pragma omp declare mapper (struct R r) map(r.arr3[0:y]) /* { dg-error "'y' undeclared" } */
/* { dg-message "each undeclared identifier is reported only once" "" { target *-*-* } .-1 } */
int y = 7;

#pragma omp declare mapper (int v) map(v) /* { dg-error "'int' is not a struct or union type in '#pragma omp declare mapper'" } */
#pragma omp declare mapper (float v) map(v) /* { dg-error "'float' is not a struct or union type" } */
#pragma omp declare mapper (char v) map(v) /* { dg-error "'char' is not a struct or union type" } */
#pragma omp declare mapper (XT w) map(w) /* { dg-error "unknown type name 'XT'" } */
#pragma omp declare mapper (b1: struct t w) map() /* { dg-error "expected identifier before '\\)' token" "" { target gcc12-13 } } */
/* { dg-error "expected expression before '\\)' token" "" { target gcc14-+ } .-1 } */
#pragma omp declare mapper (struct t) /* { dg-error "expected a variable name after the type" } */
#pragma omp declare mapper (myStruct) /* { dg-error "expected a type and a variable name" } */
#pragma omp declare mapper (++: struct vec v) map(v.len) /* { dg-error "expected a mapper identifier or 'default'" } */
#pragma omp declare mapper (b2: struct vec v) private(v) /* { dg-error "'private' clause is not allowed in '#pragma omp declare mapper'; only 'map' is" } */
#pragma omp declare mapper (b3: struct vec v) firstprivate(v.len) /* { dg-error "'firstprivate' clause is not allowed" } */
#pragma omp declare mapper (b4: struct vec v) map(v) allocate(v) /* { dg-error "'allocate' clause is not allowed" } */
#pragma omp declare mapper (b5: struct vec v) /* { dg-error "missing 'map' clause in '#pragma omp declare mapper'" } */
/* OpenMP 5.1: at least one map clause must map var or part of it.  */
#pragma omp declare mapper (b6: struct vec v) map(to: x) /* { dg-error "\[^\n\]*'(x|v)'" } */

int
bar (void)
{
#pragma omp declare mapper (struct R r) map(r.arr3[0:z]) /* { dg-error "'z' undeclared" } */
  int z = 7;
  return z;
}

int
fun (int arg)
{
#pragma omp declare mapper (id: struct vec v) map(v.len) /* { dg-message "previous '#pragma omp declare mapper' was here" } */
  {
    /* Nested blocks may declare their own.  */
#pragma omp declare mapper (id: struct vec v) map(v.len)
    {
#pragma omp declare mapper (id: struct vec v) map(v.len)
      struct vec vv, arr[10];
      double d;
#pragma omp target map(mapper(ab), tofrom: vv) /* { dg-error "no mapper 'ab' for type 'struct vec' is visible here" } */
      ;
#pragma omp target map(mapper(ab), tofrom: arr[0:2]) /* { dg-error "no mapper 'ab' for type 'struct vec'" } */
      ;
#pragma omp target map(mapper(id), to: d) /* { dg-error "'mapper' modifier on list item 'd', whose type 'double' is not a struct or union" } */
      ;
#pragma omp target update to(mapper(ab): vv) /* { dg-error "no mapper 'ab' for type 'struct vec'" } */
#pragma omp target update from(mapper(ab): arr[0:2]) /* { dg-error "no mapper 'ab' for type 'struct vec'" } */
#pragma omp target update to(mapper(id): d) /* { dg-error "'mapper' modifier on list item 'd'" } */
    }
  }
#pragma omp declare mapper (id: struct vec v) map(v.len) /* { dg-error "redeclaration of mapper 'id' for type 'struct vec'" } */
  return arg;
}
