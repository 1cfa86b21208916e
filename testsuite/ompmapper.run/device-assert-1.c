/* An assertion that fails in a target region stops the program, with
   the expression in the message (glibc's on the emulated device, whose
   regions are host code; the nvptx C library's on a GPU, through the
   __assert_fail of libgompx-nvptx.a).  */
/* { dg-do run } */
/* { dg-shouldfail "the assertion fails on the device" } */

#include <assert.h>
#include <stdio.h>

int
main (void)
{
  int x = 3;
  printf ("started\n");
  fflush (stdout);
#pragma omp target map(to: x)
  assert (x < 0);
  return 0;
}
/* { dg-output "started\[\r\n\]+\[^\r\n\]*\[Aa\]ssertion \[^\r\n\]*x < 0\[^\r\n\]* failed" } */
