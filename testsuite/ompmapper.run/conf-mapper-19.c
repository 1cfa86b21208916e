/* Whole arrays and sections of structs mapped by a region: of a type with no
   mapper, of a type with one (its "to" member does not come back, its "from"
   member does), of types with a member of that type, first or in the middle;
   afterwards none of it is present (LLVM
   offload/test/mapping/declare_mapper_target_checks.cpp, translated to C:
   templates become macros).  */
/* { dg-do run } */

#include <omp.h>

struct TY1
{
  int i1, i2, i3;
};

struct TY2
{
  int i1, i2, i3;
};

#pragma omp declare mapper (struct TY2 t) map(to: t.i1) map(from: t.i3)

struct TY3
{
  struct TY2 n;
};

struct TY4
{
  int a;
  struct TY2 n;
  int b;
};

static int
gone (const void *p1, const void *p2, const void *p3)
{
  int dev = omp_get_default_device ();
  return !omp_target_is_present (p1, dev) && !omp_target_is_present (p2, dev)
	 && !omp_target_is_present (p3, dev);
}

/* Map T1, T2, T3 (arrays of 2, 3, 4) with MAPPED, whose elements' member
   path to i1/i3 is M; I1 is what a mapped "to" member must read after.  */
#define CHECK(T, M, SECT, I1) \
  do { \
    struct T t1[2], t2[3], t3[4]; \
    for (int i = 0; i < 2; i++) \
      { \
	t1[i] M.i1 = t3[i] M.i1 = 1; \
	t1[i] M.i3 = t3[i] M.i3 = 0; \
      } \
    if (SECT) \
      { \
	_Pragma ("omp target map(tofrom: t1[0:2], t2[0:3], t3[0:4])") \
	for (int i = 0; i < 2; i++) \
	  { \
	    t1[i] M.i3 = t3[i] M.i3 = t1[i] M.i1; \
	    t1[i] M.i1 = t3[i] M.i1 = 7; \
	  } \
      } \
    else \
      { \
	_Pragma ("omp target map(tofrom: t1, t2, t3)") \
	for (int i = 0; i < 2; i++) \
	  { \
	    t1[i] M.i3 = t3[i] M.i3 = t1[i] M.i1; \
	    t1[i] M.i1 = t3[i] M.i1 = 7; \
	  } \
      } \
    for (int i = 0; i < 2; i++) \
      if (t1[i] M.i3 != 1 || t3[i] M.i3 != 1 \
	  || t1[i] M.i1 != (I1) || t3[i] M.i1 != (I1)) \
	__builtin_abort (); \
    if (!gone (&t1[0], &t2[1], &t3[2])) \
      __builtin_abort (); \
  } while (0)

int
main (void)
{
  for (int sect = 0; sect < 2; sect++)
    {
      CHECK (TY1, , sect, 7);
      CHECK (TY2, , sect, 1);
      CHECK (TY3, .n, sect, 1);
      CHECK (TY4, .n, sect, 1);
    }
  return 0;
}
