/* Declare target variables keep what a region stores in them, for later
   regions and for target update from, though the kernel runs in a child
   process; bytes a region did not change keep the host's value, even
   when the host changed them while the region ran.  Link variables
   too.  */
/* { dg-do run } */

#pragma omp declare target
int counter;
int arr[8];
struct { char a; char b; } pair = { 'a', 'b' };
#pragma omp end declare target

int linked[4];
#pragma omp declare target link(linked)

int
main (void)
{
#pragma omp target
  {
    counter = 5;
    for (int i = 0; i < 8; i++)
      arr[i] = i;
  }
#pragma omp target
  {
    counter++;
    for (int i = 0; i < 8; i++)
      arr[i] *= 2;
  }
#pragma omp target update from(counter, arr)
  if (counter != 6)
    __builtin_abort ();
  for (int i = 0; i < 8; i++)
    if (arr[i] != 2 * i)
      __builtin_abort ();

  /* The host's values reach a region through target update to.  */
  counter = 100;
#pragma omp target update to(counter)
  int seen = 0;
#pragma omp target map(from: seen)
  seen = counter;
  if (seen != 100)
    __builtin_abort ();

  /* A region changes PAIR.A while the host changes PAIR.B: both stay.  */
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp target nowait
    pair.a = 'x';
#pragma omp task
    pair.b = 'y';
#pragma omp taskwait
  }
#pragma omp target update from(pair)
  if (pair.a != 'x' || pair.b != 'y')
    __builtin_abort ();

  /* A link variable, mapped and written in a region.  */
#pragma omp target map(tofrom: linked)
  for (int i = 0; i < 4; i++)
    linked[i] = i + 7;
  for (int i = 0; i < 4; i++)
    if (linked[i] != i + 7)
      __builtin_abort ();
  return 0;
}
