/* Target regions calling through a pointer on two threads while a third
   dlopens and dlcloses a library with indirect functions and target
   regions of its own: every call goes through the function's device
   address (the emulated device's counting thunk; its count is atomic),
   none stops or hangs the program, whatever the order in which images,
   units and tables come and go.  */
/* { dg-do run } */
/* { dg-dlopen-libraries "extra/indirect-shlib-2-lib.c" } */

#include <dlfcn.h>
#include <pthread.h>
#include "indirect.h"

#pragma omp begin declare target indirect
int p_inc (int x) { return x + 1; }
#pragma omp end declare target

#define REGIONS 25
#define CALLS 1000

static char path[PATH_MAX];
static volatile int stop;
static int bad;

static void *
worker (void *arg)
{
  op_t f = p_inc;
  for (int k = 0; k < REGIONS; k++)
    {
      int r = 0;
#pragma omp target map(tofrom: r)
      for (int i = 0; i < CALLS; i++)
	r = f (r);
      if (r != CALLS)
	__atomic_store_n (&bad, 1, __ATOMIC_RELAXED);
    }
  return arg;
}

static void *
loader (void *arg)
{
  while (!stop)
    {
      void *lib = dlopen (path, RTLD_NOW | RTLD_LOCAL);
      if (!lib)
	abort ();
      int (*d_run) (op_t, int) = (int (*) (op_t, int)) dlsym (lib, "d_run");
      /* The library's region, with the program's function.  */
      if (!d_run || d_run (p_inc, 7) != 8)
	__atomic_store_n (&bad, 1, __ATOMIC_RELAXED);
      dlclose (lib);
    }
  return arg;
}

int
main (void)
{
  if (!ompm_hostemu_thunk_calls)
    abort ();
  beside_program (path, "indirect-shlib-2-lib.so");

  op_t f = p_inc;
  int r = 0;
#pragma omp target map(tofrom: r)
  r = f (r);
  unsigned long long before = ompm_hostemu_thunk_calls ();
  pthread_t w[2], l;
  if (pthread_create (&l, NULL, loader, NULL))
    abort ();
  for (int i = 0; i < 2; i++)
    if (pthread_create (&w[i], NULL, worker, NULL))
      abort ();
  for (int i = 0; i < 2; i++)
    pthread_join (w[i], NULL);
  stop = 1;
  pthread_join (l, NULL);
  /* The workers' calls, and one per d_run: at least the workers'.  */
  unsigned long long calls = ompm_hostemu_thunk_calls () - before;
  if (r != 1 || bad || calls < 2ULL * REGIONS * CALLS)
    abort ();
  return 0;
}
