// An indirect declare target block in C++ registers its functions by
// address: a deleted function is none to register (no error, as g++
// alone gives none).
// { dg-do compile }

#pragma omp begin declare target indirect
int f (int x) { return x; }
int f (double) = delete;
#pragma omp end declare target

int
use ()
{
  return f (1);
}
