/* After a declare mapper's clauses an OpenMP clause that a mapper may
   not have stays an error (only a token that is no clause is ignored
   with a warning), and so does a stray token before any map clause.  */
/* { dg-do compile } */

struct A
{
  double charge;
  int n;
};

#pragma omp declare mapper (n1: struct A args) map(to: args.charge) nowait /* { dg-error "69: .nowait. clause is not allowed in .#pragma omp declare mapper.; only .map. is" } */
#pragma omp declare mapper (n2: struct A args) junk map(args) /* { dg-error "48: expected a .map. clause" } */
