/* gompx_error writes one "libgompx: " line, truncating long messages.  */
/* { dg-do run } */
/* { dg-output "libgompx: first 42\[\r\n\]+" } */
/* { dg-output "libgompx: x+\\.\\.\\.\[\r\n\]+" } */

#include <string.h>
#include "base/libgompx.h"

int
main (void)
{
  char big[4000];
  memset (big, 'x', sizeof big - 1);
  big[sizeof big - 1] = 0;
  gompx_error ("first %d", 42);
  gompx_error ("%s", big);
  return 0;
}
