/* defaultmap(alloc) on a region that uses a struct with a default mapper: the
   implicit map is alloc, so by Table 2.13 of OpenMP 5.1 every clause of the
   mapper decays to alloc and nothing comes back (GCC gcc
   c-c++-common/gomp/declare-mapper-10.c expands it to tofrom: we follow 5.1);
   a default mapper that maps var itself with mapper(default), used explicitly,
   implicitly and through mapper(default), and a named mapper that maps one int
   member with mapper(default) (same file).  */
/* { dg-do run } */

struct S
{
  int x, y;
};

#pragma omp declare mapper (default: struct S var) \
		    map(mapper(default), tofrom: var)
#pragma omp declare mapper (only_x: struct S var) \
		    map(mapper(default), tofrom: var.x)

int
main (void)
{
  struct S z = { 1, 2 };
  int seen = -1;
#pragma omp target defaultmap(alloc) map(from: seen)
  {
    seen = z.x;
    z.x += 5;
  }
  (void) seen;
  if (z.x != 1)
    __builtin_abort ();
#pragma omp target map(z)
  z.x += 7;
#pragma omp target
  z.x += 8;
#pragma omp target map(mapper(default), tofrom: z)
  z.y += 9;
  if (z.x != 16 || z.y != 11)
    __builtin_abort ();
  /* only_x: y stays on the device.  */
#pragma omp target map(mapper(only_x), tofrom: z)
  {
    z.x += 9;
    z.y = 100;
  }
  if (z.x != 25 || z.y != 11)
    __builtin_abort ();
  return 0;
}
