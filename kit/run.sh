#! /bin/bash
# run.sh -- the ompmapper GPU kit: run the tests and benchmarks on an
# NVIDIA GPU (or, with --emulated, on ompmapper's emulated device).
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.
#
# The kit (make gpu-kit, kit/build-kit.sh) holds the programs, built on
# Debian with GCC 12 for nvptx, and every library they load beyond the C
# library: GCC 12's libgomp and its NVIDIA plugin, libgompx, libstdc++,
# the emulated device and the counting plugin (hostemu/count.c), all
# found through the kit's own library path.  Of the machine it needs
# bash, coreutils, findutils (xargs), grep, sed, tar, gzip and awk, and
# for the GPU the driver's libcuda.so.1, looked for where drivers put
# it.
#
# It runs four steps, printing as it goes and keeping everything in
# OUTDIR (summary.txt, run.log, tests.log, bench.log, gomp-debug.log):
#   1. the environment: the GPU and its driver, the devices libgomp
#      finds, a region with a mapper, the libraries loaded, the same
#      under the counting plugin, and what libgomp's NVIDIA plugin says
#      of the image (GOMP_DEBUG=1);
#   2. the tests, each in pool mode (the default) and the exact way
#      (GOMPX_MAP_POOL=0), at most 60 seconds each, JOBS at once: PASS or
#      FAIL per test and mode;
#   3. the benchmarks: a mapper on p[0:n] the exact way, in pool mode and
#      as the hand-written loop, n = 5000 to 320000 (round-trip time,
#      and the allocations, transfers and bytes counted, beside the time
#      make bench's model gives for those counts); and a translated call
#      through a function pointer in a region against an untranslated
#      one, with 1, 100 and 10000 functions declared indirect;
#   4. the summary, on one screen.
# All within KIT_TOTAL_SECONDS (330): each step gets at most what is
# left, the tests leave time for the benchmarks.
#
# On a GPU the tests of ompmapper.gpu run as a user's program would
# (libgomp's NVIDIA plugin alone); every other program runs under the
# counting plugin, which forwards to that plugin and counts what libgomp
# asks of the device, so that the tests that check those counts check
# them on the GPU too.  With --emulated the same programs run on the
# emulated device (under the counting plugin too), as make check does.

set -u
export LC_ALL=C
ulimit -c 0

usage ()
{
  cat <<'EOF'
Usage: bash run.sh [--emulated] [--jobs N] [--no-bench] [OUTDIR]

Run ompmapper's tests and benchmarks on this machine's NVIDIA GPU, or
with --emulated on ompmapper's emulated device; keep the summary and
the logs in OUTDIR (default ./gpu-kit-out).

  --emulated   the emulated device instead of the GPU
  --jobs N     tests to run at once (default: the processors, at most 8;
               1 where the GPU is in an exclusive compute mode)
  --no-bench   the environment and the tests only

Environment:
  KIT_TOTAL_SECONDS   the whole run's time (default 330); each step gets
                      at most what is left
  KIT_TEST_SECONDS    tests not started this many seconds after the
                      first are left out (default 200)
  KIT_BENCH_SECONDS   sizes of the mapper benchmark that would end later
                      than this are left out (default 120)
  KIT_INDIRECT_CALLS  calls in each loop of the indirect benchmark
                      (default 200000)

Exit status: 0 if the device was found, every test was run and passed,
and the benchmarks ran.
EOF
}

# Physical, as /proc/self/maps names the libraries loaded.
kit=$(cd "$(dirname "$0")" && pwd -P)

