// A block mapper whose clauses use the enclosing function's variables
// where the plugin cannot have them yet in C++: a section whose elements
// need the mapper's runtime function (an inner section of a mapped
// type), and a construct in a lambda of the function: each a sorry at
// the construct; in a function template, a sorry at the mapper, and
// nothing from g++'s instantiation (issue 34, third class).
// { dg-do compile }

struct Cell
{
  int *q;
};

struct Row
{
  double *v;
  Cell *cells;
  int nc;
};

void
sections (Row *rows, int n, int len)
{
#pragma omp declare mapper (Cell c) map(tofrom: c.q[0:len])
#pragma omp declare mapper (Row r) map(tofrom: r.v[0:len], r.cells[0:r.nc])
#pragma omp target map(tofrom: rows[0:n]) // { dg-message "sorry, unimplemented: an array section of 'Row' whose elements need the runtime function of its mapper, which uses 'len' of 'void sections\\(Row\\*, int, int\\)', in C\\+\\+" }
  rows[0].v[0] = 1;
}

void
in_lambda (Cell *c, int len)
{
#pragma omp declare mapper (Cell x) map(tofrom: x.q[0:len])
  auto f = [&] ()
    {
#pragma omp target map(tofrom: c[0:1]) // { dg-message "sorry, unimplemented: the mapper of 'Cell', which uses 'len' of 'void in_lambda\\(Cell\\*, int\\)', in another function" }
      c->q[0] = 1;
    };
  f ();
}

template <typename T>
int
in_template (Cell *c, T len)
{
#pragma omp declare mapper (Cell x) map(tofrom: x.q[0:len]) // { dg-message "9: sorry, unimplemented: '#pragma omp declare mapper' whose clauses use 'len' of the function around it, in a template, in C\\+\\+" }
#pragma omp target map(tofrom: c[0:1])
  c->q[0] = 1;
  return 0;
}

int use_template = in_template (static_cast<Cell *> (0), 2);

// A constant local is its value: no sorry in a lambda.
void
constant_in_lambda (Cell *c)
{
  const int N = 4;
#pragma omp declare mapper (Cell x) map(tofrom: x.q[0:N])
  auto f = [=] ()
    {
#pragma omp target map(tofrom: c[0:1])
      c->q[0] = N;
    };
  f ();
}
