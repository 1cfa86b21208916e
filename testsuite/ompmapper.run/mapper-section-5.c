/* Recursive mappers over linked data end at a null pointer; a cycle
   expands each node once instead of forever; a struct mapped as a whole
   whose mapper maps a section of another mapped type gets that section
   expanded at run time.  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

struct node
{
  int val;
  struct node *next;
};

/* next[0:1] when there is a next node, next[0:0] at the end.  */
#pragma omp declare mapper (struct node n) map(tofrom: n, n.next[0:n.next != 0])

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])

struct bag
{
  int n;
  struct elt *items;
};
#pragma omp declare mapper (struct bag b) map(tofrom: b, b.items[0:b.n])

int
main (void)
{
  int dev = omp_get_default_device ();

  /* A list of 5.  */
  struct node *head = 0;
  for (int i = 0; i < 5; i++)
    {
      struct node *x = malloc (sizeof *x);
      x->val = i;
      x->next = head;
      head = x;
    }
#pragma omp target map(tofrom: head[0:1])
  for (struct node *x = head; x; x = x->next)
    x->val *= 10;
  for (struct node *x = head; x; x = x->next)
    if (x->val % 10 != 0 || x->val > 40)
      abort ();

  /* A cycle of 3: each node mapped once, and the region walks it.  */
  struct node ring[3];
  for (int i = 0; i < 3; i++)
    {
      ring[i].val = i;
      ring[i].next = &ring[(i + 1) % 3];
    }
  struct node *r = &ring[0];
#pragma omp target enter data map(to: r[0:1])
  if (!omp_target_is_present (&ring[2], dev))
    abort ();
  int sum = 0;
#pragma omp target map(tofrom: sum)
  {
    struct node *x = r;
    for (int k = 0; k < 6; k++, x = x->next)
      sum += x->val;
  }
  if (sum != 6)
    abort ();
#pragma omp target exit data map(from: r[0:1])
  if (omp_target_is_present (&ring[1], dev))
    abort ();

  /* A bag of elements, mapped as a whole.  */
  struct bag b = { 4, make_elts (4, 3, 1) };
#pragma omp target map(tofrom: b)
  for (int i = 0; i < b.n; i++)
    b.items[i].d[2] = 50 + i;
  for (int i = 0; i < 4; i++)
    if (b.items[i].d[2] != 50 + i || b.items[i].d[0] != 1)
      abort ();
  return 0;
}