# Each setup of the device, as the environment a program runs in:
# plain (libgomp's plugin, or the emulated device, alone) or counted
# (the counting plugin in front of it).  KIT_MODE is gpu or emulated;
# KIT_CUDA_DIR holds libcuda.so.1 on a GPU.
setup_env ()
{
  local lib=$kit/lib
  export OMP_TARGET_OFFLOAD=MANDATORY
  # libgomp 14 and 16 stop a first target region in a thread started
  # before the devices were found ("device not found") unless
  # default-device-var is set (ompmapper-hostemu does the same).
  export OMP_DEFAULT_DEVICE=${OMP_DEFAULT_DEVICE-0}
  unset OMPMAPPER_COUNT_PLUGIN
  if test "$KIT_MODE" = emulated; then
    if test "$1" = counted; then
      export LD_PRELOAD="$lib/count/libgomp-plugin-nvptx.so.1 $lib/hostemu/libgomp-plugin-nvptx.so.1"
      export LD_LIBRARY_PATH=$lib/count:$lib/hostemu:$lib
      export OMPMAPPER_COUNT_PLUGIN=$lib/hostemu/libgomp-plugin-nvptx.so.1
    else
      export LD_PRELOAD=$lib/hostemu/libgomp-plugin-nvptx.so.1
      export LD_LIBRARY_PATH=$lib/hostemu:$lib
    fi
  else
    if test "$1" = counted; then
      export LD_PRELOAD=$lib/count/libgomp-plugin-nvptx.so.1
      export LD_LIBRARY_PATH=$lib/count:$lib:$KIT_CUDA_DIR
      export OMPMAPPER_COUNT_PLUGIN=$lib/libgomp-plugin-nvptx.so.1
    else
      unset LD_PRELOAD
      export LD_LIBRARY_PATH=$lib:$KIT_CUDA_DIR
    fi
  fi
}

# The seconds left of the run (KIT_END, a date +%s), at least 1.
left ()
{
  local l=$((KIT_END - $(date +%s)))
  test $l -ge 1 || l=1
  echo $l
}

# The smaller of N and the seconds left.
cap ()
{
  local l
  l=$(left)
  test "$1" -lt "$l" && echo "$1" || echo "$l"
}

# --run-one "POOLMODE LINE": run one test of tests.list (from xargs), in
# pool mode (POOLMODE pool) or the exact way (exact); leave its output
# in KIT_WORK/results/POOLMODE/GROUP.NAME.log and its verdict, "PASS",
# "FAIL: why" or "SKIP: why", in .status beside it.
if test "${1-}" = --run-one; then
  set -- $2
  poolmode=$1 prog=$2 setup=$3 shouldfail=$4 exact=$5
  group=${prog%%/*} name=${prog#*/}
  res=$KIT_WORK/results/$poolmode/$group.$name
  meta=$KIT_WORK/meta/$group/$name
  exe=$name.exe
  test "$poolmode" = exact && test "$exact" = 1 && exe=$name.exact.exe
  if test "$(date +%s)" -ge "$KIT_DEADLINE"; then
    echo "SKIP: not started, the tests' time is spent" > "$res.status"
    : > "$res.log"
    exit 0
  fi
  # Not bash's own word on a program killed by a signal: the verdict
  # says it.
  exec 2>/dev/null
  (
    cd "$KIT_WORK/$group" || exit 1
    setup_env "$setup"
    export GOMPX_POOL_CHECK=1
    unset GOMPX_MAP_POOL
    test "$poolmode" = exact && export GOMPX_MAP_POOL=0
    . "$meta.env"
    exec timeout -k 5 60 "./$exe"
  ) > "$res.log" 2>&1 < /dev/null
  rc=$?
  verdict=PASS
  if test $rc = 124 || test $rc = 137; then
    verdict="FAIL: no end within 60 s"
  elif test "$shouldfail" = 1 && test $rc = 0; then
    verdict="FAIL: exit status 0, where the test must fail"
  elif test "$shouldfail" = 0 && test $rc -gt 128; then
    verdict="FAIL: killed by signal $((rc - 128))"
  elif test "$shouldfail" = 0 && test $rc != 0; then
    verdict="FAIL: exit status $rc"
  elif test -r "$meta.output" \
       && ! awk -v pf="$meta.output" \
		'BEGIN { getline pat < pf; close (pf) }
		 { s = s $0 "\n" }
		 END { exit !(s ~ pat) }' "$res.log"; then
    verdict="FAIL: the output does not match"
  fi
  echo "$verdict" > "$res.status"
  exit 0
fi

KIT_MODE=gpu
jobs=
bench=1
while test $# -gt 0; do
  case $1 in
    --emulated) KIT_MODE=emulated ;;
    --jobs) jobs=${2-}; shift ;;
    --jobs=*) jobs=${1#--jobs=} ;;
    --no-bench) bench=0 ;;
    --help | -h) usage; exit 0 ;;
    -*) echo "run.sh: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    *) break ;;
  esac
  shift
done
test $# -le 1 || { usage >&2; exit 2; }
case $kit in
  *[\ :]*)
    echo "run.sh: the kit's folder, $kit, has a space or a colon in its" \
	 "name, which the library path cannot hold; move it" >&2
    exit 2 ;;
