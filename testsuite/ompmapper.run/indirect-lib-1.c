/* The device runtime (libgompx-target.a) links into the program's nvptx
   offload image: a target region calls __gompx_translate_fptr, which
   with no table installed returns its argument, on the host and on the
   device.  */
/* { dg-do run } */

#include <stdint.h>
#include "gompx.h"

#pragma omp declare target
extern void *__gompx_translate_fptr (void *);
#pragma omp end declare target

int
main (void)
{
  uintptr_t in = 0x1234, out = 0;
#pragma omp target map(from: out)
  out = (uintptr_t) __gompx_translate_fptr ((void *) in);
  if (out != in)
    __builtin_abort ();
  if ((uintptr_t) __gompx_translate_fptr ((void *) in) != in)
    __builtin_abort ();
  return 0;
}
