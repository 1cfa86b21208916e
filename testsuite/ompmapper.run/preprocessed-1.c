/* Preprocessed apart (-no-integrated-cpp, as -save-temps does): the
   compiler reads the preprocessor's output, where libcpp takes no #line
   directive, so the text the plugin hands back marks its lines with line
   markers.  A mapper, an iterator modifier and an indirect block still
   work (they were silently lost: the hidden functions' #line lines were
   not directives there).  */
/* { dg-do run } */
/* { dg-options "-no-integrated-cpp" } */

#include <stdlib.h>

struct vec
{
  int n;
  int *v;
};

#pragma omp declare mapper (struct vec x) map(tofrom: x, x.v[0:x.n])

typedef int (*op_t) (int);

#pragma omp begin declare target indirect
static int
twice (int x)
{
  return 2 * x;
}
#pragma omp end declare target

int
main (void)
{
  int buf[4] = { 1, 2, 3, 4 };
  struct vec a = { 4, buf };
#pragma omp target map(tofrom: a)
  for (int i = 0; i < a.n; i++)
    a.v[i] *= 10;
  if (buf[0] != 10 || buf[3] != 40)
    abort ();

  int *rows[2], len[2] = { 2, 3 };
  for (int i = 0; i < 2; i++)
    rows[i] = calloc (len[i], sizeof (int));
#pragma omp target enter data map(to: rows)
#pragma omp target map(iterator(i = 0:2), tofrom: rows[i][0:len[i]]) \
		   map(to: len)
  for (int i = 0; i < 2; i++)
    for (int k = 0; k < len[i]; k++)
      rows[i][k] = 5;
#pragma omp target exit data map(release: rows)
  if (rows[0][1] != 5 || rows[1][2] != 5)
    abort ();

  op_t f = twice;
  int r = 0;
#pragma omp target map(from: r)
  r = f (21);
  if (r != 42)
    abort ();
  return 0;
}
