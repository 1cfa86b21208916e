#! /bin/sh
# run-bench.sh -- build and run the benchmarks, print the table.
# Usage: run-bench.sh SRCDIR BUILDDIR [N...]
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.

srcdir=$1 builddir=$2
shift 2
CC=${CC:-gcc}
tmp=${TMPDIR:-/tmp}/ompmapper-bench.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' 0

. "$builddir/testsuite/ompmapper-flags.sh" || exit 1

$CC -O2 $OMPM_CFLAGS -I"$srcdir/hostemu" "$srcdir/bench/section-bench.c" \
  $OMPM_LIBS -o "$tmp/section-bench" || exit 1
echo "== a mapper on p[0:n] (n structs, each pointing to 16 ints): enter data + exit data, on the emulated device (GCC $($CC -dumpfullversion))"
"$builddir/hostemu/ompmapper-hostemu-uninstalled" "$tmp/section-bench" "$@" \
  > "$tmp/ours" || { cat "$tmp/ours"; exit 1; }

# The table, then how the cost per element grows: at the largest n over
# the smallest, as measured (the smallest n runs from the caches) and
# with the caches flushed before each round trip (how the work grows);
# the floor's growth, the same bytes moved with no bookkeeping, is the
# machine's own.
awk 'function kv(line,   i, f) { delete v; for (i = 1; i <= NF; i++) { split ($i, f, "="); v[f[1]] = f[2] } }
     BEGIN { printf "%-6s %7s %9s %8s %10s %10s %10s %10s %8s %10s %8s %9s\n", "way", "n", "us/elt", "/hand", "calls/con", "allocs/con", "xfers/con", "bytes/con", "/mapped", "gpu_us", "/hand", "cold_us" }
     $1 == "model" { kv($0); call_us = v["call_us"]; gbs = v["gb_per_s"]; next }
     { kv($0); w = v["way"]; n = v["n"] + 0
       if (w == "exact-packed") { packed[n] = v["us_per_elt"]; next }
       printf "%-6s %7d %9.4f %8.3f %10.1f %10.1f %10.1f %10.0f %8.3f %10.0f %8.4f %9.4f\n", w, n, v["us_per_elt"], v["ratio"], v["calls_per_construct"], v["allocs_per_construct"], v["transfers_per_construct"], v["bytes_per_construct"], v["bytes_ratio"], v["model_gpu_us"], v["model_ratio"], v["cold_us_per_elt"]
       if (!(w in first)) { first[w] = n; f_us[w] = v["us_per_elt"]; f_cold[w] = v["cold_us_per_elt"] }
       last[w] = n; l_us[w] = v["us_per_elt"]; l_cold[w] = v["cold_us_per_elt"] }
     END { printf "gpu_us: a round trip on a GPU as modelled: %s us per device allocation and per transfer (each a driver call), %s GB/s\n", call_us, gbs
	   printf "floor: the same bytes moved through a staging buffer in 2 MiB windows, with no bookkeeping\n"
	   for (w in first) if (first[w] != last[w] && f_us[w] > 0 && f_cold[w] > 0)
	     printf "per-element cost, %s, n=%d over n=%d: %.2f as measured, %.2f with the caches flushed before each round trip\n", w, last[w], first[w], l_us[w] / f_us[w], l_cold[w] / f_cold[w]
	   np = 0
	   for (n in packed) { if (!np || n + 0 < pmin) pmin = n + 0; if (!np || n + 0 > pmax) pmax = n + 0; np++ }
	   if (np > 1 && packed[pmin] > 0)
	     printf "per-element cost, exact, elements'"'"' data end to end in one block, n=%d over n=%d: %.2f (%.4f us at n=%d)\n", pmax, pmin, packed[pmax] / packed[pmin], packed[pmax], pmax }' "$tmp/ours"

# A mapper whose iterator clause maps every row of a ragged object,
# against one enter and exit data per row, on the emulated device.
$CC -O2 $OMPM_CFLAGS -I"$srcdir/hostemu" "$srcdir/bench/iterator-bench.c" \
  $OMPM_LIBS -o "$tmp/iterator-bench" || exit 1
echo "== a mapper with an iterator clause on an object of n rows: enter data + exit data, against a loop of them per row"
"$builddir/hostemu/ompmapper-hostemu-uninstalled" "$tmp/iterator-bench" \
  ${ITERATOR_BENCH_SIZES:-1000 10000} > "$tmp/iterator" \
  || { cat "$tmp/iterator"; exit 1; }
awk 'BEGIN { printf "%-6s %7s %10s %8s %8s %8s %10s\n", "way", "n", "us/row", "/hand", "calls", "allocs", "transfers" }
     { delete v; for (i = 1; i <= NF; i++) { split ($i, f, "="); v[f[1]] = f[2] }
       printf "%-6s %7d %10.4f %8.3f %8d %8d %10d\n", v["way"], v["n"], v["us_per_row"], v["ratio"], v["calls"], v["allocs"], v["transfers"] }' "$tmp/iterator"

# The runtime's memory beside the data: one round trip of a mapper on a
# large section, a process per way and payload (4 and 16 ints an
# element: 32 and 80 bytes mapped).
$CC -O2 $OMPM_CFLAGS -I"$srcdir/hostemu" "$srcdir/bench/memory-bench.c" \
  $OMPM_LIBS -o "$tmp/memory-bench" || exit 1
n=${MEMORY_BENCH_N:-1000000}
echo "== memory above the host data during a round trip of p[0:$n], per element, less the device copy"
for len in 4 16; do
  for way in 0 1; do
    "$builddir/hostemu/ompmapper-hostemu-uninstalled" "$tmp/memory-bench" \
      $way $n $len || exit 1
  done
done > "$tmp/memory"
awk 'BEGIN { printf "%-6s %8s %10s %10s %12s %9s\n", "way", "n", "payload_b", "device_b", "runtime_b", "/payload" }
     { delete v; for (i = 1; i <= NF; i++) { split ($i, f, "="); v[f[1]] = f[2] }
       if (v["unmeasured"] != "") { printf "%-6s %8d  not measured (no /proc/self/clear_refs)\n", v["way"], v["n"]; next }
       printf "%-6s %8d %10d %10.1f %12.1f %9.2f\n", v["way"], v["n"], v["payload_b"], v["device_b"], v["runtime_b"], v["ratio"] }' "$tmp/memory"

# Host code with calls through function pointers, in a unit with a
# target region, built with and without the plugin and run by turns
# (best of each): the plugin must cost host code nothing.  Functions and
# loops aligned alike, so that where the linker puts them does not
# decide.
plain_cflags=$(echo "$OMPM_CFLAGS" | sed 's/-fplugin=[^ ]*//; s/-I[^ ]*//g')
align="-falign-functions=64 -falign-loops=64"
$CC -O2 $align $plain_cflags "$srcdir/bench/hostcall-bench.c" \
  -o "$tmp/hostcall-plain" 2>"$tmp/hostcall.log" || { cat "$tmp/hostcall.log"; exit 1; }
$CC -O2 $align $OMPM_CFLAGS "$srcdir/bench/hostcall-bench.c" $OMPM_LIBS \
  -o "$tmp/hostcall-plugin" 2>"$tmp/hostcall.log" || { cat "$tmp/hostcall.log"; exit 1; }
echo "== host calls through function pointers, with the plugin and without"
for round in 1 2 3; do
  "$tmp/hostcall-plain" ${HOSTCALL_BENCH_CALLS:-50000000} | sed 's/^/plain /'
  "$tmp/hostcall-plugin" ${HOSTCALL_BENCH_CALLS:-50000000} | sed 's/^/plugin /'
done > "$tmp/hostcall" || exit 1
awk '{ for (i = 2; i <= NF; i++) { split ($i, kv, "=")
	 k = $1 " " kv[1]; if (!(k in best) || kv[2] < best[k]) best[k] = kv[2] } }
     END { printf "table %.3f ns/call without, %.3f with; inlined helper %.3f without, %.3f with\n", best["plain table_ns_per_call"], best["plugin table_ns_per_call"], best["plain helper_ns_per_call"], best["plugin helper_ns_per_call"]
	   printf "host call ratio, with the plugin / without: table %.2f, inlined helper %.2f\n", best["plugin table_ns_per_call"] / best["plain table_ns_per_call"], best["plugin helper_ns_per_call"] / best["plain helper_ns_per_call"] }' "$tmp/hostcall"

