/* target update through a mapper that maps a struct and what its pointer
   members point to moves every byte the mapper maps, on both sides of
   the attached pointers, and leaves the pointers alone: for a variable,
   an array variable, a section through a pointer and a struct holding
   the mapped one.  libgomp 12 copies the data of a mapping that holds
   attached pointers a pointer's size at a time, from words counted from
   the start of the list item rather than of the mapping, so that c[1]
   below (and more of the other shapes) did not move; libgompx copies
   those bytes itself.  */
/* { dg-do run } */

#include <stdlib.h>

struct node
{
  int val;
  struct node *next;
};

struct t5
{
  short a;
  int n_b;
  int *b;
  double c[3];
  struct node *d;
  int n_d;
};

struct outer
{
  int k;
  struct t5 in;
  float f[3];
};

#pragma omp declare mapper (struct t5 v) map(tofrom: v) map(v.b[0:2]) \
		    map(to: v.d[0:v.n_d])
#pragma omp declare mapper (struct outer o) map(tofrom: o.k, o.in, o.f)

static void
init (struct t5 *t, int base)
{
  t->a = base;
  t->n_b = base + 1;
  t->b = malloc (2 * sizeof (int));
  t->b[0] = base + 2;
  t->b[1] = base + 3;
  for (int k = 0; k < 3; k++)
    t->c[k] = base + 4 + k;
  t->n_d = 1;
  t->d = malloc (sizeof (struct node));
  t->d->val = base + 7;
  t->d->next = 0;
}

/* What a region sees of T, on the device.  */
#pragma omp declare target
static double
sum (const struct t5 *t)
{
  return (t->a + 2.0 * t->n_b + 3.0 * t->b[0] + 5.0 * t->b[1]
	  + 7.0 * t->c[0] + 11.0 * t->c[1] + 13.0 * t->c[2]
	  + 17.0 * t->d->val);
}

static void
bump (struct t5 *t)
{
  t->a += 100;
  t->n_b += 100;
  t->b[0] += 100;
  t->b[1] += 100;
  for (int k = 0; k < 3; k++)
    t->c[k] += 100;
  t->d->val += 100;
}
#pragma omp end declare target

static void
check (const struct t5 *t, int base, const int *b, const struct node *d)
{
  /* The host's pointers kept their host values; d is "to" only.  */
  if (t->b != b || t->d != d || t->d->val != base + 7)
    abort ();
  if (t->a != base + 100 || t->n_b != base + 101 || t->b[0] != base + 102
      || t->b[1] != base + 103)
    abort ();
  for (int k = 0; k < 3; k++)
    if (t->c[k] != base + 104 + k)
      abort ();
}

int
main (void)
{
  struct t5 x, xa[2], *p = malloc (2 * sizeof *p);
  struct outer o;
  double seen[6];
  init (&x, 0);
  init (&xa[0], 10);
  init (&xa[1], 20);
  init (&p[0], 30);
  init (&p[1], 40);
  o.k = 5;
  init (&o.in, 50);
  for (int k = 0; k < 3; k++)
    o.f[k] = k;
  int *bs[6] = { x.b, xa[0].b, xa[1].b, p[0].b, p[1].b, o.in.b };
  struct node *ds[6] = { x.d, xa[0].d, xa[1].d, p[0].d, p[1].d, o.in.d };

#pragma omp target enter data map(alloc: x, xa, p[0:2], o)
#pragma omp target update to(x, xa, p[0:2], o)
#pragma omp target map(from: seen)
  {
    seen[0] = sum (&x);
    seen[1] = sum (&xa[0]);
    seen[2] = sum (&xa[1]);
    seen[3] = sum (&p[0]);
    seen[4] = sum (&p[1]);
    seen[5] = sum (&o.in) + o.k + o.f[2];
  }
  struct t5 *all[6] = { &x, &xa[0], &xa[1], &p[0], &p[1], &o.in };
  for (int i = 0; i < 6; i++)
    if (seen[i] != sum (all[i]) + (i == 5 ? 5 + 2 : 0))
      abort ();

#pragma omp target
  {
    bump (&x);
    bump (&xa[0]);
    bump (&xa[1]);
    bump (&p[0]);
    bump (&p[1]);
    bump (&o.in);
    o.k = 6;
  }
#pragma omp target update from(x, xa, p[0:2], o)
  for (int i = 0; i < 6; i++)
    check (all[i], i * 10, bs[i], ds[i]);
  if (o.k != 6)
    abort ();
#pragma omp target exit data map(release: x, xa, p[0:2], o)
  return 0;
}
/* What the updates through mappers drop (OpenMP 5.1 moves only what a
   mapper maps in the motion's direction), as GCC trunk says.  */
/* { dg-warning "31: dropping .to. clause during mapper expansion" "" { target *-*-* } 138 } */
