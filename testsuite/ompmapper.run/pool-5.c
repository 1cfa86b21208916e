/* Pool mode with sections of mapped types inside elements: bags of
   items, each item pointing to its data (the items' section is pooled
   as well as each item's data), and a list whose nodes map the next
   node through the same mapper (each node pooled, the list ending at a
   null pointer).  Reference counts, copy-back and the pointers' host
   values as in the exact way.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

struct bag
{
  int n;
  struct elt *items;
};

struct node
{
  int val;
  struct node *next;
};

#pragma omp declare mapper (struct elt v) map(tofrom: v, v.d[0:v.len])
#pragma omp declare mapper (struct bag b) map(tofrom: b, b.items[0:b.n])
#pragma omp declare mapper (struct node n) \
  map(tofrom: n, n.next[0:n.next != 0])

#define NB 20
#define LEN 3
#define NODES 50

int
main (void)
{
  int dev = omp_get_default_device ();
  GOMPX_map_pool (1);

  struct bag *bags = malloc (NB * sizeof *bags);
  for (int b = 0; b < NB; b++)
    {
      bags[b].n = b % 4 + 1;
      bags[b].items = make_elts (bags[b].n, LEN, b);
    }
  struct elt *items3 = bags[3].items;
  int *d3 = items3[1].d;
  int nb = NB;

#pragma omp target enter data map(to: bags[0:nb])
  /* The items and their data are pooled: libgomp knows the bags only.  */
  if (!omp_target_is_present (bags, dev)
      || libgomp_is_present (bags[3].items, dev)
      || !GOMPX_map_is_present (bags[3].items, dev)
      || !GOMPX_map_is_present (bags[3].items[1].d, dev))
    abort ();
  /* A second reference moves nothing.  */
  unsigned long long bytes = device_counters ().host2dev_bytes;
#pragma omp target enter data map(to: bags[0:nb])
  if (device_counters ().host2dev_bytes != bytes)
    abort ();

  int bad = 0;
#pragma omp target map(tofrom: bad)
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < bags[b].n; i++)
      for (int k = 0; k < LEN; k++)
	{
	  bad += bags[b].items[i].d[k] != b;
	  bags[b].items[i].d[k] = 100 * b + 10 * i + k;
	}
  if (bad)
    abort ();

#pragma omp target exit data map(from: bags[0:nb])
  if (bags[3].items[1].d[0] != 3)
    abort ();
#pragma omp target exit data map(from: bags[0:nb])
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < bags[b].n; i++)
      for (int k = 0; k < LEN; k++)
	if (bags[b].items[i].d[k] != 100 * b + 10 * i + k)
	  abort ();
  if (bags[3].items != items3 || bags[3].items[1].d != d3
      || omp_target_is_present (bags, dev)
      || GOMPX_map_is_present (bags[3].items, dev))
    abort ();

  /* A list, through a region.  */
  struct node *head = NULL;
  for (int i = NODES - 1; i >= 0; i--)
    {
      struct node *nd = malloc (sizeof *nd);
      nd->val = i;
      nd->next = head;
      head = nd;
    }
  struct node *second = head->next;
  int sum = 0;
#pragma omp target map(tofrom: head[0:1]) map(tofrom: sum)
  for (struct node *nd = head; nd; nd = nd->next)
    {
      sum += nd->val;
      nd->val *= 2;
    }
  if (sum != NODES * (NODES - 1) / 2 || head->next != second)
    abort ();
  int i = 0;
  for (struct node *nd = head; nd; nd = nd->next, i++)
    if (nd->val != 2 * i)
      abort ();
  if (i != NODES || GOMPX_map_is_present (second, dev))
    abort ();
#pragma omp target data map(to: head[0:1])
  {
    /* Every node after the first pooled.  */
    if (!omp_target_is_present (head, dev)
	|| libgomp_is_present (second, dev)
	|| !GOMPX_map_is_present (second, dev)
	|| !GOMPX_map_is_present (second->next->next, dev))
      abort ();
  }
  return 0;
}
