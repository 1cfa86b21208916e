/* if(0) runs the region on the host, with host memory: there a write to a
   map(to:) variable does reach the host, unlike on the device.  */
/* { dg-do run } */

int
main (void)
{
  int x = 1, y = 1;
#pragma omp target map(to: x) if(0)
  x = 2;
#pragma omp target map(to: y) if(1)
  y = 2;
  if (x != 2 || y != 1)
    __builtin_abort ();
  return 0;
}
