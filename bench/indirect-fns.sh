#! /bin/sh
# indirect-fns.sh -- write indirect-fns.c, the functions of
# indirect-bench.c, on standard output.
# Usage: indirect-fns.sh N
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.
#
# N functions declared indirect, an array of them (host addresses, which
# the translated loop calls through), and a declare target copy of the
# array initialized on the device, where it holds their device
# addresses (which the untranslated loop calls through, from
# device_fns ()).

n=$1
case $n in
  '' | *[!0-9]*) echo "usage: indirect-fns.sh N" >&2; exit 2 ;;
esac
# Print the text $1, in which $i stands for each of 0 to N - 1.
each ()
{
  i=0
  while test $i -lt $n; do
    eval "echo \"$1\""
    i=$((i + 1))
  done
}

echo "#pragma omp begin declare target indirect"
each 'int ind_f$i (int x) { return x + $i; }'
echo "#pragma omp end declare target"
echo "typedef int (*fn_t) (int);"
echo "fn_t indirect_fns[] = {"
each '  ind_f$i,'
echo "};"
echo "#pragma omp declare target"
echo "fn_t indirect_device_fns[] = {"
each '  ind_f$i,'
echo "};"
echo "fn_t *device_fns (void) { return indirect_device_fns; }"
echo "#pragma omp end declare target"
echo "const int indirect_n = $n;"
