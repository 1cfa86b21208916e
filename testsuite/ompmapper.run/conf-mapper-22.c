/* present written in a mapper's own map clause: the mapper checks the pointee
   it maps wherever it is used, here by target update to(s) inside a target
   data region that maps the pointee's array, and by enter data map(always,
   present, to: s) (LLVM offload/test/mapping/mapper_map_present_ptee.c,
   mapper_enter_data_always_present_ptee.c; gccrs gcc
   c-c++-common/gomp/declare-mapper-18.c: present,to in the mapper and
   always,tofrom on the clause give always,present,to).  */
/* { dg-do run } */

int x[10];

typedef struct
{
  int y;
  int *p;
} S;

#pragma omp declare mapper (S s) map(s.y) map(present, tofrom: s.p[0:2])

S s;

int
main (void)
{
  x[0] = 111;
  s.y = 111;
  s.p = x;
#pragma omp target data map(from: s.y, x)
  {
#pragma omp target update to(s)
#pragma omp target map(present, alloc: x, s.y)
    {
      s.y += 222;
      x[0] += 222;
    }
    s.y = 1;
    x[0] = 1;
#pragma omp target enter data map(always, present, to: s)
#pragma omp target map(present, alloc: x, s.y)
    {
      s.y += 10;
      x[0] += 10;
    }
#pragma omp target exit data map(release: s)
  }
  if (x[0] != 11 || s.y != 11)
    __builtin_abort ();
  return 0;
}
