#! /bin/sh
# installcheck.sh -- check an installed ompmapper as a user would use it.
# Usage: installcheck.sh BINDIR PKGCONFIGDIR GCCPLUGINDIR EXAMPLESDIR
# Prints one PASS: or FAIL: line per check; exits 1 if any failed.
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.

bindir=$1 pcdir=$2 plugindir=$3 examples=$4
CC=${CC:-gcc}
CXX=${CXX:-g++}
failed=0
tmp=${TMPDIR:-/tmp}/ompmapper-installcheck.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' 0

check ()
{
  if test "$1" = 0; then
    echo "PASS: installcheck: $2"
  else
    echo "FAIL: installcheck: $2"
    failed=1
  fi
}

test -f "$plugindir/ompmapper.so"
check $? "ompmapper.so installed in $plugindir"
test -x "$bindir/ompmapper-hostemu"
check $? "ompmapper-hostemu installed in $bindir"

flags=`PKG_CONFIG_PATH=$pcdir pkg-config --cflags --libs ompmapper`
check $? "pkg-config --cflags --libs ompmapper"
case $flags in
  *"-fplugin=$plugindir/ompmapper.so"*-fopenmp*-lgompx-target*-lgompx*) r=0 ;;
  *) r=1 ;;
esac
check $r "pkg-config flags carry the plugin, -fopenmp and -lgompx: $flags"

$CC "$examples/map-to-demo.c" $flags -o "$tmp/map-to-demo" >"$tmp/cc.log" 2>&1
r=$?
test $r = 0 && test ! -s "$tmp/cc.log" || { cat "$tmp/cc.log"; r=1; }
check $r "map-to-demo.c builds with the pkg-config flags and no warnings"

out=`"$bindir/ompmapper-hostemu" "$tmp/map-to-demo" 2>&1`
case $out in
  "host array unchanged"*) r=0 ;;
  *) echo "$out"; r=1 ;;
esac
check $r "on the emulated device the map(to:) array stays unchanged"

out=`"$tmp/map-to-demo" 2>&1`
case $out in
  "host array changed"*) r=0 ;;
  *) echo "$out"; r=1 ;;
esac
check $r "in host fallback the map(to:) array changes"

$CC "$examples/deep-copy.c" $flags -o "$tmp/deep-copy" >"$tmp/cc.log" 2>&1
r=$?
test $r = 0 && test ! -s "$tmp/cc.log" || { cat "$tmp/cc.log"; r=1; }
check $r "deep-copy.c (declare mapper) builds with the pkg-config flags"
out=`"$bindir/ompmapper-hostemu" "$tmp/deep-copy" 2>&1`
r=$?
case $out in
  "sum of doubled data: 999000 "*) ;;
  *) echo "$out"; r=1 ;;
esac
check $r "deep-copy.c runs on the emulated device"

# Device code that needs the device libraries the flags carry: assert
# (libgompx-nvptx.a's __assert_fail) and libm, with nvptx.
case $flags in
  *-foffload=nvptx-none*)
    cat > "$tmp/device.c" <<'EOF2'
#include <assert.h>
#include <math.h>
int
main (void)
{
  double r = 2;
#pragma omp target map(tofrom: r)
  {
    assert (r > 1);
    r = pow (r, 3.0);
  }
  return r != 8;
}
EOF2
    case $flags in
      *-foffload=amdgcn-amdhsa*)
	# GCN has no __assert_fail of ours: pow alone there.
	sed -i 's/assert (r > 1);//' "$tmp/device.c" ;;
    esac
    $CC "$tmp/device.c" $flags -lm -o "$tmp/device" >"$tmp/cc.log" 2>&1
    r=$?
    test $r = 0 || cat "$tmp/cc.log"
    check $r "a region with assert and pow links with the pkg-config flags"
    "$bindir/ompmapper-hostemu" "$tmp/device" >"$tmp/run.log" 2>&1
    r=$?
    test $r = 0 || cat "$tmp/run.log"
    check $r "and runs on the emulated device" ;;
esac

# The same in C++, with g++ and the same flags.
$CXX "$examples/deep-copy.cc" $flags -o "$tmp/deep-copy-cc" >"$tmp/cc.log" 2>&1
r=$?
test $r = 0 && test ! -s "$tmp/cc.log" || { cat "$tmp/cc.log"; r=1; }
check $r "deep-copy.cc (declare mapper in a C++ class template) builds with g++ and the pkg-config flags"
out=`"$bindir/ompmapper-hostemu" "$tmp/deep-copy-cc" 2>&1`
r=$?
case $out in
  "sum of doubled data: 999000 "*) ;;
  *) echo "$out"; r=1 ;;
esac
check $r "deep-copy.cc runs on the emulated device"

# Indirect functions in a shared library and in the program, each
# called through a pointer in the other's target region.
cat > "$tmp/half.c" <<'EOF2'
typedef int (*op_t) (int);
#pragma omp begin declare target indirect
int half (int x) { return x / 2; }
#pragma omp end declare target
op_t half_ptr = half;
int lib_apply (op_t f, int x)
{
  int r = 0;
#pragma omp target map(from: r)
  r = f (x);
  return r;
}
EOF2
cat > "$tmp/prog.c" <<'EOF2'
#include <stdio.h>
typedef int (*op_t) (int);
extern op_t half_ptr;
extern int lib_apply (op_t, int);
#pragma omp begin declare target indirect
int square (int x) { return x * x; }
#pragma omp end declare target
int main (void)
{
  op_t h = half_ptr, s = square;
  int r = 0;
#pragma omp target map(from: r)
  r = h (s (6));
  printf ("%d %d\n", r, lib_apply (square, 5));
  return 0;
}
EOF2
(cd "$tmp" && $CC -shared -fPIC half.c $flags -o libhalf.so \
   && $CC prog.c -L. -lhalf -Wl,-rpath,"$tmp" $flags -o prog) \
  >"$tmp/cc.log" 2>&1
r=$?
test $r = 0 && test ! -s "$tmp/cc.log" || { cat "$tmp/cc.log"; r=1; }
check $r "a shared library with indirect functions and a program build"
out=`"$bindir/ompmapper-hostemu" "$tmp/prog" 2>&1`
r=$?
test "$out" = "18 25" || { echo "$out"; r=1; }
check $r "indirect calls across the library and the program on the emulated device"

# -fplugin=ompmapper by its short name works when the plugin went into
# GCC's own plugin directory.
if test "`cd "$plugindir" && pwd -P`" = "`cd "\`$CC -print-file-name=plugin\`" && pwd -P`"; then
  echo 'int x;' > "$tmp/x.c"
  $CC -fplugin=ompmapper -c "$tmp/x.c" -o "$tmp/x.o"
  check $? "-fplugin=ompmapper loads by its short name"
fi

exit $failed
