/* Sections behind pointer members of a struct variable, and no clause
   for another member, on a target region that also uses the struct's
   other members: GCC 12 maps the struct whole (implicitly) and attaches
   the pointers; with the plugin loaded the region read the other
   members from nowhere (the plugin made the pointers a struct group,
   for the case map(x.a) map(x.q[0:n]), which this is not), with and
   without mappers.  */
/* { dg-do run } */
/* GCC 14 and 15 map m by the members named, and the region reads m.nn
   from nowhere, without the plugin too.  */
/* { dg-require-effective-target gcc_maps_used_structs_whole } */

#include <stdlib.h>

struct node
{
  int n;
  double *x;
};

#pragma omp declare mapper (struct node a) map(tofrom: a, a.x[0:a.n])

struct mesh
{
  int nn;
  int *a;
  struct node *nodes;
  int *b;
  int k;
};

int
main (void)
{
  struct mesh m;
  m.nn = 3;
  m.k = 5;
  m.a = calloc (3, sizeof (int));
  m.b = calloc (3, sizeof (int));
  m.nodes = malloc (3 * sizeof (struct node));
  for (int i = 0; i < 3; i++)
    {
      m.nodes[i].n = 2;
      m.nodes[i].x = calloc (2, sizeof (double));
    }

#pragma omp target map(tofrom: m.a[0:m.nn])
  for (int i = 0; i < m.nn; i++)
    m.a[i] = i + m.k;
  for (int i = 0; i < 3; i++)
    if (m.a[i] != i + 5)
      abort ();

#pragma omp target map(tofrom: m.a[0:m.nn], m.b[0:m.nn])
  for (int i = 0; i < m.nn; i++)
    m.b[i] = m.a[i] + m.k;
  for (int i = 0; i < 3; i++)
    if (m.b[i] != i + 10)
      abort ();

#pragma omp target map(tofrom: m.nodes[0:m.nn], m.b[0:m.nn])
  for (int i = 0; i < m.nn; i++)
    m.nodes[i].x[1] = m.b[i] + m.k;
  for (int i = 0; i < 3; i++)
    if (m.nodes[i].x[1] != i + 15)
      abort ();

  /* A member by hand besides: the struct group the pointers join.  */
#pragma omp target map(tofrom: m.nn, m.k) map(tofrom: m.a[0:m.nn])
  for (int i = 0; i < m.nn; i++)
    m.a[i] += m.k;
  for (int i = 0; i < 3; i++)
    if (m.a[i] != i + 10)
      abort ();
  return 0;
}
