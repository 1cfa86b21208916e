/* A variable a target region maps implicitly uses its type's default
   mapper, with tofrom, or with the map type defaultmap gives aggregates;
   firstprivate (explicit or by defaultmap) uses none.  */
/* { dg-do run } */

#include <stdint.h>
#include <stdlib.h>

struct vec
{
  int len;
  int *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

struct vec gv;

int
main (void)
{
  struct vec s = { 4, calloc (4, sizeof (int)) };
  int *host_d = s.d;

  /* Implicit: deep copy, and the data comes back.  */
#pragma omp target
  for (int i = 0; i < s.len; i++)
    s.d[i] = 1;
  if (s.d != host_d || s.d[3] != 1)
    __builtin_abort ();

  /* A global is implicitly mapped too.  */
  gv = (struct vec) { 2, calloc (2, sizeof (int)) };
#pragma omp target
  gv.d[1] = 3;
  if (gv.d[1] != 3)
    __builtin_abort ();

  /* defaultmap(to: aggregate): the data goes in, nothing comes back.  */
  int seen = 0;
#pragma omp target defaultmap(to: aggregate) map(from: seen)
  {
    seen = s.d[0];
    s.d[0] = 7;
  }
  if (seen != 1 || s.d[0] != 1)
    __builtin_abort ();

  /* firstprivate: no mapper; the pointer is the host's, which the region
     must not follow (on a GPU it would fault; on the emulated device the
     kernel's writes to host memory are lost).  */
  int same = 0;
  uintptr_t host_addr = (uintptr_t) host_d;
#pragma omp target firstprivate(s) map(from: same)
  same = (uintptr_t) s.d == host_addr;
  if (!same)
    __builtin_abort ();
  free (s.d);
  free (gv.d);
  return 0;
}
