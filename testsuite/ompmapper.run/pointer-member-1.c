/* Members of a struct mapped through a pointer to it, as users write
   them on GCC 12 without any OpenMP 5 feature: GCC 12 alone gives the
   region a pointer off by the offset of the first member it met (reads
   miss, writes land outside the mapping), orders nested members so that
   libgomp gets a negative size, and maps nothing for the pointer member
   of map(p->q[0:n]); with the plugin loaded they map as GCC 13 and
   clang map them.  Each region checks what it reads and the host what
   comes back.  */
/* { dg-do run } */

#include <stdlib.h>

struct In
{
  int a, b;
};

struct Z
{
  int n;
  int *q;
  int arr[4];
  struct In in;
  struct In ins[3];
};

/* Offsets known only at run time, and members of array elements
   (GCC 12 maps *p as zero bytes for those).  */

static void
update_at (struct Z *p, int i, int j)
{
  int r = 0;
#pragma omp target map(tofrom: p->arr[i:2]) map(from: r)
  {
    r = p->arr[i + 1];
    p->arr[i] = 100 + i;
  }
  if (r != 8 || p->arr[2] != 102)
    abort ();
#pragma omp target map(tofrom: p->ins[j].b) map(tofrom: r)
  {
    r += p->ins[j].b;
    p->ins[j].b = 70;
  }
  if (r != 8 + 21 || p->ins[2].b != 70 || p->ins[2].a != 20)
    abort ();
#pragma omp target map(to: p->ins[1].a) map(from: r)
  r = p->ins[1].a;
  if (r != 10)
    abort ();
}

static void
update (struct Z *p)
{
  int r = 0;
  /* A member at an offset of its own.  */
#pragma omp target map(tofrom: p->arr) map(from: r)
  {
    r = p->arr[1];
    p->arr[1] = 60;
  }
  if (r != 6 || p->arr[1] != 60)
    abort ();
  /* A section of a member array.  */
#pragma omp target map(tofrom: p->arr[2:2]) map(from: r)
  {
    r = p->arr[3];
    p->arr[2] = 70;
  }
  if (r != 8 || p->arr[2] != 70)
    abort ();
  /* A member of a member, and two members met out of order.  */
#pragma omp target map(tofrom: p->in.b) map(from: r)
  {
    r = p->in.b;
    p->in.b = 100;
  }
  if (r != 10 || p->in.b != 100)
    abort ();
#pragma omp target map(tofrom: p->in.b, p->n) map(from: r)
  {
    r = p->in.b + p->n;
    p->in.b = 101;
  }
  if (r != 103 || p->in.b != 101)
    abort ();
  /* The pointed-to data of a pointer member: the member goes too.  */
#pragma omp target map(tofrom: p->q[0:3]) map(from: r)
  {
    r = p->q[2];
    p->q[2] = 30;
  }
  if (r != 3 || p->q[2] != 30)
    abort ();
  /* Enter and exit data, members out of order.  */
#pragma omp target enter data map(to: p->in.b, p->n)
  p->n = 0;
#pragma omp target map(from: r) map(alloc: p->in.b, p->n)
  r = p->in.b + p->n;
#pragma omp target exit data map(from: p->in.b, p->n)
  if (r != 104 || p->n != 3)
    abort ();
}

int
main (void)
{
  int data[3] = { 1, 2, 3 };
  struct Z z = { 3, data, { 5, 6, 7, 8 }, { 9, 10 },
		 { { 0, 1 }, { 10, 11 }, { 20, 21 } } };
  update (&z);
  if (data[2] != 30 || z.arr[1] != 60 || z.in.b != 101)
    abort ();
  z.arr[2] = 7;
  z.arr[3] = 8;
  update_at (&z, 2, 2);
  return 0;
}
