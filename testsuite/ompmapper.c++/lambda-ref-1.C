// A target region in a [&] lambda of a member function that maps a data
// member and a local the lambda captures by reference: g++ 12 (at -O1,
// where it gets this right itself) maps the closure's struct group for
// the reference, and the member through the "this" proxy.  With the
// plugin loaded the proxy became the closure's member, which joined
// that struct group: libgomp stopped ("structure element when other
// mapped elements from the same structure weren't mapped together with
// it").
// { dg-do run }
// { dg-options "-O1" }

#include <cstdlib>

struct O
{
  int x, k;
  void lam ()
  {
    int loc = 4;
    auto f = [&] ()
    {
#pragma omp target map(tofrom: x) map(to: loc)
      x += loc;
    };
    f ();
  }
};

int
main ()
{
  O o;
  o.x = 1;
  o.k = 3;
  o.lam ();
  // Not o.k: g++ 12 alone leaves the local's value in it too.
  if (o.x != 5)
    std::abort ();
  return 0;
}
