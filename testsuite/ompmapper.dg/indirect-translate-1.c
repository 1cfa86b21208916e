/* Calls through pointers are translated (the host pointer to the
   device's function, __gompx_translate_fptr) only in code that can run
   on a device: target regions, declare target functions, and functions
   declare target implicitly because a target region calls them.  Host
   code keeps its calls as they are: it used to translate every call
   through a pointer in the unit, which cost host-only code a call each
   and stopped GCC from folding calls through constant pointers.  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-omplower" } */

int host_only (int (*f) (int), int x) { return f (x) + 10; }

static int add1 (int x) { return x + 1; }
static int
map_sum (const int *a, int n, int (*f) (int))
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += f (a[i]);
  return s;
}
int host_sum (const int *a, int n) { return map_sum (a, n, add1); }

#pragma omp declare target
int dev_explicit (int (*f) (int), int x) { return f (x) + 20; }
#pragma omp end declare target

int dev_implicit (int (*f) (int), int x) { return f (x) + 30; }

#pragma omp begin declare target indirect
int neg (int x) { return -x; }
#pragma omp end declare target

int
main (void)
{
  int (*fp) (int) = neg, r = 0;
#pragma omp target map(from: r)
  r = fp (1) + dev_explicit (fp, 2) + dev_implicit (fp, 3);
  return host_only (fp, r);
}

/* { dg-final { scan-tree-dump-times "= __gompx_translate_fptr \\(" 3 "omplower" } } */
/* { dg-final { scan-tree-dump-times "ompm_fp\[.0-9\]* = __gompx_translate_fptr" 3 "omplower" } } */
/* host_only and map_sum call f itself.  */
/* { dg-final { scan-tree-dump-times "= f \\(" 2 "omplower" } } */
