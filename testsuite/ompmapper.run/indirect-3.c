/* A thousand indirect functions: every one reached through its host
   pointer in a target region (the binary search of a large table), and
   a function that is not indirect passes through unchanged.  */
/* { dg-do run } */

#include "indirect.h"

#define F1(n) int f##n (int x) { return x + n; }
#define F10(n) F1(n##0) F1(n##1) F1(n##2) F1(n##3) F1(n##4) \
	       F1(n##5) F1(n##6) F1(n##7) F1(n##8) F1(n##9)
#define F100(n) F10(n##0) F10(n##1) F10(n##2) F10(n##3) F10(n##4) \
		F10(n##5) F10(n##6) F10(n##7) F10(n##8) F10(n##9)
#define A1(n) f##n,
#define A10(n) A1(n##0) A1(n##1) A1(n##2) A1(n##3) A1(n##4) \
	       A1(n##5) A1(n##6) A1(n##7) A1(n##8) A1(n##9)
#define A100(n) A10(n##0) A10(n##1) A10(n##2) A10(n##3) A10(n##4) \
		A10(n##5) A10(n##6) A10(n##7) A10(n##8) A10(n##9)

#pragma omp begin declare target indirect
F100(1) F100(2) F100(3) F100(4) F100(5) F100(6) F100(7) F100(8) F100(9)
F10(100) F10(101) F10(102) F10(103) F10(104)
F10(105) F10(106) F10(107) F10(108) F10(109)
#pragma omp end declare target

op_t table[] = { A100(1) A100(2) A100(3) A100(4) A100(5) A100(6) A100(7)
		 A100(8) A100(9) A10(100) A10(101) A10(102) A10(103)
		 A10(104) A10(105) A10(106) A10(107) A10(108) A10(109) };

int plain (int x) { return x * 3; }

#define N (sizeof table / sizeof table[0])

int
main (void)
{
  static int out[N];
  int p = 0;
  op_t q = plain;
#pragma omp target map(to: table) map(from: out, p)
  {
    for (unsigned i = 0; i < N; i++)
      out[i] = table[i] (0);
    p = q (2);
  }
  for (unsigned i = 0; i < N; i++)
    {
      /* f100..f999 and f1000..f1099 have values 100..1099.  */
      if (out[i] != (int) (100 + i))
	abort ();
    }
  if (N != 1000 || p != 6)
    abort ();
  check_table (1000);
  /* Not in the table: unchanged.  */
  if (__gompx_translate_fptr ((void *) plain) != (void *) plain)
    abort ();
  return 0;
}
