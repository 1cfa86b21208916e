/* The OpenMP Examples' mappers: a default mapper map(v, v.data[0:v.len]) used
   implicitly by a region that passes the struct's address to a function; a
   mapper that maps a pointer member and its element v.x[0], of a type with a
   mapper, and a member of that type alloc, leaving a large member unmapped
   (OpenMP Examples target_mapper.1.c, target_mapper.3.c).  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>
#include <omp.h>

#define N 100

typedef struct myvec
{
  size_t len;
  double *data;
} myvec_t;

#pragma omp declare mapper (myvec_t v) map(v, v.data[0:v.len])

typedef struct mypoints
{
  struct myvec scratch;
  struct myvec *x;
  double hostonly_data[5000];
} mypoints_t;

#pragma omp declare mapper (mypoints_t v) map(v.x, v.x[0]) \
		    map(alloc: v.scratch)

#pragma omp declare target
static void
init (myvec_t *s)
{
  for (size_t i = 0; i < s->len; i++)
    s->data[i] = i;
}

static void
eval (mypoints_t *p)
{
  for (size_t i = 0; i < p->x->len; i++)
    {
      p->scratch.data[i] = 2 * p->x->data[i];
      p->x->data[i] = p->scratch.data[i] + 1;
    }
}
#pragma omp end declare target

static myvec_t
make (size_t n)
{
  myvec_t v = { n, calloc (n, sizeof (double)) };
  return v;
}

int
main (void)
{
  myvec_t s = make (N);
  uintptr_t hd = (uintptr_t) s.data;
  int moved = 0;
#pragma omp target map(from: moved)
  {
    moved = (uintptr_t) s.data != hd;
    init (&s);
  }
  if (!moved || s.data[N - 1] != N - 1)
    __builtin_abort ();

  static mypoints_t P;
  myvec_t x = make (N);
  P.scratch = make (N);
  P.x = &x;
  for (int i = 0; i < N; i++)
    x.data[i] = i;
  hd = (uintptr_t) x.data;
  int unmapped = 0;
#pragma omp target data map(P)
  {
    unmapped = !omp_target_is_present (P.hostonly_data,
				       omp_get_default_device ());
#pragma omp target map(P) map(from: moved)
    {
      moved = (uintptr_t) P.x->data != hd;
      eval (&P);
    }
  }
  if (!moved || !unmapped)
    __builtin_abort ();
  for (int i = 0; i < N; i++)
    if (x.data[i] != 2 * i + 1 || P.scratch.data[i] != 0)
      __builtin_abort ();
  return 0;
}
