/* Mappers are visible like variables declared in the same place: a
   block-scope mapper hides the file-scope one for the same type until
   its block ends, a mapper applies only after its declaration, and a
   nested function sees the mappers visible where it is defined.  */
/* { dg-do run } */

struct pair
{
  int x, y;
};

/* File scope: in only.  */
#pragma omp declare mapper (struct pair p) map(to: p)

/* Write P on the device; whether the write came back.  */
#define CAME_BACK()						\
  ({								\
    p.x = 0;							\
    _Pragma ("omp target map(tofrom: p)")			\
    p.x = 5;							\
    p.x == 5;							\
  })

int
main (void)
{
  struct pair p;

  if (CAME_BACK ())
    __builtin_abort ();

  {
    /* Not yet: the file-scope mapper still applies here.  */
    if (CAME_BACK ())
      __builtin_abort ();

#pragma omp declare mapper (struct pair q) map(tofrom: q)
    if (!CAME_BACK ())
      __builtin_abort ();

    {
      /* Inner blocks see it too.  */
      if (!CAME_BACK ())
	__builtin_abort ();
    }

    /* (With its own variable: a nested function that used the outer
       one would move it into a frame that target regions do not map
       as such.)  */
    int nested (void)
    {
      struct pair p;
      return CAME_BACK ();
    }
    if (!nested ())
      __builtin_abort ();
  }

  /* The block ended: the file-scope mapper again.  */
  if (CAME_BACK ())
    __builtin_abort ();
  return 0;
}