# A translated call through a function pointer in a target region
# against an untranslated one (the same loop built without the plugin),
# with 1, 100 and 10000 functions declared indirect, on the emulated
# device.
$CC -O2 $plain_cflags -c "$srcdir/bench/indirect-plain.c" \
  -o "$tmp/indirect-plain.o" 2>"$tmp/indirect.log" || { cat "$tmp/indirect.log"; exit 1; }
echo "== calls through function pointers in a target region, translated and not"
for n in ${INDIRECT_BENCH_SIZES:-1 100 10000}; do
  sh "$srcdir/bench/indirect-fns.sh" $n > "$tmp/indirect-fns.c" || exit 1
  $CC -O2 $OMPM_CFLAGS "$srcdir/bench/indirect-bench.c" "$tmp/indirect-fns.c" \
    "$tmp/indirect-plain.o" $OMPM_LIBS -o "$tmp/indirect-bench" \
    2>"$tmp/indirect.log" || { cat "$tmp/indirect.log"; exit 1; }
  # Without the emulator's thunks, which count calls through device
  # addresses for the tests and cost a call of their own.
  OMPMAPPER_HOSTEMU_THUNKS=0 \
    "$builddir/hostemu/ompmapper-hostemu-uninstalled" "$tmp/indirect-bench" \
    ${INDIRECT_BENCH_CALLS:-1000000} || exit 1
