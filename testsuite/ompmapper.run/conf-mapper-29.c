/* Mappers for a union type, default and named: the default one is used by a
   region's implicit map, the named one maps the union "to" only, so a region's
   write does not come back (a union member as a list item, such as a pointee
   through one, is GCC's own error; gccrs gcc
   c-c++-common/gomp/declare-mapper-11.c, which declares union mappers).  */
/* { dg-do run } */

union U
{
  long bits;
  int half[2];
};

#pragma omp declare mapper (union U u) map(u)
#pragma omp declare mapper (one: union U u) map(to: u)

int
main (void)
{
  union U u;
  u.bits = 5;
#pragma omp target
  u.bits += 1;
  if (u.bits != 6)
    __builtin_abort ();
#pragma omp target map(mapper(one), tofrom: u)
  u.half[0] = 99;
  if (u.bits != 6)
    __builtin_abort ();

  return 0;
}