esac
out=${1:-./gpu-kit-out}
mkdir -p "$out" || exit 2
out=$(cd "$out" && pwd)
rm -f "$out/summary.txt" "$out/run.log" "$out/tests.log" "$out/bench.log" \
  "$out/gomp-debug.log"
jobs_given=$jobs
if test -z "$jobs"; then
  jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
  test "$jobs" -gt 8 && jobs=8
fi
case $jobs in
  '' | *[!0-9]* | 0) echo "run.sh: --jobs takes a number" >&2; exit 2 ;;
esac

KIT_END=$(( $(date +%s) + ${KIT_TOTAL_SECONDS:-330} ))
# The programs are unpacked beside the kit (a /tmp mounted noexec would
# stop them), or else in TMPDIR.
KIT_WORK=$(mktemp -d "$kit/.run.XXXXXX" 2>/dev/null \
	   || mktemp -d "${TMPDIR:-/tmp}/ompmapper-kit.XXXXXX") || exit 2
trap 'rm -rf "$KIT_WORK"' 0
export KIT_MODE KIT_WORK
KIT_CUDA_DIR=
export KIT_CUDA_DIR

# Print to the screen and to run.log.
say ()
{
  printf '%s\n' "$*" | tee -a "$out/run.log"
}
summary ()
{
  printf '%s\n' "$*" >> "$out/summary.txt"
}

say "== ompmapper GPU kit: $(sed 1q "$kit/VERSION"), on $(uname -n) ($(date -u '+%Y-%m-%d %H:%M UTC'))"
say "   $(sed -n 2p "$kit/VERSION")"
summary "ompmapper GPU kit summary ($(date -u '+%Y-%m-%d %H:%M UTC'))"
summary "kit: $(sed 1q "$kit/VERSION")"
tar xzf "$kit/progs.tar.gz" -C "$KIT_WORK" \
  || { say "run.sh: cannot unpack $kit/progs.tar.gz"; exit 2; }

# 1. The environment.

# The directory of the driver's libcuda.so.1: the dynamic linker's
# cache, then where drivers and containers put it; never CUDA's stubs.
find_libcuda ()
{
  local d ldconfig
  for ldconfig in ldconfig /sbin/ldconfig /usr/sbin/ldconfig; do
    d=$($ldconfig -p 2>/dev/null \
	| awk '$1 == "libcuda.so.1" && /x86-64/ && $NF !~ /stubs/ { print $NF; exit }')
    if test -n "$d" && test -e "$d"; then
      dirname "$d"
      return 0
    fi
  done
  local IFS=:
  for d in ${LD_LIBRARY_PATH-} /usr/local/nvidia/lib64 /usr/local/nvidia/lib \
	   /usr/lib/x86_64-linux-gnu /usr/lib64 /lib/x86_64-linux-gnu \
	   /usr/lib/x86_64-linux-gnu/nvidia/current /usr/lib/wsl/lib \
	   /usr/local/cuda/compat /usr/local/cuda/lib64; do
    case $d in
      *stubs*) continue ;;
    esac
    if test -n "$d" && test -e "$d/libcuda.so.1"; then
      echo "$d"
      return 0
    fi
  done
  return 1
}

env_ok=1
if test "$KIT_MODE" = gpu; then
  if ! KIT_CUDA_DIR=$(find_libcuda); then
    say "run.sh: no libcuda.so.1 found: not in the dynamic linker's cache"
    say "  (ldconfig -p), nor in LD_LIBRARY_PATH, /usr/local/nvidia/lib64,"
    say "  /usr/lib/x86_64-linux-gnu, /usr/lib64 or /usr/local/cuda/compat."
    say "  Is the NVIDIA driver installed?  (run.sh --emulated runs the kit"
    say "  on the emulated device instead.)"
    summary "environment: no libcuda.so.1 (no NVIDIA driver found); nothing run"
    exit 2
  fi
  say "-- libcuda.so.1: $KIT_CUDA_DIR/libcuda.so.1"
  # The driver compiles each program's PTX at its first run: keep them
  # all for the second mode.
  export CUDA_CACHE_MAXSIZE=${CUDA_CACHE_MAXSIZE:-2147483648}
  if command -v nvidia-smi >/dev/null 2>&1; then
    smi=$(timeout -k 5 30 nvidia-smi \
	    --query-gpu=index,name,driver_version,memory.total,compute_cap,compute_mode \
	    --format=csv,noheader 2>&1)
    say "-- nvidia-smi: $smi"
    summary "gpu: $smi"
    # Contexts of several processes on an exclusive GPU would fail.
    case $smi in
      *Exclusive*)
	if test -z "$jobs_given"; then
	  jobs=1
	  say "-- the GPU is in an exclusive compute mode: one test at a time"
	fi ;;
    esac
  else
    say "-- nvidia-smi: not found"
  fi
  if test -r /proc/driver/nvidia/version; then
    say "-- driver: $(sed 1q /proc/driver/nvidia/version)"
  fi