done | tee "$tmp/indirect"
awk '{ for (i = 1; i <= NF; i++) { split ($i, kv, "="); v[kv[1]] = kv[2] }
       r = v["ratio"]; f = v["functions"] }
     END { if (f) printf "device lookup ratio at %d functions (translated / untranslated call): %.2f\n", f, r }' "$tmp/indirect"

clang=
for c in clang-19 clang; do
  if command -v $c >/dev/null 2>&1 && test -d /usr/lib/llvm-19/lib; then
    clang=$c
    break
  fi
done
if test -n "$clang"; then
  if $clang -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -w \
       "$srcdir/bench/section-bench.c" -o "$tmp/section-bench-clang" \
       >"$tmp/clang.log" 2>&1; then
    # Its cost per element grows with n (quadratic in all): larger n
    # would take minutes, so it runs at sizes of its own.  One process
    # per size: its exit data leaves part of each section mapped, and a
    # later section reusing that memory crashes it.
    echo "== $clang -fopenmp-targets=x86_64-pc-linux-gnu (its host device; the mapper only), us per element, and over the hand loop above at the same n"
    for n in ${CLANG_BENCH_SIZES:-1000 2000 5000}; do
      LD_LIBRARY_PATH=/usr/lib/llvm-19/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
	OMP_TARGET_OFFLOAD=MANDATORY timeout 600 "$tmp/section-bench-clang" $n \
	|| echo "way=clang n=$n failed=$?"
    done > "$tmp/clang"
    awk 'FNR == NR { for (i = 1; i <= NF; i++) { split ($i, f, "="); v[f[1]] = f[2] }
		     if (v["way"] == "hand") hand[v["n"]] = v["us_per_elt"]; next }
	 { for (i = 1; i <= NF; i++) { split ($i, f, "="); v[f[1]] = f[2] }
	   if (v["failed"] != "") { printf "clang  %7d  failed (status %s)\n", v["n"], v["failed"]; next }
	   printf "clang  %7d %9.4f", v["n"], v["us_per_elt"]
	   if (hand[v["n"]] > 0) printf " %8.3f", v["us_per_elt"] / hand[v["n"]]
	   printf "\n" }' "$tmp/ours" "$tmp/clang"
  else
    echo "== clang-19 build failed:"
    cat "$tmp/clang.log"
  fi
else
  echo "== clang-19 with libomp-19-dev not installed: no comparison"
fi
