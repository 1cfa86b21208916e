/* A struct mapped without its pointee keeps a host pointer on the device:
   what a region writes through it is lost, as the kernel runs in a child
   process whose host memory is a copy (on a GPU it would fault), while
   the struct's own members live in device memory.  A deep-copy test that
   passes with the pointee mapped proves a copy happened.  */
/* { dg-do run } */
/* { dg-require-effective-target hostemu_fork } */

struct s
{
  int n;
  int *d;
};

int
main (void)
{
  int data[4] = { 1, 2, 3, 4 };
  struct s t = { 4, data };

#pragma omp target map(to: t)
  {
    t.n = 100;		/* Device copy of the struct: not seen on the host.  */
    t.d[0] = 42;	/* The child's copy of host memory: lost.  */
  }

  if (t.n != 4 || data[0] != 1)
    __builtin_abort ();

  /* Now with the pointee mapped and attached: the write goes to the
     device copy of DATA and stays there; with from, it comes back.  */
#pragma omp target map(to: t, t.d[0:4])
  t.d[0] = 43;
  if (data[0] != 1)
    __builtin_abort ();
#pragma omp target map(to: t) map(tofrom: t.d[0:4])
  t.d[0] = 44;
  if (data[0] != 44)
    __builtin_abort ();
  return 0;
}
