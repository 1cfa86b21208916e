/* present with the iterator modifier covers every list item the
   iterators produce: with all rows mapped the update passes; with one
   row missing the program stops before anything moves, naming the
   clause's list items and its location.  */
/* { dg-do run } */
/* { dg-shouldfail "a row is not present" } */

#include <stdio.h>
#include <stdlib.h>

#define N 4

int
main (void)
{
  int *a[N], len[N];
  for (int i = 0; i < N; i++)
    {
      len[i] = i + 2;
      a[i] = calloc (len[i], sizeof (int));
    }
#pragma omp target enter data map(iterator(i = 0:N), to: a[i][0:len[i]])
#pragma omp target update to(present, iterator(i = 0:N): a[i][0:len[i]])
  fprintf (stderr, "all rows ok\n");
#pragma omp target exit data map(delete: a[2][0:len[2]])
  a[0][0] = 42;
#pragma omp target update to(present, iterator(i = 0:N): a[i][0:len[i]])
  /* Not reached.  */
  fprintf (stderr, "not reached\n");
  return 0;
}
/* { dg-output "all rows ok\[\r\n\]+libgompx: \[^\r\n\]*iterator-4.c:27:\[0-9\]+: 16 bytes at 0x\[0-9a-f\]+ mapped for 'a\\\[i\\\]\\\[0:len\\\[i\\\]\\\]' are not present on device 0" } */
