/* The iterator modifier in a declare mapper, in the company of other
   mappers: an object whose mapper has one inside another mapped type (a
   member, an implicit mapper's member, the elements of a section behind
   a pointer), a mapper(ID) modifier and the present modifier on the
   clause, two iterators and a step, a variable the clause maps for
   every element, a block-scope mapper whose iterator's bound is a
   variable of its function, target update of an object that holds the
   pointers its clause attaches, and a pointer iterator.  */
/* { dg-do run } */

#include <omp.h>
#include "section-1.h"

/* Cells of a grid, every STRIDEth row of which the mapper maps.  */
struct grid
{
  int rows, cols, stride;
  int **cell;
};

#pragma omp declare mapper (struct grid g) map(g, g.cell[0:g.rows]) \
  map(iterator(i = 0:g.rows:g.stride), tofrom: g.cell[i][0:g.cols])

/* A grid as a member, whose own mapper maps the member.  */
struct mesh
{
  struct grid g;
  double w;
};
#pragma omp declare mapper (struct mesh m) map(m.w, m.g)

/* No mapper of its own: the implicit one maps the grid through its.  */
struct pair
{
  int tag;
  struct grid g;
};

/* Named mappers for the points the other type's iterator maps.  */
struct pt
{
  int n;
  int *v;
};
#pragma omp declare mapper (all: struct pt p) map(p, p.v[0:p.n])
struct cloud
{
  int n;
  struct pt **pts;
};
#pragma omp declare mapper (struct cloud c) map(c, c.pts[0:c.n]) \
  map(iterator(k = 0:c.n), mapper(all), tofrom: c.pts[k][0:1])

/* Two iterators over a triangle, with the present modifier.  */
struct tri
{
  int n;
  int **row;
};
#pragma omp declare mapper (struct tri t) map(t, t.row[0:t.n]) \
  map(present, iterator(i = 0:t.n, j = 0:2), to: t.row[i][j:1])

/* A variable every element maps, for each value of the iterator.  */
int scale[4] = { 1, 2, 3, 4 };
struct scaled
{
  int which;
  int *v;
};
#pragma omp declare mapper (struct scaled s) map(s, s.v[0:4]) \
  map(iterator(i = 0:3), to: scale[0:4])

/* Row pointers in the object itself, and a mapper that maps the object
   whole: on target update the pointers, attached by the clause, keep
   the host's values though the object's bytes move (pool mode attaches
   them into libgomp's mapping of the object, which libgomp does not
   know).  */
struct inrow
{
  int len;
  int *row[2];
};
#pragma omp declare mapper (struct inrow t) map(t) \
  map(iterator(i = 0:2), tofrom: t.row[i][0:t.len])

/* A pointer iterator over the object's own array of row pointers.  */
struct prow
{
  int n;
  int **ptrs;
};
#pragma omp declare mapper (struct prow p) map(p, p.ptrs[0:p.n]) \
  map(iterator(int **q = p.ptrs:p.ptrs + p.n), tofrom: q[0][0:2])

static void
make_grid (struct grid *g, int rows, int cols, int stride)
{
  g->rows = rows;
  g->cols = cols;
  g->stride = stride;
  g->cell = malloc (rows * sizeof (int *));
  for (int i = 0; i < rows; i++)
    {
      g->cell[i] = malloc (cols * sizeof (int));
      for (int j = 0; j < cols; j++)
	g->cell[i][j] = i * cols + j;
    }
}

/* Whether the rows the mapper maps hold i * cols + j + ADD and the
   others i * cols + j.  */

static int
grid_holds (const struct grid *g, int add)
{
  for (int i = 0; i < g->rows; i++)
    for (int j = 0; j < g->cols; j++)
      if (g->cell[i][j] != i * g->cols + j + (i % g->stride ? 0 : add))
	return 0;
  return 1;
}

static int
block_scope (int len)
{
  struct pt p[3];
  for (int k = 0; k < 3; k++)
    {
      p[k].n = 2 * len;
      p[k].v = calloc (2 * len, sizeof (int));
    }
  /* Only the first LEN values of each, by the function's variable.  */
  struct row3 { struct pt *p; };
#pragma omp declare mapper (struct row3 r) map(r, r.p[0:3]) \
  map(iterator(k = 0:3), tofrom: r.p[k].v[0:len])
  struct row3 r = { p };
#pragma omp target map(tofrom: r)
  for (int k = 0; k < 3; k++)
    for (int j = 0; j < len; j++)
      r.p[k].v[j] = k + j + 1;
  int bad = 0;
  for (int k = 0; k < 3; k++)
    for (int j = 0; j < 2 * len; j++)
      bad += p[k].v[j] != (j < len ? k + j + 1 : 0);
  return bad;
}

