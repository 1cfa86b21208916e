/* The library of plain-lib-1.c, built by GCC alone (no plugin, no
   libgompx): it maps, updates, queries and unmaps data the program
   mapped through a mapper, as code compiled elsewhere does.  */

#include <omp.h>

struct elt
{
  int len;
  int *d;
};

/* Map the N structs at P (not what they point to).  */

void
lib_keep (struct elt *p, int n)
{
#pragma omp target enter data map(to: p[0:n])
}

/* Map the LEN ints at D.  */

void
lib_keep_data (int *d, int len)
{
#pragma omp target enter data map(to: d[0:len])
}

/* Add X to the LEN ints at D on the device.  */

void
lib_add (int *d, int len, int x)
{
#pragma omp target
  for (int k = 0; k < len; k++)
    d[k] += x;
}

void
lib_release_data (int *d, int len)
{
#pragma omp target exit data map(from: d[0:len])
}

/* Bring the device's LEN ints at D back.  */

void
lib_update_from (int *d, int len)
{
#pragma omp target update from(d[0:len])
}

int
lib_present (const void *q)
{
  return omp_target_is_present (q, omp_get_default_device ());
}

void
lib_release (struct elt *p, int n)
{
#pragma omp target exit data map(release: p[0:n])
}
