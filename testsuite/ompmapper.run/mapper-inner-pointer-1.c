/* target enter data through a mapper that maps a struct's pointee and
   the data of a pointer inside that pointee (map(o.in[0:1],
   o.in->data[0:o.in->n]), which GCC orders data first): the inner
   pointer is attached on the device as soon as the construct ends (the
   exact way used to leave it the host's: libgomp 12 skips the
   attachment of a pointer whose storage is not mapped yet), a region
   that reaches the inner struct by its device address reads the
   device's data through it, and the exit detaches it.  */
/* { dg-do run } */

#include <omp.h>
#include <stdint.h>
#include <stdlib.h>

struct inner
{
  int n;
  int *data;
};

struct outer
{
  struct inner *in;
};

#pragma omp declare mapper (struct outer o) \
  map(tofrom: o, o.in[0:1], o.in->data[0:o.in->n])

/* What the device holds at IN->data, and at its first int, read through
   IN's device address.  */

static uintptr_t
device_data (struct inner *in, int *first)
{
  uintptr_t v = 0;
  int f = 0;
#pragma omp target data use_device_ptr(in)
  {
#pragma omp target is_device_ptr(in) map(from: v, f)
    {
      v = (uintptr_t) in->data;
      f = in->data[0];
    }
  }
  *first = f;
  return v;
}

#define N 4

int
main (void)
{
  struct outer o[N];
  for (int i = 0; i < N; i++)
    {
      o[i].in = malloc (sizeof *o[i].in);
      o[i].in->n = 3 + i;
      o[i].in->data = malloc (o[i].in->n * sizeof (int));
      for (int k = 0; k < o[i].in->n; k++)
	o[i].in->data[k] = 10 * i + k;
    }
#pragma omp target enter data map(to: o[0:N])
  int first;
  uintptr_t d = device_data (o[2].in, &first);
  if (d == (uintptr_t) o[2].in->data || first != 20)
    abort ();
#pragma omp target map(tofrom: o[0:N])
  for (int i = 0; i < N; i++)
    o[i].in->data[0] = -1 - i;
  if (device_data (o[1].in, &first) != device_data (o[1].in, &first)
      || first != -2 || o[1].in->data[0] != 10)
    abort ();
#pragma omp target exit data map(from: o[0:N])
  for (int i = 0; i < N; i++)
    if (o[i].in->data[0] != -1 - i || o[i].in->data[1] != 10 * i + 1
	|| omp_target_is_present (o[i].in->data, omp_get_default_device ()))
      abort ();
  return 0;
}
