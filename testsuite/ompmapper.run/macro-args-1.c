/* Directives the plugin takes (reads macro-expanded and hands back) may
   stand inside a function-like macro's arguments, as GCC lets any
   pragma: libcpp puts the pragma before the macro's expansion.  Here a
   file-scope mapper, a target line with a macro that brings the mapper
   modifier, and one with an iterator: each inside ID (...), each must
   map what it says, and the lines after them keep their numbers.  Before,
   libcpp's argument collection read the text handed back as the end of
   the arguments ("unterminated argument list invoking macro").  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct S { int n; int *d; };

#define ID(...) __VA_ARGS__
#define MID mapper (dm),

ID (
#pragma omp declare mapper (dm: struct S s) map(to: s) map(tofrom: s.d[0:s.n])
)

int
main (void)
{
  int buf[4] = { 1, 2, 3, 4 };
  struct S s = { 4, buf };
  ID (
#pragma omp target map(MID tofrom: s)
  for (int i = 0; i < s.n; i++)
    s.d[i] *= 10;
  )
  if (__LINE__ != 33 || buf[0] != 10 || buf[3] != 40)
    abort ();

  int *p[2] = { &buf[0], &buf[2] };
  ID (
#pragma omp target enter data map(iterator(i = 0:2), to: p[i][0:2])
  )
  if (__LINE__ != 40)
    abort ();
  if (!omp_target_is_present (&buf[1], omp_get_default_device ())
      || !omp_target_is_present (&buf[3], omp_get_default_device ()))
    abort ();
#pragma omp target map(alloc: buf[0:2])
  buf[0] += 1;
#pragma omp target map(alloc: buf[2:2])
  buf[3] += 1;
#pragma omp target exit data map(iterator(i = 0:2), from: p[i][0:2])
  if (buf[0] != 11 || buf[3] != 41 || buf[1] != 20)
    abort ();
  return 0;
}
