// A data member of reference type in a target construct of a member
// function, in a clause or used in the region: g++ 12 makes clauses of
// it that it crashes on later (also without the plugin); the plugin
// says sorry, at the list item or the construct, and takes them away.
// One of another object (b.r in a function that is no member) g++
// handles: no sorry.
// { dg-do compile }

struct S
{
  int n;
  int *d;
};

#pragma omp declare mapper (S s) map(tofrom: s, s.d[0:s.n])

struct H
{
  S &ref;
  int &count;
  void
  f ()
  {
#pragma omp target map(tofrom: ref) /* { dg-message "32: sorry, unimplemented: a data member of reference type, 'H::ref', in a map clause or mapped implicitly, in C\\+\\+" } */
    ref.n++;
  }
  void
  g ()
  {
#pragma omp target /* { dg-message "9: sorry, unimplemented: a data member of reference type, 'H::count'" } */
    count++;
  }
};

struct B
{
  int &r;
};

void
free_function (B &b)
{
#pragma omp target map(tofrom: b.r)
  b.r++;
}

void
use (S &s, int &c)
{
  H h = { s, c };
  h.f ();
  h.g ();
}
