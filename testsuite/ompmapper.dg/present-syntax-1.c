/* The present modifier and defaultmap(present) in every spelling GCC 12
   would reject, accepted; a bad defaultmap category is an error.  */
/* { dg-do compile } */

int a[4], x;

void
f (void)
{
#pragma omp target enter data map(present, to: a)
#pragma omp target enter data map(always, present, to: a)
#pragma omp target map(present: x)
  x++;
#pragma omp target update to(present: a) from(present: x)
#pragma omp target defaultmap(present)
  x++;
#pragma omp target defaultmap(present: scalar) defaultmap(present: aggregate)
  x += a[0];
#pragma omp target defaultmap(present: nonsense) /* { dg-error "expected 'scalar', 'aggregate', 'pointer' or 'all'" } */
  x++;
}
