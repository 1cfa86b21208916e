/* The plugin loads into cc1 with OpenMP target code and adds no
   diagnostics of its own to valid code.  */
/* { dg-do compile } */

struct s
{
  int n;
  int *d;
};

int
f (struct s *p)
{
  int sum = 0;
#pragma omp target map(to: p[0], p->d[0:p->n]) map(tofrom: sum)
  for (int i = 0; i < p->n; i++)
    sum += p->d[i];
  return sum;
}
