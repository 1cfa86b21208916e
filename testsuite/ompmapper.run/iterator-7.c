/* The iterator modifier on a target construct whose items are parts of
   an aggregate variable that no clause maps and the region uses: the
   elements of an array of structs with a mapper, sections of an int
   array, sections of a struct's array member.  The region maps the
   variable implicitly; the plugin maps it first, explicitly, so that
   the items find it (libgomp mapped it after them and gave it the
   device address of the first item, each mapped on its own: the region
   then crashed on host pointers or wrote the wrong elements).  Only for
   tofrom items, which the variable's implicit tofrom does not undo.  */
/* { dg-do run } */

#include <stdlib.h>

struct s
{
  int n;
  int *d;
};

#pragma omp declare mapper (struct s v) map(tofrom: v, v.d[0:v.n])

struct box
{
  int a[40];
};

int
main (void)
{
  struct s w[4];
  int a[40];
  struct box b;
  for (int i = 0; i < 40; i++)
    a[i] = b.a[i] = i;
  for (int i = 0; i < 4; i++)
    {
      w[i].n = 3;
      w[i].d = calloc (3, sizeof (int));
    }
  int *dev_d = NULL;

#pragma omp target map(iterator(k = 0:4), tofrom: w[k]) map(from: dev_d)
  {
    dev_d = w[1].d;
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 3; j++)
	w[i].d[j] += i + j;
  }
  if (dev_d == w[1].d)
    abort ();
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++)
      if (w[i].d[j] != i + j)
	abort ();

#pragma omp target map(iterator(k = 0:4), tofrom: a[k * 10:5], b.a[k * 10:5])
  for (int k = 0; k < 4; k++)
    for (int j = 0; j < 5; j++)
      {
	a[k * 10 + j] += 100;
	b.a[k * 10 + j] += 200;
      }
  for (int i = 0; i < 40; i++)
    if (a[i] != i + (i % 10 < 5 ? 100 : 0)
	|| b.a[i] != i + (i % 10 < 5 ? 200 : 0))
      abort ();

  /* Present beforehand (what 5.1 asks of such items): a count more.  */
#pragma omp target data map(tofrom: a)
  {
#pragma omp target map(iterator(k = 0:2), tofrom: a[k * 20:2])
    for (int k = 0; k < 2; k++)
      a[k * 20] = -1;
    if (a[0] != 100)
      abort ();
  }
  if (a[0] != -1 || a[20] != -1 || a[1] != 101)
    abort ();
  /* A to item: the variable is not mapped tofrom around it, and what
     the region writes into the item stays on the device.  */
  int c[20] = { 0 };
#pragma omp target map(iterator(k = 0:1), to: c[k * 10:5])
  c[0] = 1000;
  if (c[0] != 0)
    abort ();
  for (int i = 0; i < 4; i++)
    free (w[i].d);
  return 0;
}