else
  say "-- the emulated device (OMPMAPPER_HOSTEMU_DEVICES=${OMPMAPPER_HOSTEMU_DEVICES:-1})"
  summary "device: the emulated device"
fi

# The probe in SETUP, printed as "probe (SETUP): key=value"; its status.
probe ()
{
  (setup_env "$1"; cd "$KIT_WORK" && timeout -k 5 "$(cap 60)" ./probe) \
    > "$KIT_WORK/probe-$1.log" 2>&1
  local rc=$?
  while read -r l; do
    say "   probe ($1): $l"
  done < "$KIT_WORK/probe-$1.log"
  return $rc
}
# The value of KEY in what the probe in SETUP printed.
probed ()
{
  awk -F= -v k="$2" '$1 == k { print $2; exit }' "$KIT_WORK/probe-$1.log"
}

probe plain
probe_rc=$?
devices=$(probed plain devices)
say "-- omp_get_num_devices (): ${devices:-unknown}"
summary "omp_get_num_devices (): ${devices:-unknown}; probe region: $(test "$(probed plain region_on_device)" = 1 && echo ran on the device || echo did NOT run on the device), deep copy $(probed plain deep_copy)"
# Every offloading library must be the kit's.
foreign=$(awk -F= -v kit="$kit/lib/" '$1 == "loaded" && $2 !~ /libcuda/ && index ($2, kit) != 1 { print $2 }' "$KIT_WORK/probe-plain.log")
if test -n "$foreign"; then
  say "run.sh: libraries loaded from outside the kit: $foreign"
  summary "environment: libraries from outside the kit: $foreign"
  env_ok=0
fi
if test $probe_rc != 0; then
  say "run.sh: the probe failed (status $probe_rc): no region ran on the device"
  summary "environment: the probe failed (status $probe_rc)"
  env_ok=0
fi

# The counting plugin in front of the device: the same region, counted.
if test $env_ok = 1; then
  probe counted
  probe_rc=$?
  real=$kit/lib/libgomp-plugin-nvptx.so.1
  test "$KIT_MODE" = emulated && real=$kit/lib/hostemu/libgomp-plugin-nvptx.so.1
  kernels=$(probed counted counted_kernels)
  if test $probe_rc != 0 || test "${kernels:-none}" = none \
     || test "$kernels" -lt 1 \
     || ! grep -q "^loaded=$kit/lib/count/" "$KIT_WORK/probe-counted.log" \
     || ! grep -q "^loaded=$real\$" "$KIT_WORK/probe-counted.log"; then
    say "run.sh: under the counting plugin the probe did not run, count,"
    say "  or load both plugins (status $probe_rc, kernels ${kernels:-none})"
    summary "environment: the counting plugin does not work (status $probe_rc, kernels ${kernels:-none})"
    env_ok=0
  else
    summary "counting plugin: works (the probe's region counted, $(probed counted counted_allocations) allocations)"
  fi
fi

# What libgomp and its plugin say while loading the image, without the
# PTX text they print.
if test $env_ok = 1; then
  (setup_env plain; cd "$KIT_WORK" \
     && GOMP_DEBUG=1 timeout -k 5 "$(cap 60)" ./probe) 2>&1 \
    | awk '/^Loading:$/ { skip = 1; n = 0; next }
	   skip && /^---$/ { if (++n == 2) { skip = 0; print "[PTX text left out]" } next }
	   skip { next }
	   { print }' > "$out/gomp-debug.log"
  say "-- GOMP_DEBUG=1 (excerpt; all of it in gomp-debug.log):"
  grep -v -E '^[a-z_]+=' "$out/gomp-debug.log" \
    | grep -i -E 'link|cuinit|disabling|load|kernel|nvptx|device|plugin' \
    | head -n 12 | sed 's/^/   /' > "$KIT_WORK/debug.excerpt"
  test -s "$KIT_WORK/debug.excerpt" \
    || echo "   (nothing from libgomp)" > "$KIT_WORK/debug.excerpt"
  tee -a "$out/run.log" < "$KIT_WORK/debug.excerpt"
  link=$(grep -m1 'Link complete' "$out/gomp-debug.log")
  test -n "$link" && summary "image: $link"
