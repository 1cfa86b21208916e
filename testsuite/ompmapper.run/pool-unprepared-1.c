/* Enter and exit data try pool mode's shortcuts on the map vector
   before libgompx has taken out what maps nothing: a section whose
   pointer is null at an offset from it (d[2:1] with d null, at address
   8), a section of length zero, each alone in a vector or both.  Those
   elements are left out and the others make the round trip, pooled or
   the exact way, entered twice (a second reference) or once; nothing is
   read at address 8.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>
#include "gompx.h"

struct s
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct s v) map(tofrom: v, v.d[2:v.len])

#define N 12

/* The elements with a null pointer and with an empty section, or -1.  */
static int null_at, empty_at;

static void
fill (struct s *p)
{
  for (int i = 0; i < N; i++)
    {
      p[i].len = 3;
      p[i].d = malloc (5 * sizeof (int));
      for (int k = 0; k < 5; k++)
	p[i].d[k] = 10 * i + k;
    }
  /* Element NULL_AT: d[2:1] with d null; EMPTY_AT: d[2:0].  */
  if (null_at >= 0)
    {
      free (p[null_at].d);
      p[null_at].d = NULL;
      p[null_at].len = 1;
    }
  if (empty_at >= 0)
    p[empty_at].len = 0;
}

static void
check (const struct s *p, int round)
{
  for (int i = 0; i < N; i++)
    {
      if (i == null_at)
	{
	  if (p[i].d != NULL || p[i].len != 1)
	    abort ();
	  continue;
	}
      if (p[i].len != (i == empty_at ? 0 : 3))
	abort ();
      for (int k = 0; k < 5; k++)
	{
	  int want = 10 * i + k;
	  if (i != empty_at && k >= 2)
	    want += 1000 * round;
	  if (p[i].d[k] != want)
	    abort ();
	}
    }
}

static void
round_trip (struct s *p, int twice, int round)
{
#pragma omp target enter data map(to: p[0:N])
  if (twice)
    {
#pragma omp target enter data map(to: p[0:N])
    }
  int dev = omp_get_default_device ();
  if (!omp_target_is_present (&p[0].d[2], dev)
      || (empty_at >= 0 && omp_target_is_present (&p[empty_at].d[2], dev))
      || omp_target_is_present ((char *) 0 + 2 * sizeof (int), dev))
    abort ();
  int seen = 0;
#pragma omp target map(from: seen)
  {
    seen = 0;
    for (int i = 0; i < N; i++)
      {
	if (p[i].d == NULL)
	  seen += 100;
	else
	  for (int k = 2; k < 2 + p[i].len; k++)
	    {
	      p[i].d[k] += 1000;
	      seen++;
	    }
      }
  }
  /* On the device, the null pointer stays null; the empty element's
     pointer is not attached, so holds its host value, not read.  */
  if (seen != 3 * (N - (null_at >= 0) - (empty_at >= 0))
	      + 100 * (null_at >= 0))
    abort ();
  if (twice)
    {
#pragma omp target exit data map(from: p[0:N])
      if (!omp_target_is_present (&p[0].d[2], dev))
	abort ();
    }
#pragma omp target exit data map(from: p[0:N])
  if (omp_target_is_present (&p[0].d[2], dev)
      || omp_target_is_present (&p[0], dev))
    abort ();
  check (p, round);
}

int
main (void)
{
  struct s *p = malloc (N * sizeof *p);
  static const int at[][2] = { { 5, -1 }, { -1, 8 }, { 5, 8 } };
  int round = 0;
  for (int pooled = 1; pooled >= 0; pooled--)
    for (int twice = 0; twice <= 1; twice++)
      for (int c = 0; c < 3; c++)
	{
	  GOMPX_map_pool (pooled);
	  null_at = at[c][0];
	  empty_at = at[c][1];
	  fill (p);
	  round_trip (p, twice, 1);
	  for (int i = 0; i < N; i++)
	    free (p[i].d);
	  round++;
	}
  free (p);
  return round == 12 ? 0 : 1;
}
