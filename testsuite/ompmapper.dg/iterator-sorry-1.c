/* OpenMP 5.1's iterator modifier on map, to and from is not done yet:
   one "sorry" on the modifier, and none of the errors GCC 12 alone
   gives (it takes "iterator" for an undeclared variable).  */
/* { dg-do compile } */

int *a[4], len[4], x;

void
f (void)
{
#pragma omp target map(iterator(it = 0:4), to: a[it][0:len[it]]) map(x) /* { dg-message "sorry, unimplemented: 'iterator' modifier on 'map' clause" } */
  x++;
#pragma omp target update from(iterator(i = 0:4:2): a[i][0:len[i]]) to(x) /* { dg-message "sorry, unimplemented: 'iterator' modifier on 'from' clause" } */
#pragma omp target enter data map(to: x)
}
