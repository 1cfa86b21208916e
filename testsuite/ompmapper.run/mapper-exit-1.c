/* target exit data through a mapper whose clause for a pointee of a
   mapped type is alloc or to: under from that clause decays to alloc,
   which exit data carries out as release (Table 2.13), so the pointee's
   own mapper runs with release and everything it mapped goes, however
   deep.  Recursive lists (a variable, an array variable, a section
   through a pointer) and a non-recursive nested mapper; what the
   release maps comes back to the host in none of them.  Before the fix
   only the first node after the list item was released.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct node
{
  int val;
  struct node *next;
};

/* The clause for the next node is alloc.  */
#pragma omp declare mapper (struct node v) map(tofrom: v) \
		    map(alloc: v.next[0:v.next != 0])

struct tnode
{
  int val;
  struct tnode *next;
};

/* The same with to.  */
#pragma omp declare mapper (struct tnode v) map(tofrom: v) \
		    map(to: v.next[0:v.next != 0])

struct inner
{
  int n;
  int *p;
};

#pragma omp declare mapper (struct inner i) map(tofrom: i, i.p[0:i.n])

struct outer
{
  int k;
  struct inner *in;
};

#pragma omp declare mapper (struct outer o) map(tofrom: o) \
		    map(alloc: o.in[0:2])

static struct node *
list (int n)
{
  struct node *h = 0;
  for (int i = 0; i < n; i++)
    {
      struct node *e = malloc (sizeof *e);
      e->val = 1;
      e->next = h;
      h = e;
    }
  return h;
}

static struct tnode *
tlist (int n)
{
  struct tnode *h = 0;
  for (int i = 0; i < n; i++)
    {
      struct tnode *e = malloc (sizeof *e);
      e->val = 1;
      e->next = h;
      h = e;
    }
  return h;
}

/* Abort unless no node of the list from N on is mapped, or its value
   changed.  */

static void
gone (struct node *n, int d)
{
  for (; n; n = n->next)
    if (omp_target_is_present (n, d) || n->val != 1)
      abort ();
}

static void
tgone (struct tnode *n, int d)
{
  for (; n; n = n->next)
    if (omp_target_is_present (n, d) || n->val != 1)
      abort ();
}

int
main (void)
{
  int d = omp_get_default_device ();

  /* A variable.  */
  struct node x = { 0, list (4) };
#pragma omp target enter data map(to: x)
  if (!omp_target_is_present (x.next->next->next, d))
    abort ();
  /* The nodes after the first are alloc'd: their device copies hold
     no pointers to follow.  */
#pragma omp target
  x.next->val = 2;
#pragma omp target exit data map(from: x)
  if (omp_target_is_present (&x, d))
    abort ();
  gone (x.next, d);

  /* An array variable, exit data on part of it.  */
  struct node xa[2] = { { 0, list (3) }, { 0, list (3) } };
#pragma omp target enter data map(to: xa)
#pragma omp target exit data map(from: xa[0:2])
  if (omp_target_is_present (xa, d))
    abort ();
  gone (xa[0].next, d);
  gone (xa[1].next, d);

  /* A section through a pointer; "to" for the next node.  */
  struct tnode *ts = calloc (2, sizeof *ts);
  ts[0].next = tlist (3);
  ts[1].next = tlist (2);
#pragma omp target enter data map(to: ts[0:2])
#pragma omp target
  for (struct tnode *n = ts[0].next; n; n = n->next)
    n->val = 2;
#pragma omp target exit data map(from: ts[0:2])
  if (omp_target_is_present (ts, d))
    abort ();
  tgone (ts[0].next, d);
  tgone (ts[1].next, d);

  /* A nested mapper that is not recursive: the inner elements and what
     they point to go as well.  */
  struct outer o = { 0, calloc (2, sizeof (struct inner)) };
  for (int i = 0; i < 2; i++)
    {
      o.in[i].n = 3;
      o.in[i].p = calloc (3, sizeof (int));
    }
#pragma omp target enter data map(to: o)
  if (!omp_target_is_present (o.in[1].p, d))
    abort ();
#pragma omp target
  o.in[1].p[2] = 5;
#pragma omp target exit data map(from: o)
  if (omp_target_is_present (&o, d) || omp_target_is_present (o.in, d)
      || omp_target_is_present (o.in[0].p, d)
      || omp_target_is_present (o.in[1].p, d))
    abort ();
  if (o.in[1].p[2] != 0)
    abort ();
  return 0;
}
