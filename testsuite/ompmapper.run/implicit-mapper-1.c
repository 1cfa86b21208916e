/* A struct type with no mapper of its own, some of whose members (or
   elements of array members, or members of members) have types with a
   default mapper: OpenMP 5.1 maps the members of a structure as list
   items of the clause, so each such member goes through its type's
   mapper, the others are mapped as they are (tofrom under tofrom).  As a
   variable, nested two levels, as an array
   section of a length known only at run time (which needs a runtime
   function of the plugin's own for the implicit mapper), and moved by
   target update.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct vec { int n; int *d; };
#pragma omp declare mapper (struct vec v) map(to: v) map(tofrom: v.d[0:v.n])

struct pair { int tag; struct vec a; struct vec b[2]; };	/* No mapper.  */
struct outer { struct pair p; double x; };			/* Nor here.  */

/* Elements whose mapper maps a section of a mapped type: the implicit
   mapper of a struct holding one pushes no fixed number of entries per
   element, and a section of it calls a runtime function.  */
struct bag { int n; struct vec *vs; };
#pragma omp declare mapper (struct bag g) map(to: g) map(tofrom: g.vs[0:g.n])
struct holder { struct bag g; int k; };				/* No mapper.  */

static int store[64];
static int next_store;

static void
init_vec (struct vec *v, int n, int first)
{
  v->n = n;
  v->d = &store[next_store];
  next_store += n;
  for (int i = 0; i < n; i++)
    v->d[i] = first + i;
}

static void
init_pair (struct pair *p, int tag)
{
  p->tag = tag;
  init_vec (&p->a, 2, 10 * tag);
  init_vec (&p->b[0], 1, 10 * tag + 5);
  init_vec (&p->b[1], 2, 10 * tag + 7);
}

int
main (void)
{
  int dev = omp_get_default_device ();

  /* A variable: the pointees come back, the vectors' own members (to)
     do not, the pair's own member (tofrom) does.  */
  struct pair pr;
  init_pair (&pr, 1);
#pragma omp target map(tofrom: pr)
  {
    pr.tag = 2;
    pr.a.n = 99;
    pr.a.d[1] += 100;
    pr.b[1].d[0] += 100;
  }
  if (pr.tag != 2 || pr.a.n != 2 || pr.a.d[1] != 111 || pr.b[1].d[0] != 117
      || pr.b[0].d[0] != 15 || omp_target_is_present (pr.a.d, dev))
    abort ();

  /* A target region's implicit map of such a variable maps it whole,
     as GCC does (libgomp 12 could not map its members one by one beside
     members of it mapped before): its members come back, pointers as
     they were.  */
#pragma omp target
  {
    pr.tag = 3;
    pr.b[0].n = 7;
  }
  if (pr.tag != 3 || pr.b[0].n != 7 || pr.b[0].d != &store[2])
    abort ();

  /* Nested: a struct with no mapper in one with none.  */
  struct outer o;
  init_pair (&o.p, 3);
  o.x = 1.5;
#pragma omp target map(tofrom: o)
  {
    o.x = 2.5;
    o.p.b[1].d[1] = 77;
    o.p.a.n = 0;
  }
  if (o.x != 2.5 || o.p.b[1].d[1] != 77 || o.p.a.n != 2)
    abort ();

  /* A section of a length known only at run time.  */
  volatile int two = 2;
  int n = two;
  struct pair *ps = malloc (n * sizeof *ps);
  for (int i = 0; i < n; i++)
    init_pair (&ps[i], 4 + i);
#pragma omp target enter data map(to: ps[0:n])
  if (!omp_target_is_present (&ps[1].b[1].d[1], dev)
      || !omp_target_is_present (&ps[0].tag, dev))
    abort ();
#pragma omp target map(alloc: ps[0:n])
  for (int i = 0; i < n; i++)
    {
      ps[i].tag += 100;
      ps[i].a.d[0] += 1000;
      ps[i].b[0].n = -1;
    }
  /* Moved by update through the mappers: the vectors' own members
     (to) stay.  */
#pragma omp target update from(ps[0:n])
  if (ps[0].tag != 104 || ps[1].a.d[0] != 1050 || ps[1].b[0].n != 1)
    abort ();
#pragma omp target exit data map(release: ps[0:n])
  if (omp_target_is_present (&ps[0].tag, dev)
      || omp_target_is_present (ps[1].a.d, dev))
    abort ();
  free (ps);

  struct holder *hs = malloc (n * sizeof *hs);
  struct vec vs[4];
  for (int i = 0; i < n; i++)
    {
      hs[i].k = i;
      hs[i].g.n = 2;
      hs[i].g.vs = &vs[2 * i];
      init_vec (&vs[2 * i], 1, 200 + i);
      init_vec (&vs[2 * i + 1], 1, 300 + i);
    }
#pragma omp target map(tofrom: hs[0:n])
  for (int i = 0; i < n; i++)
    {
      hs[i].k += 10;
      hs[i].g.vs[1].d[0] += 1000;
      hs[i].g.vs[0].n = 5;
    }
  if (hs[1].k != 11 || vs[3].d[0] != 1301 || vs[0].d[0] != 200
      || vs[2].n != 1)
    abort ();
  free (hs);
  return 0;
}