fi

# 2. The tests: each in pool mode and the exact way, the two side by
# side in the order of the list, so that a run cut short by the time
# leaves out the same tests in both.

pass_total=0
fail_total=0
skip_total=0
failures=
if test $env_ok = 1; then
  ntests=$(wc -l < "$KIT_WORK/tests.list")
  # Tests not started within KIT_TEST_SECONDS are left out, and the
  # benchmarks keep 120 s of the run's time.
  test_seconds=${KIT_TEST_SECONDS:-200}
  test $bench = 1 && test "$test_seconds" -gt $(( $(left) - 120 )) \
    && test_seconds=$(( $(left) - 120 ))
  test "$test_seconds" -ge 1 || test_seconds=1
  KIT_DEADLINE=$(( $(date +%s) + test_seconds ))
  export KIT_DEADLINE
  say "== tests: $ntests programs, each in pool mode and the exact way, $jobs at a time, 60 s each, started within $test_seconds s"
  mkdir -p "$KIT_WORK/results/pool" "$KIT_WORK/results/exact"
  t0=$SECONDS
  awk '{ print "pool " $0; print "exact " $0 }' "$KIT_WORK/tests.list" \
    | tr '\n' '\0' | xargs -0 -P "$jobs" -n 1 bash "$kit/run.sh" --run-one
  for poolmode in pool exact; do
    pass=0 fail=0 skip=0
    while read -r prog setup shouldfail exact; do
      res=$KIT_WORK/results/$poolmode/${prog%%/*}.${prog#*/}
      verdict=$(cat "$res.status" 2>/dev/null || echo "FAIL: not run")
      {
	echo "==== $prog ($poolmode): $verdict"
	cat "$res.log" 2>/dev/null
      } >> "$out/tests.log"
      case $verdict in
	PASS) pass=$((pass + 1)); say "PASS: $prog ($poolmode)" ;;
	SKIP*) skip=$((skip + 1)) ;;
	*) fail=$((fail + 1)); failures="$failures $prog($poolmode)"
	   say "FAIL: $prog ($poolmode) -- ${verdict#FAIL: }" ;;
      esac
    done < "$KIT_WORK/tests.list"
    skipped=
    test $skip = 0 || skipped=", $skip not started (time)"
    say "-- $poolmode: $pass passed, $fail failed$skipped"
    summary "tests, $poolmode: $pass passed, $fail failed$skipped"
    pass_total=$((pass_total + pass))
    fail_total=$((fail_total + fail))
    skip_total=$((skip_total + skip))
  done
  say "-- the tests took $((SECONDS - t0)) s"
  summary "the tests took $((SECONDS - t0)) s"
  test -n "$failures" && summary "failed:$failures"
else
  say "== tests: not run (the environment above is not right)"
  summary "tests: not run"
fi

# 3. The benchmarks.

