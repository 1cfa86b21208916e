/* Shapes of mapper expansions that GCC 12 and libgomp 12 do not take as
   clauses, run through map vectors: a unit section of a mapped type
   next to other members (issue 17, class 2), a mapper that maps members
   and sections through the others but not the struct, elements through
   pointers with array-member items (class 11), the same pointer member
   twice, null pointers and empty sections on whole objects, and a list
   through r.next[0].  */
/* { dg-do run } */

#include <stdlib.h>

typedef struct { int *arr; int size; } B;
#pragma omp declare mapper (B myb) map(to: myb.size, myb.arr) \
		    map(tofrom: myb.arr[0:myb.size])
struct A { B *arr2; int tag; };
#pragma omp declare mapper (struct A x) map(to: x.arr2) map(tofrom: x.arr2[0:1])

struct P { int n; int *in; int *out; };
#pragma omp declare mapper (struct P p) map(p.n) map(to: p.in[0:p.n]) \
		    map(from: p.out[0:p.n])

struct T0 { int n; int arr[4]; };
#pragma omp declare mapper (t1: struct T0 v) map(v.arr[2], v.n)
#pragma omp declare mapper (t2: struct T0 v) map(v, v.arr[2]) map(alloc: v, v.n)

struct H { int *d; int n; };
#pragma omp declare mapper (struct H h) map(h) map(to: h.d[0:4], h.n) \
		    map(from: h.d[0:4], h.n)

struct V { int len; int *d; };
#pragma omp declare mapper (struct V v) map(tofrom: v, v.d[0:v.len])

struct R { int val; struct R *next; };
#pragma omp declare mapper (struct R r) map(r, r.next[0])

static void
unit_section (void)
{
  int v[4] = { 1, 2, 3, 4 };
  B b = { v, 4 };
  struct A a = { &b, 7 };
#pragma omp target
  for (int i = 0; i < a.arr2->size; i++)
    a.arr2->arr[i] *= 2;
  for (int i = 0; i < 4; i++)
    if (v[i] != 2 * (i + 1))
      abort ();
#pragma omp target enter data map(to: a)
  for (int i = 0; i < 4; i++)
    v[i] = -1;
#pragma omp target
  for (int i = 0; i < a.arr2->size; i++)
    a.arr2->arr[i] += 1;
#pragma omp target exit data map(from: a)
  for (int i = 0; i < 4; i++)
    if (v[i] != 2 * (i + 1) + 1)
      abort ();
}

static void
partial_members (void)
{
  int n = 8;
  struct P p = { n, malloc (n * sizeof (int)), malloc (n * sizeof (int)) };
  for (int i = 0; i < n; i++)
    p.in[i] = i, p.out[i] = -1;
#pragma omp target enter data map(to: p)
  for (int i = 0; i < n; i++)
    p.in[i] = 10 * i;
#pragma omp target update to(p)
#pragma omp target
  for (int i = 0; i < p.n; i++)
    p.out[i] = p.in[i] + 1;
#pragma omp target exit data map(from: p)
  for (int i = 0; i < n; i++)
    if (p.out[i] != 10 * i + 1 || p.in[i] != 10 * i)
      abort ();
  free (p.in);
  free (p.out);
}

static void
array_members (void)
{
  struct T0 t[2] = { { 1, { 0, 0, 5, 0 } }, { 2, { 0, 0, 6, 0 } } };
  struct T0 *p = t;
#pragma omp target map(mapper(t1), tofrom: p[0])
  {
    p->n += 10;
    p->arr[2] += 10;
  }
#pragma omp target map(mapper(t2), tofrom: p[1])
  {
    p[1].n = 3;
    p[1].arr[2] += 20;
  }
  if (t[0].n != 11 || t[0].arr[2] != 15 || t[1].arr[2] != 26)
    abort ();
}

static void
same_member_twice (void)
{
  int d[4] = { 1, 2, 3, 4 };
  struct H h = { d, 4 };
  /* Both "to" and "from": tofrom, once.  */
#pragma omp target
  for (int i = 0; i < h.n; i++)
    h.d[i] += 100;
  if (d[0] != 101 || d[3] != 104)
    abort ();
}

static void
null_and_empty (void)
{
  int one = 5;
  struct V vs[3] = { { 0, 0 }, { 0, &one }, { 3, 0 } };
  struct V w = { 0, 0 };
  /* A whole object with nothing behind its pointer.  */
#pragma omp target map(tofrom: w)
  w.len += 1;
  if (w.len != 1 || w.d)
    abort ();
  for (int i = 0; i < 3; i++)
    {
      struct V v = vs[i];
#pragma omp target map(tofrom: v)
      v.len += 0;
#pragma omp target enter data map(to: v)
#pragma omp target exit data map(from: v)
      if (v.d != vs[i].d)
	abort ();
    }
  if (one != 5)
    abort ();
}

static void
list (void)
{
  struct R *head = NULL;
  for (int i = 0; i < 5; i++)
    {
      struct R *r = malloc (sizeof *r);
      r->val = i;
      r->next = head;
      head = r;
    }
#pragma omp target map(tofrom: head[0])
  for (struct R *r = head; r; r = r->next)
    r->val *= 3;
  int k = 4;
  for (struct R *r = head; r; r = r->next, k--)
    if (r->val != 3 * k)
      abort ();
  if (k != -1)
    abort ();
}

int
main (void)
{
  unit_section ();
  partial_members ();
  array_members ();
  same_member_twice ();
  null_and_empty ();
  list ();
  return 0;
}
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "29: dropping .from. clause during mapper expansion" "" { target *-*-* } 70 } */
