/* A host-only program (no OpenMP construct) with a call through a
   function pointer links with the plugin's flags under --as-needed and
   runs: the plugin emits nothing of its own for it (it used to
   translate the call, which kept a reference to the runtime).  */
/* { dg-do run } */
/* { dg-options "-Wl,--as-needed" } */

#include <stdlib.h>

static int add1 (int x) { return x + 1; }
int (*volatile fp) (int) = add1;

int
main (void)
{
  if (fp (41) != 42)
    abort ();
  return 0;
}
