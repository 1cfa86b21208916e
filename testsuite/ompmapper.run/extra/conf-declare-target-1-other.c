/* The second unit of conf-declare-target-1.c: the definition of a
   function the first unit declares in a begin declare target block.  */

#pragma omp begin declare target
int
fib (int n)
{
  int a = 0, b = 1;
  for (int i = 0; i < n; i++)
    {
      int t = a + b;
      a = b;
      b = t;
    }
  return a;
}
#pragma omp end declare target
