/* gompx_fatal reports and stops the program with a failure status.  */
/* { dg-do run } */
/* { dg-shouldfail "gompx_fatal exits with status 1" } */
/* { dg-output "libgompx: cannot go on: device 3\[\r\n\]+" } */

#include <stdio.h>
#include "base/libgompx.h"

int
main (void)
{
  gompx_fatal ("cannot go on: device %d", 3);
  puts ("not reached");
  return 0;
}
