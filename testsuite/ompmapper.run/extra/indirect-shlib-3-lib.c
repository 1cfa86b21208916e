/* The library indirect-shlib-3.c dlopens.  Its constructor runs a target
   region of the program before libgomp has this library's offload image
   (mkoffload's registration is the library's last constructor): the
   region's preparation must leave this library's function out, not
   read its device address where there is none.  */

typedef int (*op_t) (int);

#pragma omp begin declare target indirect
int e_dbl (int x) { return 2 * x; }
#pragma omp end declare target

extern int prog_region (op_t, int);
int e_init_result;

__attribute__ ((constructor)) static void
e_init (void)
{
  e_init_result = prog_region (0, 20);
}

op_t
e_get (void)
{
  return e_dbl;
}
