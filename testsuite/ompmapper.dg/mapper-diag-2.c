/* A mapper whose type will not do, at file scope and at block scope:
   one error, at the type; its clauses, which name the variable, add
   none (GCC 13 and later said again, at each, that the variable has no
   mappable type), nor do they make the mapper usable.  At block scope
   GCC 13 and later still say so (a limit the manual's "GCC releases"
   gives).  */
/* { dg-do compile } */

struct S { int len; int *d; };

#pragma omp declare mapper (int v) map(v) map(tofrom: v) /* { dg-error "29: 'int' is not a struct or union type in '#pragma omp declare mapper'" } */

int
f (struct S *s)
{
#pragma omp declare mapper (m1: double v) map(v) map(to: v) /* { dg-error "33: 'double' is not a struct or union type in '#pragma omp declare mapper'" } */
/* { dg-error "46: 'v' does not have a mappable type" "" { target gcc13-+ } .-1 } */
/* { dg-error "53: 'v' does not have a mappable type" "" { target gcc13-+ } .-2 } */
#pragma omp declare mapper (m2: struct Undefined v) map(v) /* { dg-error "50: storage size of 'v' isn't known" } */
/* { dg-error "56: 'v' does not have a mappable type" "" { target gcc13-+ } .-1 } */
#pragma omp declare mapper (m3: struct S v) map(to: v, v.d[0:v.len])
#pragma omp target map(mapper(m3), tofrom: s[0:1])
  s->len++;
  {
#pragma omp declare mapper (m4: long v) map(v) /* { dg-error "33: 'long int' is not a struct or union type in '#pragma omp declare mapper'" } */
/* { dg-error "44: 'v' does not have a mappable type" "" { target gcc13-+ } .-1 } */
    s->len--;
  }
  return s->len;
}
