/* A mapper that maps one member and the pointee of another: mapping the struct
   maps those two, and deleting it removes both; with the member and pointee
   mapped beforehand, map(present, alloc: s) through the mapper passes; through
   a pointer member (s2.s1p->x) and through a nested struct member (s2.s1.x)
   and for an array of them the same; a mapper that maps a pointer and its
   pointee keeps them apart, so deleting the pointee leaves the pointer (LLVM
   offload/test/mapping/mapper_map_ptee_only.c,
   mapper_map_ptee_only_2ndlevel.c, mapper_map_ptee_only_2_ptr_indirections.c,
   mapper_map_ptee_only_array.c, mapper_map_ptee_only_2ndlevel_array.c,
   mapper_map_ptee_only_2_ptr_indirections_array.c,
   mapper_map_mbr_ptee_then_present_mbr_ptee.c,
   mapper_map_ptr_ptee_nomapper_del_ptee.c,
   mapper_map_ptr_ptee_nomapper_del_ptr.c).  */
/* { dg-do run } */

#include <omp.h>

int x[10];

typedef struct
{
  int x;
  int dummy[1000];
  int *p;
} S;

#pragma omp declare mapper (default: S s) map(s.x, s.p[0:10])

typedef struct
{
  S *s1p;
  int z;
} S2;

#pragma omp declare mapper (default: S2 s2) \
		    map(s2.z, s2.s1p->x, s2.s1p->p[0:10])

typedef struct
{
  S s1;
} S3;

#pragma omp declare mapper (default: S3 s3) map(s3.s1.x, s3.s1.p[0:10])

typedef struct
{
  int *p;
} P;

#pragma omp declare mapper (default: P q) map(q.p, q.p[0:10])

S s1;
S sa[2];
S2 s2;
S2 s2arr[2];
S3 s3;
P pp;

static int
present (const void *p)
{
  return omp_target_is_present (p, omp_get_default_device ());
}

int
main (void)
{
  s1.p = x;
#pragma omp target enter data map(alloc: s1)
  if (!present (&s1.x) || !present (&s1.p[0]) || !present (&x[9]))
    __builtin_abort ();
#pragma omp target exit data map(delete: s1)
  if (present (&s1.x) || present (&x[0]))
    __builtin_abort ();

  /* Member and pointee first, then present through the mapper.  */
#pragma omp target enter data map(alloc: s1.x, s1.p[0:10])
#pragma omp target enter data map(present, alloc: s1)
#pragma omp target exit data map(delete: s1)
  if (present (&s1.x) || present (&x[0]))
    __builtin_abort ();

  s2.s1p = &s1;
#pragma omp target enter data map(alloc: s2)
  if (!present (&s1.x) || !present (&s2.z) || !present (&x[5]))
    __builtin_abort ();
#pragma omp target exit data map(delete: s2)
  if (present (&s1.x) || present (&s2.z) || present (&x[5]))
    __builtin_abort ();

  s3.s1.p = x;
#pragma omp target enter data map(alloc: s3)
  if (!present (&s3.s1.x) || !present (&x[5]))
    __builtin_abort ();
#pragma omp target exit data map(delete: s3)
  if (present (&s3.s1.x) || present (&x[5]))
    __builtin_abort ();

  /* An array of them: each element's member and pointee.  */
  int y[10];
  sa[0].p = x;
  sa[1].p = y;
#pragma omp target enter data map(alloc: sa)
  if (!present (&sa[1].x) || !present (&x[9]) || !present (&y[0]))
    __builtin_abort ();
#pragma omp target map(present, alloc: sa)
  sa[1].x = sa[0].p[9];
#pragma omp target exit data map(delete: sa)
  if (present (&sa[1].x) || present (&x[9]) || present (&y[0]))
    __builtin_abort ();
  s2arr[0].s1p = &sa[0];
  s2arr[1].s1p = &sa[1];
#pragma omp target enter data map(alloc: s2arr)
  if (!present (&sa[1].x) || !present (&s2arr[1].z) || !present (&y[3])
      || present (&sa[1].dummy[500]))
    __builtin_abort ();
#pragma omp target exit data map(delete: s2arr)
  if (present (&sa[1].x) || present (&s2arr[1].z) || present (&y[3]))
    __builtin_abort ();

  pp.p = x;
#pragma omp target enter data map(alloc: pp)
  if (!present (&pp.p) || !present (&x[0]))
    __builtin_abort ();
#pragma omp target exit data map(delete: pp.p[0:10])
  if (!present (&pp.p) || present (&x[0]))
    __builtin_abort ();
#pragma omp target exit data map(delete: pp.p)
  if (present (&pp.p))
    __builtin_abort ();
  return 0;
}