int
main (void)
{
  int dev = omp_get_default_device ();

  /* Every second row of a grid, as a member of a mesh: the others stay
     on the host.  */
  struct mesh m;
  make_grid (&m.g, 5, 3, 2);
  m.w = 1;
#pragma omp target enter data map(to: m)
  for (int i = 0; i < 5; i++)
    if (omp_target_is_present (m.g.cell[i], dev) != !(i % 2))
      abort ();
#pragma omp target
  for (int i = 0; i < 5; i += 2)
    for (int j = 0; j < 3; j++)
      m.g.cell[i][j] += 100;
#pragma omp target exit data map(from: m)
  if (!grid_holds (&m.g, 100) || omp_target_is_present (&m, dev))
    abort ();

  /* The same through an implicit mapper, on a section of two.  */
  struct pair pr[2];
  for (int k = 0; k < 2; k++)
    {
      pr[k].tag = k;
      make_grid (&pr[k].g, 4, 2, 1 + k);
    }
#pragma omp target map(tofrom: pr[0:2])
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < 4; i += 1 + k)
      for (int j = 0; j < 2; j++)
	pr[k].g.cell[i][j] -= 50;
  if (!grid_holds (&pr[0].g, -50) || !grid_holds (&pr[1].g, -50))
    abort ();

  /* Points through the named mapper: each point's values too.  */
  struct cloud c;
  c.n = 3;
  c.pts = malloc (3 * sizeof (struct pt *));
  for (int k = 0; k < 3; k++)
    {
      c.pts[k] = malloc (sizeof (struct pt));
      c.pts[k]->n = k + 1;
      c.pts[k]->v = calloc (k + 1, sizeof (int));
    }
#pragma omp target map(tofrom: c)
  for (int k = 0; k < c.n; k++)
    for (int j = 0; j < c.pts[k]->n; j++)
      c.pts[k]->v[j] = 10 * k + j;
  for (int k = 0; k < 3; k++)
    for (int j = 0; j <= k; j++)
      if (c.pts[k]->v[j] != 10 * k + j)
	abort ();

  /* The present modifier holds once the rows are there.  */
  struct tri t;
  t.n = 3;
  t.row = malloc (3 * sizeof (int *));
  for (int i = 0; i < 3; i++)
    {
      t.row[i] = malloc (2 * sizeof (int));
      t.row[i][0] = i;
      t.row[i][1] = -i;
    }
#pragma omp target enter data map(to: t.row[0][0:2], t.row[1][0:2], t.row[2][0:2])
  int sum = 0;
#pragma omp target map(tofrom: sum) map(to: t)
  for (int i = 0; i < t.n; i++)
    sum += 10 * t.row[i][0] + t.row[i][1];
  if (sum != 9 * (0 + 1 + 2))
    abort ();
#pragma omp target exit data map(release: t.row[0][0:2], t.row[1][0:2], t.row[2][0:2])

  /* scale[] mapped once for the section, whose elements each map it
     three times.  */
  struct scaled s[3];
  for (int k = 0; k < 3; k++)
    {
      s[k].which = k;
      s[k].v = calloc (4, sizeof (int));
    }
#pragma omp target map(tofrom: s[0:3])
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < 4; i++)
      s[k].v[i] = scale[i] * (k + 1);
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < 4; i++)
      if (s[k].v[i] != (i + 1) * (k + 1))
	abort ();

  if (block_scope (2) != 0)
    abort ();

  struct inrow ir = { 1, { calloc (1, sizeof (int)), calloc (1, sizeof (int)) } };
  int *r0 = ir.row[0], *r1 = ir.row[1];
#pragma omp target enter data map(to: ir)
#pragma omp target
  ir.row[1][0] = 5;
#pragma omp target update from(ir)
  if (ir.row[0] != r0 || ir.row[1] != r1 || r1[0] != 5)
    abort ();
  r0[0] = 7;
#pragma omp target update to(ir)
  int seen = 0;
#pragma omp target map(from: seen)
  seen = ir.row[0][0];
  if (seen != 7)
    abort ();
#pragma omp target exit data map(release: ir)

  /* Two objects, each row reached through the pointer iterator.  */
  struct prow pa[2];
  for (int e = 0; e < 2; e++)
    {
      pa[e].n = 2 + e;
      pa[e].ptrs = malloc (pa[e].n * sizeof (int *));
      for (int k = 0; k < pa[e].n; k++)
	pa[e].ptrs[k] = calloc (2, sizeof (int));
    }
#pragma omp target map(tofrom: pa[0:2])
  for (int e = 0; e < 2; e++)
    for (int k = 0; k < pa[e].n; k++)
      pa[e].ptrs[k][1] = 10 * e + k;
  for (int e = 0; e < 2; e++)
    for (int k = 0; k < pa[e].n; k++)
      if (pa[e].ptrs[k][1] != 10 * e + k || pa[e].ptrs[k][0] != 0)
	abort ();
  return 0;
}
