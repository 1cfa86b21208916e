/* On a line with an iterator modifier, the other clauses keep what the
   plugin adds: present and mapper(ID) modifiers, also from a macro, and
   defaultmap(present).  The last region's defaultmap(present: scalar)
   finds y missing and stops the program before it runs.  */
/* { dg-do run } */
/* { dg-shouldfail "y is not present" } */

#include <stdio.h>
#include <stdlib.h>

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (deep: struct S v) map(v, v.d[0:v.n])
#define DEEP mapper(deep)

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 }, x = 5, y = 0;
  int buf[3] = { 7, 8, 9 };
  struct S s = { 3, buf };

#pragma omp target enter data map(to: x)
  x = 6;
  /* x is present, so tofrom neither copies it in nor out: the device
     keeps 5.  s goes deep through the named mapper: its data too.  */
#pragma omp target map(iterator(i = 0:4), tofrom: a[i]) \
		   map(present, tofrom: x) map(DEEP, tofrom: s) \
		   defaultmap(present: scalar)
  {
    for (int i = 0; i < 4; i++)
      a[i] += x + s.d[i % 3];
    s.d[1] = x;
    x = 1;
  }
  if (a[0] != 13 || a[1] != 15 || a[2] != 17 || a[3] != 16)
    abort ();
  if (x != 6 || buf[1] != 5)
    abort ();

  /* The same in a target data region, whose iterator clauses a task
     holds.  */
#pragma omp target data map(iterator(i = 0:3), to: buf[i]) \
			map(present, alloc: x) map(DEEP, to: s)
  {
#pragma omp target map(present, alloc: buf, s, x) map(from: y)
    y = s.d[0] + buf[2] + x;	/* x as the device has it.  */
  }
  if (y != 7 + 9 + 1)
    abort ();

#pragma omp target exit data map(release: x)
  fprintf (stderr, "started\n");
#pragma omp target map(iterator(i = 0:4), tofrom: a[i]) \
		   defaultmap(present: scalar)
  a[0] = y;
  abort ();
}

/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*iterator-5.c:58:9: 'y' is not present on device 0" } */
