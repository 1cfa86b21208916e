/* The iterator modifier in a declare mapper (OpenMP 5.2): a ragged
   array reached through an array of row pointers, each row mapped with
   the length its object gives, and attached to the device copy of the
   row pointers.  On the emulated device with separate memory, a row left
   unmapped or a pointer left unattached reads poison.  Whole objects,
   array sections of them (one runtime call per element), enter and exit
   data with their reference counts, target update in each direction,
   several clauses with iterators each with its own map type, and as
   many libgomp calls per construct however many rows.  */
/* { dg-do run } */

#include <omp.h>
#include "gompx.h"
#include "section-1.h"

struct ragged
{
  int n;
  int *len;
  double **row;
};

#pragma omp declare mapper (struct ragged r) map(r, r.len[0:r.n], r.row[0:r.n]) \
  map(iterator(i = 0:r.n), tofrom: r.row[i][0:r.len[i]])

/* Two clauses with iterators, each with its own map type: even rows go
   to the device, odd rows come back.  */
struct split
{
  int n;
  int **row;
};

#pragma omp declare mapper (struct split s) map(s, s.row[0:s.n]) \
  map(iterator(i = 0:s.n:2), to: s.row[i][0:2]) \
  map(iterator(i = 1:s.n:2), from: s.row[i][0:2])

static void
make (struct ragged *r, int n, int base)
{
  r->n = n;
  r->len = malloc (n * sizeof (int));
  r->row = malloc (n * sizeof (double *));
  for (int i = 0; i < n; i++)
    {
      r->len[i] = 1 + (i * 3 + base) % 5;
      r->row[i] = malloc (r->len[i] * sizeof (double));
      for (int j = 0; j < r->len[i]; j++)
	r->row[i][j] = base + 100 * i + j;
    }
}

/* Whether every element of R is BASE + 100 i + j + ADD.  */

static int
holds (const struct ragged *r, int base, double add)
{
  for (int i = 0; i < r->n; i++)
    for (int j = 0; j < r->len[i]; j++)
      if (r->row[i][j] != base + 100 * i + j + add)
	return 0;
  return 1;
}

static int
rows_present (const struct ragged *r, int dev)
{
  int k = 0;
  for (int i = 0; i < r->n; i++)
    k += omp_target_is_present (r->row[i], dev)
	 && omp_target_is_present (&r->row[i][r->len[i] - 1], dev);
  return k;
}