bench_ok=1
if test $env_ok = 1 && test $bench = 1; then
  say "== a mapper on p[0:n] (n structs, each pointing to 16 ints): enter data + exit data"
  # The indirect benchmark keeps 30 s.
  budget=${KIT_BENCH_SECONDS:-120}
  test "$budget" -gt $(( $(left) - 30 )) && budget=$(( $(left) - 30 ))
  t0=$SECONDS last=0
  : > "$KIT_WORK/section"
  for n in 5000 20000 80000 320000; do
    spent=$((SECONDS - t0))
    # A size takes about four times the one before it.
    if test $((spent + 4 * last)) -gt "$budget"; then
      say "   n=$n left out: n/4 took $last s, and $spent s of $budget are spent"
      summary "bench: n=$n and up left out (time)"
      break
    fi
    s0=$SECONDS
    (setup_env counted; cd "$KIT_WORK/bench" \
       && timeout -k 5 "$(cap $((budget - spent > 1 ? budget - spent : 1)))" \
	    ./section-bench --time=2 --warm-only $n) \
      >> "$KIT_WORK/section" 2>&1 \
      || { say "   section-bench at n=$n failed or ran out of time"; bench_ok=0; break; }
    last=$((SECONDS - s0))
  done
  cat "$KIT_WORK/section" >> "$out/bench.log"
  # Per round trip: the time measured, the time make bench's model
  # gives for what was counted (call_us per allocation and transfer,
  # gb_per_s), the two over each other, and the time per counted
  # allocation or transfer the measurement implies (the bytes at the
  # model's rate taken off; GCC 12's NVIDIA plugin makes two driver
  # calls a copy, and frees go uncounted).
  awk 'function kv(   i, f) { delete v; for (i = 1; i <= NF; i++) { split ($i, f, "="); v[f[1]] = f[2] } }
       $1 == "model" { kv(); call_us = v["call_us"]; gbs = v["gb_per_s"]; next }
       $1 !~ /^way=/ { next }
       { kv(); w = v["way"]; n = v["n"]
	 if (w == "floor") next
	 rt = v["us_per_elt"] * n; model = v["model_gpu_us"]
	 ops = 2 * (v["allocs_per_construct"] + v["transfers_per_construct"])
	 bytes = 2 * v["bytes_per_construct"]
	 implied = (ops > 0 ? (rt - bytes / (gbs * 1e3)) / ops : 0)
	 printf "%-6s %7d %12.0f %12.0f %8.2f %10.1f %10.1f %9.2f %8.2f %8.4f %8.4f\n", w, n, rt, model, (model > 0 ? rt / model : 0), v["allocs_per_construct"], v["transfers_per_construct"], v["bytes_per_construct"] / 1e6, implied, v["ratio"], v["model_ratio"] }
       END { printf "model: %s us per device allocation and per transfer, %s GB/s (make bench); us/op: per allocation or transfer counted\n", call_us, gbs }' \
    "$KIT_WORK/section" > "$KIT_WORK/section.table"
  {
    printf "%-6s %7s %12s %12s %8s %10s %10s %9s %8s %8s %8s\n" way n \
      measured_us model_us meas/mod allocs/con xfers/con MB/con us/op \
      /hand /hand_mod
    cat "$KIT_WORK/section.table"
  } > "$KIT_WORK/section.out"
  tee -a "$out/run.log" < "$KIT_WORK/section.out"
  summary "bench, a mapper on p[0:n], per round trip (measured and modelled us):"
  sed 's/^/  /' "$KIT_WORK/section.out" >> "$out/summary.txt"

  say "== calls through function pointers in a target region, translated and not"
  : > "$KIT_WORK/indirect"
  for nf in 1 100 10000; do
    (setup_env counted
     test "$KIT_MODE" = emulated && export OMPMAPPER_HOSTEMU_THUNKS=0
     cd "$KIT_WORK/bench" \
       && timeout -k 5 "$(cap 60)" \
	    ./indirect-bench-$nf ${KIT_INDIRECT_CALLS:-200000}) \
      >> "$KIT_WORK/indirect" 2>&1 \
      || { say "   indirect-bench with $nf functions failed or ran out of time"; bench_ok=0; }
  done
  cat "$KIT_WORK/indirect" >> "$out/bench.log"
  awk '$1 ~ /^functions=/ { delete v; for (i = 1; i <= NF; i++) { split ($i, f, "="); v[f[1]] = f[2] }
	 printf "functions %6d: translated %8.2f ns/call, untranslated %8.2f, ratio %.2f\n", v["functions"], v["translated_ns_per_call"], v["untranslated_ns_per_call"], v["ratio"] }' \
    "$KIT_WORK/indirect" > "$KIT_WORK/indirect.out"
  tee -a "$out/run.log" < "$KIT_WORK/indirect.out"
  summary "bench, a call through a function pointer in a region:"
  sed 's/^/  /' "$KIT_WORK/indirect.out" >> "$out/summary.txt"
  test $bench_ok = 1 || summary "bench: a benchmark failed or ran out of time (bench.log)"
fi

# 4. The summary.

summary "result: $pass_total passed, $fail_total failed$(test $skip_total = 0 || echo ", $skip_total not started")$(test $env_ok = 1 || echo ', environment not right')"
echo
echo "==================== summary ($out/summary.txt) ===================="
cat "$out/summary.txt"
test $env_ok = 1 && test $fail_total = 0 && test $skip_total = 0 \
  && test $bench_ok = 1
