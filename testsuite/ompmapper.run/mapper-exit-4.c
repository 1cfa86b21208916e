/* target exit data through a mapper of members, map(from: e.b,
   e.e[1:1]), of a struct mapped whole with a pointer attached in it:
   those members come back alone (2.21.7.1).  GCC 12's clauses for them
   brought back the whole struct (libgomp 12 copies back a mapping with
   attached pointers whole), and its target update of a member after an
   attached pointer brought back nothing.  */
/* { dg-do run } */

#include <stdlib.h>

typedef struct t2
{
  short *a;
  int n_a;
  int b;
  double c;
  long d;
  unsigned char e[2];
} t2_t;

#pragma omp declare mapper (out: t2_t e) map(from: e.b, e.e[1:1])

int
main (void)
{
  t2_t x0;
  x0.n_a = 1;
  x0.a = malloc (sizeof (short));
  x0.c = 1;
  x0.e[0] = x0.e[1] = 1;
  x0.b = 1;
  short *a = x0.a;
#pragma omp target enter data map(to: x0) map(to: x0.a[0:x0.n_a])
#pragma omp target
  {
    x0.c = 2;
    x0.e[0] = x0.e[1] = 2;
    x0.b = 2;
  }
#pragma omp target exit data map(mapper(out), from: x0)
  if (x0.b != 2 || x0.e[1] != 2 || x0.a != a)
    abort ();
  if (x0.c != 1 || x0.e[0] != 1)
    abort ();
  return 0;
}
