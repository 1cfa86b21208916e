/* indirect(0) beside device_type(nohost), in the list form and the block form:
   the restriction that an indirect clause needs device_type(any) holds only
   where the clause evaluates to true (OpenMP 5.1 2.14.7), so both are accepted
   (GCC gcc c-c++-common/gomp/declare-target-indirect-1.c, fn15).  */
/* { dg-do compile } */

void fn15 (void) { }
#pragma omp declare target indirect (0) device_type (nohost) enter (fn15)

#pragma omp begin declare target indirect (0) device_type (nohost)
void fn16 (void) { }
#pragma omp end declare target
