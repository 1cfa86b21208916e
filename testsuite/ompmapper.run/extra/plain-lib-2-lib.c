/* The library of plain-lib-2.c, built by GCC alone (no plugin, no
   libgompx): it queries, updates and looks up the device addresses of
   data the program mapped through mappers.  */

#include <omp.h>

int
lib_present (const void *q)
{
  return omp_target_is_present (q, omp_get_default_device ());
}

/* Bring the device's LEN ints at D back.  */

void
lib_update_from (int *d, int len)
{
#pragma omp target update from(d[0:len])
}

struct inner
{
  int n;
  int *data;
};

/* The device address of IN, and what the device holds at IN->n and at
   the first of IN->data, read through it.  */

void *
lib_device_ptr (struct inner *in, int *n, int *first)
{
  void *dev = 0;
  int nn = -1, f = -1;
#pragma omp target data use_device_ptr(in)
  {
    dev = in;
#pragma omp target is_device_ptr(in) map(from: nn, f)
    {
      nn = in->n;
      f = in->data[0];
    }
  }
  *n = nn;
  *first = f;
  return dev;
}
