/* What GCC would say of the present modifier and defaultmap(present) if
   it knew them, with its wording and at its columns: defaultmap only on
   target regions, one defaultmap clause per category (GCC reports at
   the earlier clause; present or not, and with an iterator modifier on
   the line), one present modifier per clause.  */
/* { dg-do compile } */

int a[4], x;

void
f (void)
{
#pragma omp target enter data map(to: x) defaultmap(present: scalar) /* { dg-error "42: 'defaultmap' is not valid for '#pragma omp target enter data'" } */
#pragma omp target exit data map(from: x) defaultmap(present) /* { dg-error "43: 'defaultmap' is not valid for '#pragma omp target exit data'" } */
#pragma omp target update to(x) defaultmap(present) /* { dg-error "33: 'defaultmap' is not valid for '#pragma omp target update'" } */
#pragma omp target data map(to: x) defaultmap(present: aggregate) /* { dg-error "36: 'defaultmap' is not valid for '#pragma omp target data'" } */
  x++;
#pragma omp target enter data map(iterator(i = 0:4), to: a[i]) defaultmap(present) /* { dg-error "64: 'defaultmap' is not valid for '#pragma omp target enter data'" } */

#pragma omp target defaultmap(present: scalar) defaultmap(alloc: scalar) /* { dg-error "30: too many 'defaultmap' clauses with 'scalar' category" } */
  x++;
#pragma omp target defaultmap(tofrom) defaultmap(present: aggregate) /* { dg-error "30: too many 'defaultmap' clauses with 'aggregate' category" } */
  x++;
#pragma omp target defaultmap(present: pointer) defaultmap(tofrom) /* { dg-error "30: too many 'defaultmap' clauses with 'pointer' category" } */
  x++;
#pragma omp target defaultmap(present) defaultmap(present) /* { dg-error "30: too many 'defaultmap' clauses with unspecified category" } */
  x++;
#pragma omp target defaultmap(present: all) defaultmap(present: scalar) /* { dg-error "30: too many 'defaultmap' clauses with 'scalar' category" } */
  x++;
#pragma omp target defaultmap(present: pointer) defaultmap(present: scalar) defaultmap(present: pointer) /* { dg-error "30: too many 'defaultmap' clauses with 'pointer' category" } */
  x++;
#pragma omp target map(iterator(i = 0:4), to: a[i]) defaultmap(present) defaultmap(present: scalar) /* { dg-error "63: too many 'defaultmap' clauses with 'scalar' category" } */
  x++;
  /* Categories of their own are fine.  */
#pragma omp target teams defaultmap(present: scalar) defaultmap(present: aggregate) defaultmap(tofrom: pointer)
  x += a[0];

#pragma omp target map(present, present, to: x) /* { dg-error "33: too many 'present' modifiers" } */
  x++;
#pragma omp target update to(present, present: x) /* { dg-error "39: too many 'present' modifiers" } */
#pragma omp target map(iterator(i = 0:4), present, present, to: a[i]) /* { dg-error "52: too many 'present' modifiers" } */
  x++;
#pragma omp target map(iterator(i = 0:4), always, always, to: a[i]) /* { dg-error "51: too many 'always' modifiers" } */
  x++;
#pragma omp target map(iterator(i = 0:4), close, close, to: a[i]) /* { dg-error "50: too many 'close' modifiers" } */
  x++;
}

struct D { int n; };
#pragma omp declare mapper (struct D v) map(present, present, to: v) /* { dg-error "54: too many 'present' modifiers" } */
