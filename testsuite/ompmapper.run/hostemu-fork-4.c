/* A region that follows a pointer member whose device copy was never
   written (map(alloc:)) reads the poison byte as an address and faults,
   as on a GPU; the program fails with the kernel's signal.  */
/* { dg-do run } */
/* { dg-require-effective-target hostemu_fork } */
/* { dg-shouldfail "the kernel faults" } */
/* { dg-output "ompmapper-hostemu: device 0: the kernel was killed by signal 11 \\(Segmentation fault\\)" } */

struct s
{
  int n;
  int *d;
};

int
main (void)
{
  int data[2] = { 1, 2 };
  struct s t = { 2, data };

  /* T.D on the device is 0xa5a5a5a5a5a5a5a5, not an address.  */
#pragma omp target map(alloc: t)
  t.d[0] = 3;
  return 0;
}
