/* A mapper on every target construct that maps: target data (with a
   target region inside), combined target teams distribute parallel for
   and target parallel for, with device(), if() and nowait/depend keeping
   their meaning.  */
/* { dg-do run } */

#include <omp.h>
#include <stdlib.h>

struct vec
{
  int len;
  double *d;
};

#pragma omp declare mapper (struct vec v) map(tofrom: v, v.d[0:v.len])

#define N 1000

static struct vec
make (void)
{
  struct vec v = { N, malloc (N * sizeof (double)) };
  for (int i = 0; i < N; i++)
    v.d[i] = i;
  return v;
}

int
main (void)
{
  /* Two emulated devices; libgomp looks for them on first use.  */
  setenv ("OMPMAPPER_HOSTEMU_DEVICES", "2", 1);
  struct vec v = make ();

#pragma omp target data map(tofrom: v)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      v.d[i] *= 2;
    /* Still on the device.  */
    if (v.d[10] != 10)
      abort ();
#pragma omp target parallel for map(tofrom: v)
    for (int i = 0; i < N; i++)
      v.d[i] += 1;
  }
  for (int i = 0; i < N; i++)
    if (v.d[i] != 2 * i + 1)
      abort ();

  /* device(1): mapped there, not on device 0.  */
#pragma omp target enter data map(to: v) device(1)
  if (!omp_target_is_present (v.d, 1) || omp_target_is_present (v.d, 0))
    abort ();
#pragma omp target teams distribute parallel for map(tofrom: v) device(1)
  for (int i = 0; i < N; i++)
    v.d[i] = -v.d[i];
#pragma omp target exit data map(from: v) device(1)
  if (v.d[3] != -7 || omp_target_is_present (v.d, 1))
    abort ();

  /* if(0): host fallback, host memory.  */
  double *host = v.d;
#pragma omp target map(tofrom: v) if(0)
  v.d[0] = 99;
  if (v.d != host || v.d[0] != 99)
    abort ();

  /* nowait and depend: in order, and done at the taskwait.  */
#pragma omp parallel
#pragma omp single
  {
#pragma omp target enter data map(to: v) depend(out: v) nowait
#pragma omp target teams distribute parallel for depend(inout: v) nowait
    for (int i = 0; i < N; i++)
      v.d[i] = 5;
#pragma omp target exit data map(from: v) depend(in: v) nowait
#pragma omp taskwait
  }
  for (int i = 0; i < N; i++)
    if (v.d[i] != 5)
      abort ();
  free (v.d);
  return 0;
}
