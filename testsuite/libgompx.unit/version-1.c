/* The runtime reports the version and ABI of the header it was built
   with.  */
/* { dg-do run } */

#include <string.h>
#include "gompx.h"

int
main (void)
{
  if (strcmp (GOMPX_version (), GOMPX_VERSION_STRING) != 0)
    __builtin_abort ();
  if (GOMPX_abi_version () != GOMPX_ABI_VERSION)
    __builtin_abort ();
  return 0;
}
