/* A mapper is found by the unqualified type: typedef and tag spellings
   of a struct are one type, qualifiers do not matter, and unions have
   mappers too.  clang-19 applies no mapper to the volatile variable and
   copies it back.  */
/* { dg-do run } */

typedef struct rec
{
  int a, b;
} rec_t;
typedef rec_t rec2_t;

union num
{
  int i;
  float f;
};

/* Declared with the typedef, used for "struct rec" variables as well:
   the data goes in and does not come back, unlike the predefined
   tofrom.  */
#pragma omp declare mapper (rec_t r) map(to: r)
/* A union mapper that maps nothing back.  */
#pragma omp declare mapper (const union num u) map(to: u)

int
main (void)
{
  struct rec r1 = { 0, 0 };
  rec2_t r2 = { 0, 0 };
  volatile struct rec r3 = { 0, 0 };
  union num n = { 1 };

  int sum = 0;
#pragma omp target map(tofrom: r1, r2, sum)
  {
    sum = r1.a + r2.b + 1;
    r1.a = r1.b = 1;
    r2.a = r2.b = 2;
  }
  if (sum != 1 || r1.a != 0 || r1.b != 0 || r2.a != 0 || r2.b != 0)
    __builtin_abort ();

#pragma omp target map(tofrom: r3)
  {
    r3.a = 3;
    r3.b = 3;
  }
  if (r3.a != 0 || r3.b != 0)
    __builtin_abort ();

  int seen = 0;
#pragma omp target map(tofrom: n) map(from: seen)
  {
    seen = n.i;
    n.i = 5;
  }
  if (seen != 1 || n.i != 1)
    __builtin_abort ();
  return 0;
}
