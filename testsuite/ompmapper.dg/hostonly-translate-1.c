/* A unit with no OpenMP construct: the plugin leaves its calls through
   function pointers alone (no reference to its runtime).  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-optimized" } */

typedef int (*fn_t) (int);
static int add1 (int x) { return x + 1; }
fn_t table[2] = { add1, add1 };

int
call_all (int x)
{
  for (int i = 0; i < 2; i++)
    x = table[i] (x);
  return x;
}

/* { dg-final { scan-tree-dump-not "__gompx_translate_fptr" "optimized" } } */
/* { dg-final { scan-tree-dump-not "GOMP" "optimized" } } */
/* The call through the table's pointer, as GCC makes it.  */
/* { dg-final { scan-tree-dump "= _\[0-9\]+ \\(x_\[0-9\]+\\);" "optimized" } } */
