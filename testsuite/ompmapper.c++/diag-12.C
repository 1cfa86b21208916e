// An indirect declare target block in C++ registers its functions by
// address where it ends: a deleted function is none to register (no
// error); a function template's instantiations, made where the file
// ends, cannot be, which is a sorry (once a block) rather than host
// addresses called on the device.
// { dg-do compile }

#pragma omp begin declare target indirect
int f (int x) { return x; }
int f (double) = delete;

template <typename T>
T tpl (T x) /* { dg-message "3: sorry, unimplemented: a function template, or a member of a class template, in an indirect 'declare target' block in C\\+\\+" } */
{
  return x;
}

template <typename T>
struct CT
{
  static T sh (T x) { return x; }
};
#pragma omp end declare target

int
use ()
{
  return f (1) + tpl (2) + CT<int>::sh (3);
}
