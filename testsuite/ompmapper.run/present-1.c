/* The present modifier on map, to and from, and defaultmap(present),
   where every item is present: nothing stops, data moves as without the
   modifier (present, tofrom on a present item copies nothing; update
   from(present:) copies back).  */
/* { dg-do run } */

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 }, x = 5, r = 0;
#pragma omp target enter data map(to: a, x)
  a[1] = 20;
#pragma omp target map(present, tofrom: a) map(from: r)
  {
    r = a[1];
    a[0] = 10;
  }
  if (r != 2 || a[0] != 1)
    __builtin_abort ();
#pragma omp target update from(present: a[0:1])
  if (a[0] != 10)
    __builtin_abort ();
#pragma omp target update to(present: a)
  /* Scalars and aggregates the region uses implicitly: present, alloc.  */
#pragma omp target defaultmap(present) map(from: r)
  r = x + a[1];
  if (r != 25)
    __builtin_abort ();
#pragma omp target exit data map(present, release: a, x)
  return 0;
}
