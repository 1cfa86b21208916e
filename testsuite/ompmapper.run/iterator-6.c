/* The iterator modifier on a target construct whose rows lie behind an
   array of pointers that no clause maps: the region maps the array
   implicitly, and the rows are attached to its device copy as when a
   clause maps it (the plugin maps it first, explicitly: libgomp mapped
   it after the rows, whose pointers then stayed the host's).  */
/* { dg-do run } */

#include <stdlib.h>

int
main (void)
{
  int row0[2] = { 1, 2 }, row1[3] = { 3, 4, 5 };
  int *a[2] = { row0, row1 };
  int len[2] = { 2, 3 };
  int *dev0 = NULL;
#pragma omp target map(iterator(i = 0:2), tofrom: a[i][0:len[i]]) \
		   map(to: len) map(from: dev0)
  {
    dev0 = a[0];
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < len[i]; j++)
	a[i][j] *= 10;
  }
  if (row0[0] != 10 || row0[1] != 20 || row1[2] != 50 || dev0 == row0
      || a[0] != row0)
    abort ();
  return 0;
}
