/* Arrays of function pointers and structs holding them, not declare
   target, called in target regions: local and global arrays mapped
   implicitly (tofrom, as aggregates) and one-dimensional and
   two-dimensional arrays mapped whole together with a section or an
   element of them, "map(tab, tab[0:3])", which GCC 12 alone cannot
   compile (the kinds merge: to and from give tofrom); global, local and
   pointed-to structs; a declare target array, whose device copy holds
   device addresses.  */
/* { dg-do run } */

#include "indirect.h"

#pragma omp begin declare target indirect
int neg (int x) { return -x; }
int twice (int x) { return 2 * x; }
int add3 (int x) { return x + 3; }
#pragma omp end declare target

struct obj
{
  op_t op;
  int v;
  op_t more[2];
};

op_t gtab[3] = { neg, twice, add3 };
op_t grid[2][2] = { { neg, twice }, { add3, neg } };
struct obj gobj = { twice, 21, { neg, add3 } };

#pragma omp declare target
op_t dttab[3] = { add3, neg, twice };
#pragma omp end declare target

int
main (void)
{
  op_t tab[3] = { add3, twice, neg };
  struct obj o = { neg, 4, { twice, add3 } };
  struct obj *po = &o;
  int out[6], r = 0, s = 0, t = 0;

#pragma omp target map(from: out)
  for (int i = 0; i < 3; i++)
    {
      out[i] = gtab[i] (10);
      out[3 + i] = tab[i] (10);
    }
  if (out[0] != -10 || out[1] != 20 || out[2] != 13
      || out[3] != 13 || out[4] != 20 || out[5] != -10)
    abort ();

  /* The whole array and a section or element of it.  */
#pragma omp target map(tab, tab[0:3]) map(to: gtab, gtab[1]) map(from: out)
  for (int i = 0; i < 3; i++)
    {
      out[i] = tab[i] (1);
      out[3 + i] = gtab[i] (1);
    }
  if (out[0] != 4 || out[1] != 2 || out[2] != -1
      || out[3] != -1 || out[4] != 2 || out[5] != 4)
    abort ();

  /* to on the array and from on a part of it: tofrom, so the host sees
     the device's swap of two host values.  */
#pragma omp target map(to: tab) map(from: tab[1:2]) map(from: r)
  {
    op_t f = tab[0];
    tab[0] = tab[2];
    tab[2] = f;
    r = tab[0] (1) + tab[2] (1);
  }
  if (r != 3 || tab[0] != neg || tab[1] != twice || tab[2] != add3)
    abort ();

#pragma omp target map(grid, grid[1][0:2]) map(from: out)
  for (int i = 0; i < 4; i++)
    out[i] = grid[i / 2][i % 2] (2);
  if (out[0] != -2 || out[1] != 4 || out[2] != 5 || out[3] != -2)
    abort ();

  /* Struct members.  */
#pragma omp target map(from: r, s, t) map(to: po[0:1])
  {
    r = gobj.op (gobj.v) + gobj.more[0] (1) + gobj.more[1] (1);
    s = o.op (o.v) + o.more[0] (1) + o.more[1] (1);
    t = po->more[1] (po->v);
  }
  if (r != 45 || s != 2 || t != 7)
    abort ();

#pragma omp target map(from: out)
  for (int i = 0; i < 3; i++)
    out[i] = dttab[i] (6);
  if (out[0] != 9 || out[1] != -6 || out[2] != 12)
    abort ();

  check_table (3);
  return 0;
}