int
main (void)
{
  int dev = omp_get_default_device ();
  struct ragged r;
  make (&r, 12, 1);

  /* A whole object on a target region: every row goes and comes back,
     in as many libgomp calls as for an object of two rows.  */
  struct ragged s;
  make (&s, 2, 7);
  struct ompm_hostemu_calls c0 = gomp_calls ();
  struct ompm_hostemu_counters d0 = device_counters ();
#pragma omp target map(tofrom: s)
  s.row[1][0] = -s.row[1][0];
  struct ompm_hostemu_calls c1 = gomp_calls ();
  struct ompm_hostemu_counters d1 = device_counters ();
#pragma omp target map(tofrom: r)
  for (int i = 0; i < r.n; i++)
    for (int j = 0; j < r.len[i]; j++)
      r.row[i][j] += 0.5;
  struct ompm_hostemu_calls c2 = gomp_calls ();
  struct ompm_hostemu_counters d2 = device_counters ();
  /* Pool mode (when on: not the exact run, nor a build without it):
     the rows in one device block, copied in and back in as many
     transfers as two rows are (the row pointers lie in a pooled array,
     not in the object).  */
  int pooled = GOMPX_map_pool (1);
  GOMPX_map_pool (pooled);
  if (pooled
      && (d2.host2dev - d1.host2dev != d1.host2dev - d0.host2dev
	  || d2.dev2host - d1.dev2host != d1.dev2host - d0.dev2host
	  || d2.allocs - d1.allocs != d1.allocs - d0.allocs))
    abort ();
  if (c1.target != c0.target + 1 || c2.target != c1.target + 1
      || (c2.enter_exit_data + c2.data - c1.enter_exit_data - c1.data
	  != c1.enter_exit_data + c1.data - c0.enter_exit_data - c0.data))
    abort ();
  if (!holds (&r, 1, 0.5) || rows_present (&r, dev) != 0
      || s.row[1][0] != -(7 + 100) || s.row[0][0] != 7)
    abort ();

  /* map(to:) decays the rows' tofrom to to: nothing comes back.  */
#pragma omp target map(to: r)
  for (int i = 0; i < r.n; i++)
    r.row[i][0] = -1;
  if (!holds (&r, 1, 0.5))
    abort ();

  /* Enter data twice, exit once: the rows stay, with their reference
     counts; the second exit brings them back and unmaps them.  */
#pragma omp target enter data map(to: r)
#pragma omp target enter data map(to: r)
  if (rows_present (&r, dev) != r.n)
    abort ();
#pragma omp target
  for (int i = 0; i < r.n; i++)
    for (int j = 0; j < r.len[i]; j++)
      r.row[i][j] *= 2;
  /* update from brings the rows back without unmapping them.  */
  unsigned long long back = device_counters ().dev2host_bytes;
#pragma omp target update from(r)
  for (int i = 0; i < r.n; i++)
    for (int j = 0; j < r.len[i]; j++)
      if (r.row[i][j] != 2 * (1 + 100 * i + j + 0.5))
	abort ();
  unsigned long long rows_bytes = 0;
  for (int i = 0; i < r.n; i++)
    rows_bytes += r.len[i] * sizeof (double);
  if (device_counters ().dev2host_bytes - back < rows_bytes)
    abort ();
  /* update to sends the host's rows.  */
  for (int i = 0; i < r.n; i++)
    for (int j = 0; j < r.len[i]; j++)
      r.row[i][j] = i - j;
#pragma omp target update to(r)
#pragma omp target exit data map(from: r)
  if (rows_present (&r, dev) != r.n)
    abort ();
#pragma omp target
  for (int i = 0; i < r.n; i++)
    for (int j = 0; j < r.len[i]; j++)
      r.row[i][j] += 10;
#pragma omp target exit data map(from: r)
  if (rows_present (&r, dev) != 0)
    abort ();
  for (int i = 0; i < r.n; i++)
    for (int j = 0; j < r.len[i]; j++)
      if (r.row[i][j] != i - j + 10)
	abort ();

  /* An array section of objects, each with its own number of rows (one
     with none, and null pointers).  */
  struct ragged a[4];
  for (int k = 0; k < 4; k++)
    make (&a[k], 2 * k, 1000 * k);
  a[0].len = 0;
  a[0].row = 0;
  c0 = gomp_calls ();
#pragma omp target enter data map(to: a[0:4])
  c1 = gomp_calls ();
  if (c1.enter_exit_data != c0.enter_exit_data + 1)
    abort ();
  for (int k = 1; k < 4; k++)
    if (rows_present (&a[k], dev) != a[k].n)
      abort ();
#pragma omp target
  for (int k = 0; k < 4; k++)
    for (int i = 0; i < a[k].n; i++)
      for (int j = 0; j < a[k].len[i]; j++)
	a[k].row[i][j] += k;
#pragma omp target exit data map(from: a[1:3])
  for (int k = 1; k < 4; k++)
    if (!holds (&a[k], 1000 * k, k) || rows_present (&a[k], dev) != 0)
      abort ();
#pragma omp target exit data map(release: a[0:1])
  if (omp_target_is_present (&a[0], dev))
    abort ();

  /* Each clause with its own map type.  The even rows' values reach the
     region and never come back; the odd rows' come back.  */
  struct split sp;
  sp.n = 5;
  sp.row = malloc (5 * sizeof (int *));
  int *rows[5];
  for (int i = 0; i < 5; i++)
    {
      rows[i] = sp.row[i] = malloc (2 * sizeof (int));
      sp.row[i][0] = sp.row[i][1] = 10 + i;
    }
  int seen[3] = { 0, 0, 0 };
#pragma omp target map(tofrom: sp) map(from: seen)
  for (int i = 0; i < sp.n; i++)
    {
      if (i % 2 == 0)
	seen[i / 2] = sp.row[i][0] + sp.row[i][1];
      sp.row[i][0] = -i;
      sp.row[i][1] = -i;
    }
  for (int i = 0; i < 5; i++)
    if (sp.row[i][0] != (i % 2 ? -i : 10 + i)
	|| (i % 2 == 0 && seen[i / 2] != 2 * (10 + i)))
      abort ();

  /* target update from through the mapper: the row pointers, attached
     by the clauses, keep their host values, though the mapper brings
     back the array that holds them, and the even rows do not move.  */
#pragma omp target enter data map(to: sp)
#pragma omp target
  for (int i = 0; i < sp.n; i++)
    sp.row[i][1] = 100 + i;
#pragma omp target update from(sp) /* { dg-warning "dropping 'to' clause" } */
  for (int i = 0; i < 5; i++)
    if (sp.row[i] != rows[i] || sp.row[i][1] != (i % 2 ? 100 + i : 10 + i))
      abort ();
  /* And update to: the device's row pointers stay attached.  */
  for (int i = 0; i < 5; i++)
    sp.row[i][0] = 50 + i;
#pragma omp target update to(sp) /* { dg-warning "dropping 'from' clause" } */
  int sum = 0;
#pragma omp target map(tofrom: sum)
  for (int i = 0; i < sp.n; i += 2)
    sum += sp.row[i][0];
  if (sum != 50 + 52 + 54)
    abort ();
#pragma omp target exit data map(release: sp)
  return 0;
}
