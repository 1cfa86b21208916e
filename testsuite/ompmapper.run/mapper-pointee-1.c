/* The pointee of a pointer, p[0] or p[0:1], on target and target data,
   through a mapper that attaches a pointer member: GCC 12 alone, given
   the same clauses by hand, puts the attachment between the pointee and
   the pointer's firstprivate clause on target, so that the region reads
   a wrong pointer (it crashes), and crashes itself on target data; the
   plugin maps such a pointee at run time.  Also: the
   construct's device and if expressions are evaluated once although
   the present checks, the indirect-call preparation and the map vector
   all read them.  */
/* { dg-do run } */

#include <stdio.h>

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

static int device_calls;

static int
device_number (void)
{
  device_calls++;
  return 0;
}

int
main (void)
{
  int x[2] = { 1, 2 };
  struct vec a[1] = { { 2, x } };
  struct vec *p = a;
  int on = 1;

#pragma omp target map(tofrom: p[0])
  p->d[0] += 10;
#pragma omp target map(tofrom: p[0:1])
  p[0].d[1] += 20;
#pragma omp target data map(tofrom: p[0])
  {
#pragma omp target
    p->d[0] += 100;
  }
  if (x[0] != 111 || x[1] != 22)
    {
      printf ("pointee: %d %d\n", x[0], x[1]);
      return 1;
    }

#pragma omp target enter data map(to: p[0:1]) device(device_number ()) if(on)
#pragma omp target map(present, tofrom: p[0:1]) device(device_number ()) \
		   if(on)
  p[0].d[1] += 20;
#pragma omp target exit data map(from: p[0:1]) device(device_number ()) \
		   if(on)
  if (x[1] != 42 || device_calls != 3)
    {
      printf ("device/if: %d, %d calls\n", x[1], device_calls);
      return 2;
    }
  return 0;
}
