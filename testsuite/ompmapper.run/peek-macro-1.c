/* A short directive is read unexpanded, and only taken (read expanded)
   when a macro on it may bring a word the plugin looks for.  A macro
   may also hide the structure around such a word that stands in the
   line itself: the modifier inside a function-like macro's arguments,
   the colon after the modifiers from a macro (TF), an empty macro among the
   modifiers or in mapper(...), indirect in a macro's arguments.  GCC
   then met mapper, present or indirect itself ("expected ... before
   'mapper'").  Such lines are taken now, and map what they say.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct S { int len; int *d; };
#pragma omp declare mapper (id: struct S v) map(to: v) map(tofrom: v.d[0:v.len])

#define ARG(x) x
#define TF tofrom:
#define E

#pragma omp begin declare target
int twice (int x) { return 2 * x; }
#pragma omp end declare target
#pragma omp declare target enter (twice) ARG(indirect)

int
main (void)
{
  int dev = omp_get_default_device ();
  int buf[3] = { 1, 2, 3 };
  struct S s = { 3, buf };
#pragma omp target ARG(map(mapper(id), tofrom: s))
  s.d[0] += 10;
#pragma omp target map(mapper(id), TF s)
  s.d[1] += 10;
  if (buf[0] != 11 || buf[1] != 12)
    abort ();

#pragma omp target enter data map(mapper(id E), to: s)
  if (!omp_target_is_present (&buf[2], dev))
    abort ();
#pragma omp target map(alloc: buf[0:3])
  buf[2] = 30;
#pragma omp target update from(E mapper(id), present: s)
  if (buf[2] != 30)
    abort ();
#pragma omp target exit data map(mapper(id), release: s)

  int (*fp) (int) = twice, r = 0;
#pragma omp target map(from: r)
  r = fp (21);
  if (r != 42)
    abort ();
  return 0;
}
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 44 } */
