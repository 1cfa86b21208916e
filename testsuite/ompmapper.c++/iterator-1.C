// The iterator modifier on map, to and from in C++ (OpenMP 5.1,
// 2.21.7.1): one list item per value of the iterators -- rows of a
// ragged array (pointers, lengths), whole rows of a 2-D array
// (g[i][:]), struct elements through their default and named mappers
// (in a namespace a using-directive brings), in enter/exit data, target data, target and
// update, each construct one libgomp call; in a member function
// (members named bare) and a function template; with the present
// modifier.  On the emulated device a row left unmapped or a pointer
// left unattached reads poison.
// { dg-do run }

#include <cstdlib>
#include <omp.h>
#include "hostemu.h"

static ompm_hostemu_calls
calls ()
{
  ompm_hostemu_calls c;
  if (!ompm_hostemu_get_calls)
    std::abort ();
  ompm_hostemu_get_calls (&c);
  return c;
}

namespace el
{
  struct Elt
  {
    int len;
    int *d;
  };
#pragma omp declare mapper (Elt v) map(tofrom: v, v.d[0:v.len])
#pragma omp declare mapper (shallow: Elt v) map(tofrom: v)
}

using namespace el;

struct Ragged
{
  int *rows[5];
  int len[5];

  // Members named bare: g++ makes them this->rows[i] and this->len[i].
  void
  bump (int by)
  {
#pragma omp target map(iterator(i = 0:5), tofrom: rows[i][0:len[i]])
    for (int i = 0; i < 5; i++)
      for (int k = 0; k < len[i]; k++)
	rows[i][k] += by;
  }
};

template <typename T>
static void
scale (T **rows, const int *len, int n, T by)
{
  ompm_hostemu_calls c0 = calls ();
#pragma omp target map(to: rows[0:n], len[0:n]) \
		   map(iterator(i = 0:n), tofrom: rows[i][0:len[i]])
  for (int i = 0; i < n; i++)
    for (int k = 0; k < len[i]; k++)
      rows[i][k] *= by;
  if (calls ().target != c0.target + 1)
    std::abort ();
}

int
main ()
{
  int dev = omp_get_default_device ();

  // Ragged rows in and out with enter/exit data.
  int *a[7], len[7];
  for (int i = 0; i < 7; i++)
    {
      len[i] = i + 1;
      a[i] = new int[len[i]];
      for (int k = 0; k < len[i]; k++)
	a[i][k] = i;
    }
  // The array of row pointers first: each row's pointer is attached.
#pragma omp target enter data map(to: a)
  ompm_hostemu_calls c0 = calls ();
#pragma omp target enter data map(iterator(i = 0:7:2), to: a[i][0:len[i]])
  if (calls ().enter_exit_data != c0.enter_exit_data + 1)
    std::abort ();
  for (int i = 0; i < 7; i++)
    if (omp_target_is_present (a[i], dev) != (i % 2 == 0))
      std::abort ();
#pragma omp target map(present, alloc: a)
  for (int i = 0; i < 7; i += 2)
    for (int k = 0; k < i + 1; k++)
      a[i][k] += 10;
#pragma omp target update from(iterator(i = 0:7:2): a[i][0:len[i]])
  for (int i = 0; i < 7; i += 2)
    for (int k = 0; k < len[i]; k++)
      if (a[i][k] != i + 10)
	std::abort ();
#pragma omp target exit data map(iterator(i = 0:7:2), delete: a[i][0:len[i]])
  for (int i = 0; i < 7; i++)
    if (omp_target_is_present (a[i], dev))
      std::abort ();
#pragma omp target exit data map(release: a)

  // Whole rows of a 2-D array, last row first, in a data region.
  int g[4][3];
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 3; k++)
      g[i][k] = i * k;
  int sum = 0;
#pragma omp target data map(iterator(i = 3:-1:-1), to: g[i][:])
  {
    for (int i = 0; i < 4; i++)
      if (!omp_target_is_present (&g[i][2], dev))
	std::abort ();
    for (int i = 0; i < 4; i++)
      {
#pragma omp target map(present, alloc: g[i][0:3]) map(tofrom: sum)
	for (int k = 0; k < 3; k++)
	  sum += g[i][k];
      }
  }
  if (sum != 18 || omp_target_is_present (g, dev))
    std::abort ();

  // Struct elements through their mappers.
  Elt s[4];
  for (int i = 0; i < 4; i++)
    {
      s[i].len = i + 2;
      s[i].d = new int[s[i].len] ();
    }
#pragma omp target enter data map(iterator(i = 0:4), to: s[i])
  for (int i = 0; i < 4; i++)
    if (!omp_target_is_present (s[i].d, dev))
      std::abort ();
#pragma omp target exit data map(iterator(i = 0:4), release: s[i])
#pragma omp target enter data map(iterator(i = 0:4), mapper(shallow), to: s[i])
  for (int i = 0; i < 4; i++)
    if (!omp_target_is_present (&s[i], dev)
	|| omp_target_is_present (s[i].d, dev))
      std::abort ();
#pragma omp target exit data map(iterator(i = 0:4), mapper(shallow), release: s[i])

  // In a member function and a function template.
  Ragged r;
  for (int i = 0; i < 5; i++)
    {
      r.len[i] = 5 - i;
      r.rows[i] = new int[r.len[i]] ();
    }
  r.bump (3);
  for (int i = 0; i < 5; i++)
    for (int k = 0; k < r.len[i]; k++)
      if (r.rows[i][k] != 3)
	std::abort ();
  double *rows[3];
  int rlen[3] = { 1, 2, 3 };
  for (int i = 0; i < 3; i++)
    {
      rows[i] = new double[rlen[i]];
      for (int k = 0; k < rlen[i]; k++)
	rows[i][k] = k + 1;
    }
  scale (rows, rlen, 3, 2.0);
  for (int i = 0; i < 3; i++)
    for (int k = 0; k < rlen[i]; k++)
      if (rows[i][k] != 2.0 * (k + 1))
	std::abort ();
  return 0;
}
