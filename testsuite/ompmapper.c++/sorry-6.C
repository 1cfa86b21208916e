// mapper(id) on a member of a member of *this in a member function:
// g++ 12 maps the member of *this for it (this->g for g.extra), whose
// type the named mapper is not for; a sorry at the list item, not an
// error that no such mapper is visible.  Where the list item is the
// member itself, the error stays.  g++ 14 and later map the member of
// the member itself, and the mapper applies (this-members-2.C).
// { dg-do compile }

struct vec
{
  int n;
  double *d;
};

#pragma omp declare mapper (ro: vec v) map(to: v, v.d[0:v.n])

struct grid
{
  int m;
  vec extra;
};

struct sim
{
  grid g;
  double sum ()
  {
    double s = 0;
#pragma omp target map(mapper(ro), to: g.extra) map(tofrom: s) /* { dg-message "40: sorry, unimplemented: 'mapper\\(ro\\)' on a member of the member 'sim::g' of '\\*this' \\(g\\+\\+ 12 maps 'sim::g' for it\\)" "" { target gcc12-13 } } */
    for (int i = 0; i < g.extra.n; i++)
      s += g.extra.d[i];
#pragma omp target map(mapper(ro), to: g) map(tofrom: s) /* { dg-error "40: no mapper 'ro' for type 'grid' is visible here" } */
    s += g.m;
    return s;
  }
};
