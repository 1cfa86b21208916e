/* target nowait with depend runs as tasks on the device, in dependence
   order, interleaved with a host task that changes only the host copy.  */
/* { dg-do run } */

int
main (void)
{
  int a[100];
  for (int i = 0; i < 100; i++)
    a[i] = i;

#pragma omp parallel
#pragma omp single
  {
#pragma omp target enter data map(to: a) depend(out: a) nowait
#pragma omp target depend(inout: a) nowait
    for (int i = 0; i < 100; i++)
      a[i] += 1;
#pragma omp task depend(inout: a)
    for (int i = 0; i < 100; i++)
      a[i] = -5;
#pragma omp target exit data map(from: a) depend(in: a) nowait
#pragma omp taskwait
  }

  for (int i = 0; i < 100; i++)
    if (a[i] != i + 1)
      __builtin_abort ();
  return 0;
}
