/* A declare mapper whose line leaves a macro's arguments open reads to
   the end of the file: GCC's errors, and the parser then meets the end
   of the file as after any directive (it used to read past it and
   crash).  */
/* { dg-do compile } */
/* { dg-prune-output "unterminated argument list" } */

#define M(...) x
#pragma omp declare mapper M( /* { dg-error "expected '\\(' after 'declare mapper'" } */
