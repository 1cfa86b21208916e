/* OpenMP lets commas separate clauses.  A comma beside a clause the
   plugin takes off the line GCC sees (indirect, defaultmap(present),
   the iterator clause of a target data, which goes to a task) goes with
   it, before or after it.  */
/* { dg-do compile } */

int f1 (int);
#pragma omp declare target enter (f1) , indirect
#pragma omp declare target enter (f1) indirect ,
#pragma omp declare target indirect, enter (f1)

void
f (int x, int *a)
{
#pragma omp target defaultmap(present), map(tofrom: x)
  ;
#pragma omp target map(tofrom: x), defaultmap(present: scalar)
  ;
#pragma omp target map(tofrom: x), defaultmap(present), device(0)
  ;
#pragma omp target data map(iterator(i=0:2), to: a[i]), map(alloc: x)
  ;
#pragma omp target data map(alloc: x), map(iterator(i=0:2), to: a[i])
  ;
}
