/* target exit data through a mapper whose pointee was never mapped,
   beside a struct that has another pointer attached: the pointee is not
   present, so it and its pointer's detachment are left alone
   (2.21.7.1); libgomp 12 stopped the program ("attach count
   underflow").  A variable and a section through a pointer, then the
   pointer that was attached is detached as usual.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct S
{
  int *d;
  int *e;
};

#pragma omp declare mapper (struct S v) map(tofrom: v) map(v.e[0:2])
#pragma omp declare mapper (m: struct S v) map(to: v) map(from: v.d[0:2])

int
main (void)
{
  int d = omp_get_default_device ();
  struct S s = { calloc (2, sizeof (int)), calloc (2, sizeof (int)) };
#pragma omp target enter data map(to: s)
#pragma omp target exit data map(mapper(m), from: s)
  /* Mapper m leaves s.e[0:2] alone.  */
  if (omp_target_is_present (&s, d) || !omp_target_is_present (s.e, d))
    abort ();
#pragma omp target exit data map(delete: s.e[0:2])

  struct S *p = malloc (2 * sizeof *p);
  for (int i = 0; i < 2; i++)
    {
      p[i].d = calloc (2, sizeof (int));
      p[i].e = calloc (2, sizeof (int));
    }
  int *e1 = p[1].e;
  /* Twice, so that the first exit leaves the pointers attached.  */
#pragma omp target enter data map(to: p[0:2])
#pragma omp target enter data map(to: p[0:2])
#pragma omp target exit data map(mapper(m), from: p[0:2])
  if (!omp_target_is_present (p, d) || !omp_target_is_present (p[1].e, d))
    abort ();
#pragma omp target
  p[1].e[1] = 7;
#pragma omp target exit data map(from: p[0:2])
  /* p[0:2] is gone; the pointees, mapped twice, stay.  */
  if (omp_target_is_present (p, d) || !omp_target_is_present (e1, d))
    abort ();
  if (p[1].e != e1 || e1[1] != 0)
    abort ();
#pragma omp target exit data map(from: e1[0:2])
  if (e1[1] != 7)
    abort ();
  return 0;
}
